import { type ChildDef, type EntityDef, childrenOf } from '@zhwy/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, type TestApp, authed, loginReady } from './app.ts';
import { nextSampleNumber } from './sample-numbers.ts';

type Body = Record<string, unknown>;
type Row = Body & { id: number };
export type ChildBatteryOptions = {
  /** A valid create body with at least two rows in every child list (nested lists included), different for each n. */
  sample: (host: string, n: number) => Promise<Body>;
  /** The database table of each child list, by name (the stored rows are counted there). */
  childTables: Record<string, string>;
};

/** The fields a client writes of a child row (not its parent or position, which the server sets). */
const writableOf = (def: ChildDef) => Object.entries(def.entity.fields).filter(([, f]) => !f.readOnly);
/** A field the battery can change to a value of its own: the first plain text one. */
const textOf = (def: ChildDef) => writableOf(def).find(([, f]) => f.kind === 'text')?.[0];
/** A reference the server checks (not the parent's), to make a row valid in form but refused when written. */
const refOf = (def: ChildDef) => writableOf(def).find(([, f]) => f.kind === 'ref')?.[0];

/**
 * The framework's promises about child rows, proven from the definition for every entity that declares `children`
 * (docs/architecture.md, "Child rows"): saved with the parent and read back in order (nested lists too); all or
 * nothing (a bad row, or one naming a missing or another tenant's row, refused naming `items.N.field`, and neither
 * the parent nor any row written); an update's list
 * replaces the stored one (kept rows updated, new ones inserted, missing ones removed); a row of another parent or
 * tenant refused; the parent's delete removes its rows.
 */
