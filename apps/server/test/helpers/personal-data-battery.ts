import * as contracts from '@zhwy/contracts';
import { type EntityDef, MASK_SHOWS, type MaskKind, maskValue, permissionOf } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestApp, authed, loginReady } from './app.ts';
import { accountWith } from './base-places.ts';
import { nextSampleNumber } from './sample-numbers.ts';

type Body = Record<string, unknown>;
export type PersonalDataOptions = {
  /** A valid body of the entity's create call (creating what it refers to), different for each n. */
  sample: (host: string, n: number) => Promise<Body>;
  /** A created row's id from the create call's answer (default: its `id`). */
  idOf?: (created: Body) => number;
};

/** Every entity the contracts define, by `'<module>.<name>'`: the targets of reference fields. */
export const ENTITIES = new Map<string, EntityDef>(
  (Object.values(contracts) as unknown[])
    .filter((value): value is EntityDef => typeof value === 'object' && value !== null && 'fields' in value && 'module' in value && 'paths' in value)
    .map((entity) => [`${entity.module}.${entity.name}`, entity]),
);

/** Letters and digits only: a birthday 1985-06-12 spells the 19850612 an ID number hides. */
const compact = (value: unknown) => String(value ?? '').replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();
/** The part of `value` its mask hides (none when the value is too short to show anything). */
const hiddenPart = (kind: MaskKind, value: string) => {
  const { head, tail } = MASK_SHOWS[kind];
  return value.length <= head + tail ? '' : value.slice(head, value.length - tail);
};

/**
 * The personal-data rules the framework promises, proven from the entity's definition for every entity that has
 * masked, derived or multi-community fields (docs/decisions.md, "Personal data: masking, derived fields, search by
 * mask, write scope"):
 * - reads (get, list, export) never reveal a masked field's hidden part through another field (a birthday beside an
 *   ID number), and derived fields are masked with their source;
 * - a caller without the unmask code finds a masked field's row by its whole value or the part its mask shows,
 *   never by a fragment of the hidden part nor a list of guesses; the unmask code's holders search freely;
 * - every reference a write sets lies in the writer's communities (403 otherwise);
 * - a row naming several communities is changed and deleted only by a writer who has all of them.
 */
