import { type EntityDef, type FieldDef, nameFieldOf, permissionOf, placesOf, readsInClear } from '@zhwy/contracts';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, type TestApp, authed, loginReady } from './app.ts';
import { describeChildren } from './child-battery.ts';
import { ENTITIES, describePersonalData } from './personal-data-battery.ts';
import { type TransitionBatteryOptions, describeTransitions } from './transition-battery.ts';
import { nextSampleNumber } from './sample-numbers.ts';

type Body = Record<string, unknown>;
export type BatteryContext = { t: TestApp; token: (host?: string) => string };

/**
 * The framework's promises about one entity, proven from its definition through its generic CRUD paths: required
 * fields, lengths, patterns and enums refused naming the field; unique conflicts; references to a missing or other
 * tenant's row refused; another tenant's rows are 404 to read, update and delete; each permission code's 403 for the
 * read-only staff; soft delete. `sample(ctx, host, n)` makes a valid body (creating what it refers to), different for
 * each n. An entity's own test file then covers only its own rules.
 */
export const describeEntityApi = (
  t: TestApp,
  entity: EntityDef,
  {
    table,
    sample,
    childTables,
    transitionRefs,
  }: {
    table: string;
    sample: (ctx: BatteryContext, host: string, n: number) => Promise<Body>;
    /** The table of each child list (an entity with `children`: its sample fills every list with two rows or more). */
    childTables?: Record<string, string>;
    /** Values of references among its transitions' fields other than users (see transition-battery.ts). */
    transitionRefs?: TransitionBatteryOptions['transitionRefs'];
  },
) => {
  const tokens: Record<string, string> = {};
  let staff = '';
  const ctx: BatteryContext = { t, token: (host = DEMO) => tokens[host] };
  const { paths } = entity;
  const itemPath = (id: number) => paths.item!.replace(':id', String(id));
  const removePath = (id: number) => paths.remove!.replace(':id', String(id));
  const next = () => nextSampleNumber(t);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, token = tokens[DEMO], host = DEMO): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: authed(token, host), ...(payload ? { payload } : {}) });
  const create = async (body: Body, host = DEMO) => {
    const res = await call('POST', paths.create!, body, tokens[host], host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Body & { id: number };
  };
  const writable = Object.entries(entity.fields).filter(([, f]) => !f.readOnly);

  describe(`${entity.module}.${entity.name}: the framework's battery`, () => {
    beforeAll(async () => {
      tokens[DEMO] = await loginReady(t.app, { username: 'admin' });
      tokens[SECOND] = await loginReady(t.app, { host: SECOND, username: 'admin' });
      staff = await loginReady(t.app, { username: 'staff' });
    });

    it('creates, reads, lists and updates a row', async () => {
      const body = await sample(ctx, DEMO, next());
      const created = await create(body);
      expect(created.id).toBeGreaterThan(0);
      const read = await call('GET', itemPath(created.id));
      expect(read.statusCode).toBe(200);
      const listed = await call('GET', `${paths.list}?size=100`);
      expect(listed.json().data.map((r: Body) => r.id)).toContain(created.id);
      const other = await sample(ctx, DEMO, next());
      const updated = await call('PUT', paths.update!, { id: created.id, ...other });
      expect(updated.statusCode, updated.body).toBe(200);
    });

    for (const [name] of writable.filter(([, f]) => f.required && f.default === undefined)) {
      it(`refuses a missing ${name} with 422 naming it`, async () => {
        const { [name]: _, ...body } = await sample(ctx, DEMO, next());
        const res = await call('POST', paths.create!, body);
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toHaveProperty([name]);
      });
    }

    // A required field with a default: left out, the server writes the default; sent empty (null), it is refused.
    for (const [name, field] of writable.filter(([, f]) => f.required && f.default !== undefined)) {
      const shown = field.kind === 'money' || field.kind === 'decimal' ? (Number(field.default) / 10 ** placesOf(field)).toFixed(placesOf(field)) : field.default;
      it(`fills a missing ${name} with its default ${shown}, refuses it sent empty (422 naming it)`, async () => {
        // One sample number per test, as the refusal of a missing field took: a file's own samples count on them.
        const sampled = await sample(ctx, DEMO, next());
        const { [name]: _, ...body } = sampled;
        const filled = await create(body);
        expect(filled[name]).toEqual(shown);
        // Deleted again: the file's own tests count their rows among what the battery leaves.
        if (paths.remove) expect((await call('DELETE', removePath(filled.id))).statusCode).toBe(200);
        const res = await call('POST', paths.create!, { ...sampled, [name]: null });
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toHaveProperty([name]);
      });
    }

    const tooLong = (field: FieldDef) => (field.kind === 'refs' ? `1${',1'.repeat(field.max!)}` : 'x'.repeat(field.max! + 1));
    for (const [name, field] of writable.filter(([, f]) => ['text', 'textarea', 'image', 'refs'].includes(f.kind) && f.max)) {
      it(`refuses ${name} over ${field.max} characters with 422 naming it`, async () => {
        const res = await call('POST', paths.create!, { ...(await sample(ctx, DEMO, next())), [name]: tooLong(field) });
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toHaveProperty([name]);
      });
    }

    for (const [name, field] of writable.filter(([, f]) => f.kind === 'enum')) {
      it(`refuses a ${name} outside its dictionary with 422`, async () => {
        const res = await call('POST', paths.create!, { ...(await sample(ctx, DEMO, next())), [name]: `${field.values!.join('')}x` });
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toHaveProperty([name]);
      });
    }

    for (const [name, field] of writable.filter(([, f]) => f.pattern)) {
      it(`refuses a ${name} that breaks its ${field.pattern} pattern with 422`, async () => {
        // A link may be any text without a scheme (a site path, a content key): its breaking value is a script URL.
        const res = await call('POST', paths.create!, { ...(await sample(ctx, DEMO, next())), [name]: field.pattern === 'link' ? 'javascript:alert(1)' : '中文 !' });
        expect(res.statusCode).toBe(422);
        expect(res.json().fields).toHaveProperty([name]);
      });
    }

    for (const [name] of Object.entries(entity.fields).filter(([, f]) => f.unique === true)) {
      it(`refuses a second live row with the same ${name} (409 naming it)`, async () => {
        const first = await create(await sample(ctx, DEMO, next()));
        const res = await call('POST', paths.create!, { ...(await sample(ctx, DEMO, next())), [name]: first[name] });
        expect(res.statusCode).toBe(409);
        expect(res.json().fields).toHaveProperty([name]);
      });
    }

    for (const [name, field] of writable.filter(([, f]) => f.kind === 'ref')) {
      it(`refuses a ${name} naming a missing or another tenant's ${field.ref} (422 naming it)`, async () => {
        const missing = await call('POST', paths.create!, { ...(await sample(ctx, DEMO, next())), [name]: 99_999_999 });
        expect(missing.statusCode).toBe(422);
        expect(missing.json().fields).toHaveProperty([name]);
        const foreign = (await sample(ctx, SECOND, next()))[name];
        const crossed = await call('POST', paths.create!, { ...(await sample(ctx, DEMO, next())), [name]: foreign });
        expect(crossed.statusCode).toBe(422);
      });
    }

    it("answers 404 for another tenant's row: read, update and delete", async () => {
      const theirs = await create(await sample(ctx, SECOND, next()), SECOND);
      expect((await call('GET', itemPath(theirs.id))).statusCode).toBe(404);
      expect((await call('PUT', paths.update!, { id: theirs.id, ...(await sample(ctx, DEMO, next())) })).statusCode).toBe(404);
      expect((await call('DELETE', removePath(theirs.id))).statusCode).toBe(404);
      expect((await call('GET', itemPath(theirs.id), undefined, tokens[SECOND], SECOND)).statusCode).toBe(200);
    });

    it('refuses the read-only staff every write (403) and lets them read', async () => {
      const row = await create(await sample(ctx, DEMO, next()));
      expect((await call('GET', `${paths.list}`, undefined, staff)).statusCode).toBe(200);
      expect((await call('POST', paths.create!, await sample(ctx, DEMO, next()), staff)).statusCode).toBe(403);
      expect((await call('PUT', paths.update!, { id: row.id }, staff)).statusCode).toBe(403);
      expect((await call('DELETE', removePath(row.id), undefined, staff)).statusCode).toBe(403);
      expect(permissionOf(entity, 'add')).toBe(`${entity.permission}:add`);
    });

    const refFields = Object.entries(entity.fields).filter(([, f]) => f.kind === 'ref' || f.kind === 'refs');
    if (refFields.length > 0) {
      it('names its references in one row and in the list (labels; masked where the target is named by personal data), and another tenant learns none of them', async () => {
        type Labelled = Body & { id: number; labels?: Record<string, string> };
        const created = await create(await sample(ctx, DEMO, next()));
        const read = (await call('GET', itemPath(created.id))).json() as Labelled;
        const listed = ((await call('GET', `${paths.list}?size=1000`)).json().data as Labelled[]).find((r) => r.id === created.id);
        expect(listed).toBeDefined();
        let named = 0;
        for (const [name, field] of refFields) {
          const value = read[name];
          if (value === null || value === undefined || value === '') continue;
          const asked = ((await call('GET', `/api/platform/labels?entity=${field.ref}&ids=${value}`)).json() as { data: { id: number; label: string }[] }).data;
          const expected = String(value).split(',').map((id) => asked.find((a) => a.id === Number(id))?.label ?? id).join('、');
          expect(asked.length, `${name}: the labels call names ${field.ref} ${value}`).toBeGreaterThan(0);
          expect(read.labels?.[name], name).toBe(expected);
          expect(listed!.labels?.[name], name).toBe(expected);
          // A target named by personal data (a resident's name) is named masked, as its own reads show it.
          const target = ENTITIES.get(field.ref!);
          const targetName = target && nameFieldOf(target);
          if (target && targetName && target.fields[targetName]?.mask && !readsInClear(target, { has: () => true })) {
            expect(listed!.labels?.[name], `${name}: the label of a masked name`).toMatch(/\*/);
          }
          const theirs = await call('GET', `/api/platform/labels?entity=${field.ref}&ids=${value}`, undefined, tokens[SECOND], SECOND);
          expect(theirs.json().data, `${name}: another tenant's labels call`).toEqual([]);
          named++;
        }
        if (refFields.some(([, f]) => f.required)) expect(named).toBeGreaterThan(0);
      });
    }

    const deleteMany = entity.calls?.find((c) => c.style === 'deleteMany');
    if (deleteMany) {
      it(`${deleteMany.path} deletes all of the ids or none`, async () => {
        const [a, b] = [await create(await sample(ctx, DEMO, next())), await create(await sample(ctx, DEMO, next()))];
        const path = (ids: (number | string)[]) => deleteMany.path.replace(':ids', ids.join(','));
        const theirs = await create(await sample(ctx, SECOND, next()), SECOND);
        expect((await call(deleteMany.method, path([a.id, theirs.id]))).statusCode).toBe(404);
        expect((await call('GET', itemPath(a.id))).statusCode).toBe(200);
        expect((await call(deleteMany.method, path([a.id, b.id]))).statusCode).toBe(200);
        expect((await call('GET', itemPath(a.id))).statusCode).toBe(404);
        expect((await call('GET', itemPath(b.id))).statusCode).toBe(404);
        expect((await call('GET', itemPath(theirs.id), undefined, tokens[SECOND], SECOND)).statusCode).toBe(200);
      });
    }

    const exporting = entity.calls?.find((c) => c.style === 'export');
    if (exporting) {
      it(`${exporting.path} answers a workbook of the tenant's rows`, async () => {
        const row = await create(await sample(ctx, DEMO, next()));
        const res = await call(exporting.method, exporting.path, exporting.method === 'POST' ? {} : undefined);
        expect(res.statusCode).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0];
        const [first] = Object.entries(entity.fields);
        expect((sheet.getRow(1).values as unknown[])[1]).toBe(first[1].label ?? first[0]);
        const listed = (await call('GET', `${paths.list}?size=1`)).json().recordsTotal as number;
        expect(sheet.rowCount).toBe(listed + 1);
        const column = (sheet.getColumn(1).values as unknown[]).slice(2).map(String);
        const value = row[first[0]];
        // A reference is written as its row's label (金桂苑, not 3: docs/api.md), as the labels call names it.
        const label = async () => {
          const found = ((await call('GET', `/api/platform/labels?entity=${first[1].ref}&ids=${value}`)).json() as { data: { id: number; label: string }[] }).data;
          return String(value).split(',').map((id) => found.find((f) => f.id === Number(id))?.label ?? id).join('、');
        };
        const isRef = first[1].kind === 'ref' || first[1].kind === 'refs';
        if (typeof value === 'string' || typeof value === 'number') expect(column).toContain(isRef ? await label() : String(value));
        // Every plain text and number of the new row sits under its own header, in one and the same line.
        const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
        const plain = Object.entries(entity.fields).filter(
          ([name, f]) => (f.kind === 'text' || f.kind === 'int') && !f.mask && (typeof row[name] === 'string' || typeof row[name] === 'number') && row[name] !== '',
        );
        const lines = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
        const cellOf = (line: ExcelJS.Row, name: string) => String(line.getCell(headers.indexOf(entity.fields[name]!.label ?? name) + 1).value ?? '');
        expect(lines.some((line) => plain.every(([name]) => cellOf(line, name) === String(row[name])))).toBe(true);
      });
    }

    // Masked, derived and multi-community fields, and the scope of references (helpers/personal-data-battery.ts).
    describePersonalData(t, entity, { sample: (host, n) => sample(ctx, host, n) });

    // Child rows saved with the parent (helpers/child-battery.ts).
    if (entity.children && !childTables) throw new Error(`${entity.module}.${entity.name} has children: give the battery their tables`);
    describeChildren(t, entity, { sample: (host, n) => sample(ctx, host, n), childTables: childTables ?? {} });

    // Transitions and their history (helpers/transition-battery.ts).
    describeTransitions(t, entity, { sample: (host, n) => sample(ctx, host, n), transitionRefs });

    if (entity.softDelete) {
      it('soft-deletes: the row stays with del_flag 1 and is gone from the API', async () => {
        const row = await create(await sample(ctx, DEMO, next()));
        expect((await call('DELETE', removePath(row.id))).statusCode).toBe(200);
        expect((await call('GET', itemPath(row.id))).statusCode).toBe(404);
        expect((await call('DELETE', removePath(row.id))).statusCode).toBe(404);
        const [stored] = await t.sql<{ del_flag: number }>(`SELECT del_flag FROM ${table} WHERE id = $1`, [row.id]);
        expect(stored.del_flag).toBe(1);
      });
    }
  });
};