export const describeChildren = (t: TestApp, entity: EntityDef, { sample, childTables }: ChildBatteryOptions) => {
  const lists = childrenOf(entity);
  if (lists.length === 0) return;
  const tokens: Record<string, string> = {};
  const { paths } = entity;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, host = DEMO): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: authed(tokens[host], host), ...(payload ? { payload } : {}) });
  const next = () => nextSampleNumber(t);
  const create = async (body: Body, host = DEMO) => {
    const res = await call('POST', paths.create!, body, host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };
  const read = async (id: number, host = DEMO) => {
    const res = await call('GET', paths.item!.replace(':id', String(id)), undefined, host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };
  const total = async () => (await call('GET', `${paths.list}?size=1`)).json().recordsTotal as number;
  const stored = async (name: string) => Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${childTables[name]}`))[0].n);
  /** What an update sends of a stored row: its id and writable fields (nested lists left out: kept as they are). */
  const sendBack = (def: ChildDef, row: Row): Body => ({ id: row.id, ...Object.fromEntries(writableOf(def).map(([field]) => [field, row[field]])) });

  /** Every sent row is there, in the order sent (positions 1..n), nested lists too. */
  const expectSaved = (defOwner: Pick<EntityDef, 'children'>, sent: Body, got: Body) => {
    for (const [name, def] of childrenOf(defOwner)) {
      const rows = (sent[name] ?? []) as Body[];
      const back = got[name] as Row[];
      expect(back, name).toHaveLength(rows.length);
      const text = textOf(def);
      rows.forEach((row, index) => {
        if (text) expect(back[index][text]).toBe(row[text]);
        if (def.orderField) expect(back[index][def.orderField]).toBe(index + 1);
        expectSaved(def.entity, row, back[index]);
      });
    }
  };

  describe(`${entity.module}.${entity.name}: child rows`, () => {
    beforeAll(async () => {
      tokens[DEMO] = await loginReady(t.app, { username: 'admin' });
      tokens[SECOND] = await loginReady(t.app, { host: SECOND, username: 'admin' });
    });

    it('saves the child rows with the parent and reads them back in order, nested lists too', async () => {
      const body = await sample(DEMO, next());
      const created = await create(body);
      expectSaved(entity, body, created);
      expectSaved(entity, body, await read(created.id));
      // A list row carries no children.
      const listed = (await call('GET', `${paths.list}?size=1000`)).json().data.find((row: Row) => row.id === created.id);
      for (const [name] of lists) expect(listed).not.toHaveProperty(name);
    });

    for (const [name, def] of lists) {
      it(`${name}: a bad row (or one naming another tenant's row) is refused naming its place, and nothing is written`, async () => {
        const [before, rowsBefore] = [await total(), await stored(name)];
        const body = await sample(DEMO, next());
        const rows = body[name] as Body[];
        const last = rows.length - 1;
        // Refused by the form's rules (the body's schema).
        const required = writableOf(def).find(([, f]) => f.required)?.[0];
        if (required) {
          const { [required]: _, ...broken } = rows[last];
          const res = await call('POST', paths.create!, { ...body, [name]: [...rows.slice(0, last), broken] });
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json().fields).toHaveProperty([`${name}.${last}.${required}`]);
        }
        // Refused by the server while writing: the parent and the rows before it were written, and are undone.
        const ref = refOf(def);
        if (ref) {
          const res = await call('POST', paths.create!, { ...body, [name]: [...rows.slice(0, last), { ...rows[last], [ref]: 99_999_999 }] });
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json().fields).toHaveProperty([`${name}.${last}.${ref}`]);
          // Another tenant's row (what its own sample names) is not there for this one.
          const foreign = ((await sample(SECOND, next()))[name] as Body[]).map((row) => row[ref]).find((value) => value !== undefined && value !== null);
          if (foreign !== undefined) {
            const crossed = await call('POST', paths.create!, { ...body, [name]: [...rows.slice(0, last), { ...rows[last], [ref]: foreign }] });
            expect(crossed.statusCode, crossed.body).toBe(422);
            expect(crossed.json().fields).toHaveProperty([`${name}.${last}.${ref}`]);
          }
        }
        expect(await total()).toBe(before);
        expect(await stored(name)).toBe(rowsBefore);
      });

      it(`${name}: an update's list replaces the stored one (kept rows updated, new ones added, missing ones removed)`, async () => {
        const created = await create(await sample(DEMO, next()));
        const [first, second] = created[name] as Row[];
        const text = textOf(def)!;
        const fresh = ((await sample(DEMO, next()))[name] as Body[])[0];
        const kept = { ...sendBack(def, first), [text]: `${String(first[text]).slice(0, 8)}改` };
        const res = await call('PUT', paths.update!, { id: created.id, [name]: [fresh, kept] });
        expect(res.statusCode, res.body).toBe(200);
        const back = (await read(created.id))[name] as Row[];
        expect(back.map((row) => row[text])).toEqual([fresh[text], kept[text]]);
        expect(back[1].id).toBe(first.id);
        if (def.orderField) expect(back.map((row) => row[def.orderField!])).toEqual([1, 2]);
        expect(back.map((row) => row.id)).not.toContain(second.id);
        // Left out, the list stays as it is.
        expect((await call('PUT', paths.update!, { id: created.id })).statusCode).toBe(200);
        expect(((await read(created.id))[name] as Row[]).map((row) => row.id)).toEqual(back.map((row) => row.id));
      });

      it(`${name}: a row of another parent or another tenant is refused (422 naming it), nothing changes`, async () => {
        const mine = await create(await sample(DEMO, next()));
        const other = await create(await sample(DEMO, next()));
        const theirs = await create(await sample(SECOND, next()), SECOND);
        for (const foreign of [(other[name] as Row[])[0], (theirs[name] as Row[])[0]]) {
          const rows = [sendBack(def, (mine[name] as Row[])[0]), { ...sendBack(def, foreign) }];
          const res = await call('PUT', paths.update!, { id: mine.id, [name]: rows });
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json().fields).toHaveProperty([`${name}.1.id`]);
        }
        expect(((await read(mine.id))[name] as Row[]).map((row) => row.id)).toEqual((mine[name] as Row[]).map((row) => row.id));
        expect(((await read(other.id))[name] as Row[]).map((row) => row.id)).toEqual((other[name] as Row[]).map((row) => row.id));
        expect(((await read(theirs.id, SECOND))[name] as Row[]).map((row) => row.id)).toEqual((theirs[name] as Row[]).map((row) => row.id));
      });

      it(`${name}: deleting the parent removes its rows in the same transaction`, async () => {
        const created = await create(await sample(DEMO, next()));
        expect((await call('DELETE', paths.remove!.replace(':id', String(created.id)))).statusCode).toBe(200);
        const live = def.entity.softDelete ? ' AND del_flag = 0' : '';
        const [{ n }] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${childTables[name]} WHERE ${snake(def.parentField)} = $1${live}`, [created.id]);
        expect(Number(n)).toBe(0);
      });
    }
  });
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