export const describePersonalData = (t: TestApp, entity: EntityDef, { sample, idOf = (row) => Number(row.id) }: PersonalDataOptions) => {
  const label = `${entity.module}.${entity.name}`;
  const fields = Object.entries(entity.fields);
  const masked = fields.filter(([, f]) => f.mask && !f.derivedFrom) as [string, contracts.FieldDef & { mask: MaskKind }][];
  const scopeField = entity.scope?.field;
  const multiCommunity = scopeField !== undefined && entity.fields[scopeField]?.kind === 'refs';
  const createCall = entity.paths.create ? { method: 'POST' as const, path: entity.paths.create } : entity.calls?.find((c) => c.style === 'create');
  const updateCall = entity.paths.update ? { method: 'PUT' as const, path: entity.paths.update } : entity.calls?.find((c) => c.style === 'update');
  const removePath = entity.paths.remove;
  const exporting = entity.calls?.find((c) => c.style === 'export');
  const scopedRefs = fields.filter(([name, f]) => (f.kind === 'ref' || f.kind === 'refs') && !f.readOnly && name !== scopeField && ENTITIES.get(f.ref!)?.scope);
  const searchable = masked.filter(([, f]) => f.search && f.param === undefined);
  const proves = {
    reads: entity.maskedReads === true && masked.length > 0,
    search: entity.maskedReads === true && searchable.length > 0,
    references: scopedRefs.length > 0 && scopeField !== undefined,
    shared: multiCommunity && updateCall !== undefined && removePath !== undefined,
  };
  if (!createCall || !Object.values(proves).some(Boolean)) return;

  let admin = '';
  const call = (method: string, url: string, payload?: Body, token = admin): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: method as 'GET', url, headers: authed(token, DEMO), ...(payload ? { payload } : {}) });
  const create = async (body: Body) => {
    const res = await call(createCall.method, createCall.path, body);
    expect(res.statusCode, res.body).toBe(200);
    return { ...(res.json() as Body), id: idOf(res.json() as Body) } as Body & { id: number };
  };
  const listWith = (query: Record<string, string>, token = admin) => call('GET', `${entity.paths.list}?${new URLSearchParams({ size: '1000', ...query })}`, undefined, token);
  const account = (codes: string[], areaIds: number[]) => accountWith(t, admin, `pd${entity.name.slice(0, 12)}${nextSampleNumber(t)}${Date.now() % 100000}`, codes, areaIds);
  const communitiesOf = (row: Body) => (scopeField ? String(row[scopeField] ?? '').split(',').filter(Boolean).map(Number) : []);

  describe(`${label}: personal data and write scope`, () => {
    beforeAll(async () => {
      admin = await loginReady(t.app, { username: 'admin' });
    });

    if (proves.reads) {
      it('reads, lists and exports reveal no masked field through another one (derived fields masked with their source)', async () => {
        const body = await sample(DEMO, nextSampleNumber(t));
        const row = await create(body);
        const secrets = masked.flatMap(([name, f]) => (typeof body[name] === 'string' ? [[name, compact(hiddenPart(f.mask, body[name] as string))] as const] : [])).filter(([, hidden]) => hidden.length >= 2);
        const reads: [string, Body][] = [['create', row]];
        if (entity.paths.item) reads.push(['get', (await call('GET', entity.paths.item.replace(':id', String(row.id)))).json()]);
        reads.push(['list', (await listWith({})).json().data.find((r: Body) => r.id === row.id)]);
        for (const [how, read] of reads) {
          expect(read, how).toBeTruthy();
          for (const [name, f] of masked) if (typeof body[name] === 'string') expect(String(read[name]).toUpperCase(), `${how} ${name}`).toBe(maskValue(f.mask, String(body[name]).trim()).toUpperCase());
          for (const [secret, hidden] of secrets) {
            for (const [name, value] of Object.entries(read)) expect(compact(value).includes(hidden), `${how}: ${name} reveals the hidden part of ${secret}`).toBe(false);
          }
        }
        if (exporting) {
          const res = await call(exporting.method, exporting.path, exporting.method === 'POST' ? {} : undefined);
          expect(res.statusCode).toBe(200);
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
          const cells: string[] = [];
          workbook.worksheets[0].eachRow((line) => line.eachCell((cell) => cells.push(compact(cell.text))));
          for (const [secret, hidden] of secrets) expect(cells.some((cell) => cell.includes(hidden)), `the export reveals the hidden part of ${secret}`).toBe(false);
        }
      });
    }

    if (proves.search) {
      it('searches masked fields only by the whole value or the part the mask shows, unless the caller may unmask', async () => {
        const body = await sample(DEMO, nextSampleNumber(t));
        const row = await create(body);
        const reader = await account([permissionOf(entity, 'list')], communitiesOf(row));
        const found = (res: LightMyRequestResponse) => res.statusCode === 200 && (res.json().data as Body[]).some((r) => r.id === row.id);
        for (const [name, f] of searchable) {
          if (typeof body[name] !== 'string') continue;
          const value = String(body[name]);
          const { head, tail } = MASK_SHOWS[f.mask];
          const hidden = hiddenPart(f.mask, value);
          if (hidden.length < 2) continue;
          // A fragment from the hidden part, longer than anything the mask shows, finds nothing: refused (422 naming
          // the field) or looked up as a whole value.
          const fragment = await listWith({ [`${name}.contains`]: value.slice(head, head + Math.max(head, tail) + 1) }, reader);
          if (fragment.statusCode === 422) expect(fragment.json().fields).toHaveProperty([name]);
          else expect(found(fragment), `${name}: a hidden fragment found the row`).toBe(false);
          // A list of guesses is refused whatever it holds.
          const guesses = await listWith({ [`${name}.in`]: `${value},${value}0` }, reader);
          expect(guesses.statusCode, `${name}.in`).toBe(422);
          // The whole value and the part the mask shows find the row.
          expect(found(await listWith({ [`${name}.contains`]: value }, reader)), `${name}: the whole value`).toBe(true);
          const shown = tail > 0 ? value.slice(-tail) : value.slice(0, head);
          expect(found(await listWith({ [`${name}.contains`]: shown }, reader)), `${name}: the part shown (${shown})`).toBe(true);
          if (entity.unmask) {
            const unmasking = await account([permissionOf(entity, 'list'), entity.unmask], communitiesOf(row));
            expect(found(await listWith({ [`${name}.contains`]: value.slice(head, value.length - tail || undefined) }, unmasking)), `${name}: the unmask code searches freely`).toBe(true);
          }
        }
      });
    }

    if (proves.references && scopeField) {
      it("refuses a write whose references lie outside the writer's communities (403 naming the field)", async () => {
        const mine = await sample(DEMO, nextSampleNumber(t));
        const theirs = await sample(DEMO, nextSampleNumber(t));
        const writer = await account([permissionOf(entity, 'list'), permissionOf(entity, 'add'), permissionOf(entity, 'edit')], communitiesOf(mine));
        const row = updateCall ? await create(mine) : null;
        let tried = 0;
        for (const [name] of scopedRefs) {
          if (theirs[name] === undefined || theirs[name] === null || theirs[name] === mine[name] || communitiesOf(mine).length === 0) continue;
          tried++;
          const res = await call(createCall.method, createCall.path, { ...mine, [name]: theirs[name] }, writer);
          expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
          expect(res.json().fields ?? {}, name).toHaveProperty([name]);
          if (updateCall && row) {
            const edit = await call(updateCall.method, updateCall.path, { id: row.id, [name]: theirs[name], ...(entity.optimisticLock ? { [entity.optimisticLock]: row[entity.optimisticLock] } : {}) }, writer);
            expect(edit.statusCode, `${name} on update: ${edit.body}`).toBe(403);
          }
        }
        expect(tried, 'the sample names a reference of another community for at least one field').toBeGreaterThan(0);
      });
    }

    if (proves.shared && scopeField && updateCall && removePath) {
      it('lets a writer of one of its communities read a shared row, but not change, narrow or delete it (403)', async () => {
        const first = await sample(DEMO, nextSampleNumber(t));
        const second = await sample(DEMO, nextSampleNumber(t));
        const both = [...new Set([...communitiesOf(first), ...communitiesOf(second)])];
        expect(both.length).toBeGreaterThan(1);
        const row = await create({ ...first, [scopeField]: both.join(',') });
        const writer = await account(['list', 'edit', 'delete'].map((a) => permissionOf(entity, a as 'list')), [both[0]]);
        if (entity.paths.item) expect((await call('GET', entity.paths.item.replace(':id', String(row.id)), undefined, writer)).statusCode).toBe(200);
        const edit = await call(updateCall.method, updateCall.path, { id: row.id, [scopeField]: String(both[0]) }, writer);
        expect(edit.statusCode, edit.body).toBe(403);
        expect((await call(updateCall.method, updateCall.path, { id: row.id }, writer)).statusCode).toBe(403);
        expect((await call('DELETE', removePath.replace(':id', String(row.id)), undefined, writer)).statusCode).toBe(403);
        // The administrator, who has every community, still may.
        expect((await call('DELETE', removePath.replace(':id', String(row.id)))).statusCode).toBe(200);
      });
    }
  });
};
