import {
  type EntityDef,
  type TransitionCall,
  type TransitionFieldDef,
  isRequiredFor,
  permissionOf,
  transitionActionOf,
  transitionCodeOf,
  transitionFieldsOf,
  transitionsOf,
} from '@zhwy/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, type TestApp, authed, loginReady } from './app.ts';
import { accountWith } from './base-places.ts';
import { nextSampleNumber } from './sample-numbers.ts';

type Body = Record<string, unknown>;
type Row = Body & { id: number };
type HistoryRow = { action: string; from: string | null; to: string; remark: string | null; fields: Body | null; labels: Record<string, string>; userId: number | null; username: string | null; time: string };

export type TransitionBatteryOptions = {
  /** A valid body of the entity's create call (creating what it refers to), different for each n. */
  sample: (host: string, n: number) => Promise<Body>;
  /**
   * Values of a transition's references other than users (a user field gets a user the caller may see: the caller
   * themselves); needed only where a transition declares one.
   */
  transitionRefs?: (host: string, call: TransitionCall, field: string) => Promise<number>;
};

/** A move of a path to a state: the transition and the state it moves to. */
type Step = { call: TransitionCall; to: string };

/**
 * The framework's promises about transitions (docs/architecture.md, "Transitions and their history"), proven from the
 * definition for every transition an entity declares: an allowed move answers the row in its new state and writes
 * one history row (action, from, to, remark, the transition's fields, who, when); a move from a state outside `from`
 * is refused (409) and changes and writes nothing; the transition's code is needed (403 without it, enough with it
 * and the row's communities, its references picked through the labels call too); another tenant's row and a row of another community are not there (404); a field the
 * move needs is 422 naming it; a reference among its fields is checked like an entity's (422 for a missing or another
 * tenant's row, 403 for a user the caller may not see). The rows are brought to each state through the entity's own
 * calls: created in a state the create may set, then moved along its transitions.
 */
export const describeTransitions = (t: TestApp, entity: EntityDef, { sample, transitionRefs }: TransitionBatteryOptions) => {
  const moves = transitionsOf(entity);
  if (moves.length === 0) return;
  const label = `${entity.module}.${entity.name}`;
  const tokens: Record<string, string> = {};
  const adminIds: Record<string, number> = {};
  const next = () => nextSampleNumber(t);
  const call = (method: string, url: string, payload?: Body, token = tokens[DEMO], host = DEMO): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: method as 'GET', url, headers: authed(token, host), ...(payload ? (method === 'GET' ? { query: payload as Record<string, string> } : { payload }) : {}) });
  const createCall = entity.paths.create ? { method: 'POST', path: entity.paths.create } : entity.calls?.find((c) => c.style === 'create');
  if (!createCall) throw new Error(`${label}: the transition battery creates rows through the create call`);

  /** The states a create may set of `field` (its settable values, else all; a read-only one starts at its default). */
  const creatable = (field: string): string[] => {
    const def = entity.fields[field]!;
    if (def.readOnly) return def.default === undefined ? [] : [String(def.default)];
    return [...(def.settable ?? def.values ?? [])];
  };
  const targetsOf = (move: TransitionCall) => [...(move.to ?? entity.fields[move.field]!.values ?? [])];
  /** The shortest way from a creatable state to one of `goal` (breadth first over the entity's transitions of `field`). */
  const pathTo = (field: string, goal: readonly string[]): { start: string; steps: Step[] } | null => {
    const queue = creatable(field).map((start) => ({ start, at: start, steps: [] as Step[] }));
    const seen = new Set(queue.map((q) => q.at));
    while (queue.length > 0) {
      const { start, at, steps } = queue.shift()!;
      if (goal.includes(at)) return { start, steps };
      for (const move of moves.filter((m) => m.field === field && m.from.includes(at))) {
        for (const to of targetsOf(move)) {
          if (seen.has(to)) continue;
          seen.add(to);
          queue.push({ start, at: to, steps: [...steps, { call: move, to }] });
        }
      }
    }
    return null;
  };
  /** Every state of `field` a row can be brought to. */
  const reachable = (field: string) => (entity.fields[field]!.values ?? []).filter((state) => pathTo(field, [state]) !== null);

  const userIdOf = async (username: string, tenantCode = 'demo') =>
    Number((await t.sql<{ id: string }>('SELECT u.id FROM sys_user u JOIN tenant t ON t.id = u.tenant_id WHERE t.code = $1 AND u.username = $2', [tenantCode, username]))[0].id);
  /** A value of each of the move's fields the move to `to` may carry (all of them: `only` those it needs). */
  const fieldsFor = async (move: TransitionCall, to: string, { host = DEMO, userId = adminIds[host], only = false }: { host?: string; userId?: number; only?: boolean } = {}) => {
    const values: Body = {};
    for (const [name, def] of transitionFieldsOf(move)) {
      if (only && !isRequiredFor(def, to)) continue;
      values[name] = await valueOf(move, name, def, host, userId);
    }
    return values;
  };
  const valueOf = async (move: TransitionCall, name: string, def: TransitionFieldDef, host: string, userId: number): Promise<unknown> => {
    switch (def.kind) {
      case 'ref':
        if (def.ref === 'system.user') return userId;
        if (!transitionRefs) throw new Error(`${label}: ${name} refers to ${def.ref}: give the battery transitionRefs`);
        return transitionRefs(host, move, name);
      case 'enum':
        return def.values![0];
      case 'int':
        return def.min ?? 1;
      case 'money':
      case 'decimal':
        return '1.00';
      case 'date':
        return '2027-03-01';
      case 'datetime':
        return '2027-03-01T08:00:00.000Z';
      case 'image':
        return `/api/ctyun/files/battery${next()}.png`;
      default:
        return `电池${name}${next()}`.slice(0, def.max ?? 50);
    }
  };

  /** A move of the row `id` to `to` with `values` (the transition's fields, a remark), through the call as the spec has it. */
  const moveRow = (move: TransitionCall, id: number, to: string, values: Body = {}, token = tokens[DEMO], host = DEMO) => {
    const inPath = move.path.includes(':id');
    const url = inPath ? move.path.replace(':id', String(id)) : move.path;
    return call(move.method, url, { [move.field]: to, ...(inPath ? {} : { id }), ...values }, token, host);
  };
  const read = async (id: number, host = DEMO): Promise<Row> => {
    if (entity.paths.item) {
      const res = await call('GET', entity.paths.item.replace(':id', String(id)), undefined, tokens[host], host);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    }
    return ((await call('GET', `${entity.paths.list}?size=1000`, undefined, tokens[host], host)).json().data as Row[]).find((row) => row.id === id)!;
  };
  const history = async (id: number, host = DEMO): Promise<HistoryRow[]> => {
    const res = await call('GET', `${entity.paths.list}/transitions/${id}`, undefined, tokens[host], host);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** A new row brought to `state` of `field` through the create call and the transitions (by the tenant's administrator). */
  const rowIn = async (field: string, state: string, host = DEMO): Promise<Row> => {
    const way = pathTo(field, [state])!;
    const body = await sample(host, next());
    const res = await call(createCall.method, createCall.path, entity.fields[field]!.readOnly ? body : { ...body, [field]: way.start }, tokens[host], host);
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as Row;
    for (const step of way.steps) {
      const moved = await moveRow(step.call, id, step.to, await fieldsFor(step.call, step.to, { host }), tokens[host], host);
      expect(moved.statusCode, `${transitionActionOf(step.call)} → ${step.to}: ${moved.body}`).toBe(200);
    }
    return read(id, host);
  };
  const communitiesOf = (row: Body) => {
    const field = entity.scope?.field;
    return field ? String(row[field] ?? '').split(',').filter(Boolean).map(Number) : null;
  };
  /** Every code of the entity's menu: its CRUD actions and its transitions' own. */
  const entityCodes = () => [...new Set([...(['list', 'add', 'edit', 'delete', 'export', 'import'] as const).map((a) => permissionOf(entity, a)), ...moves.map((m) => transitionCodeOf(entity, m))])];
  const account = async (tag: string, codes: string[], areaIds: number[] | null) => {
    const username = `tr${tag}${next()}${Date.now() % 100000}`;
    const token = await accountWith(t, tokens[DEMO], username, codes, areaIds);
    return { token, userId: await userIdOf(username) };
  };

  describe(`${label}: transitions`, () => {
    beforeAll(async () => {
      tokens[DEMO] = await loginReady(t.app, { username: 'admin' });
      tokens[SECOND] = await loginReady(t.app, { host: SECOND, username: 'admin' });
      adminIds[DEMO] = await userIdOf('admin');
      adminIds[SECOND] = await userIdOf('admin', 'second');
    });

    for (const move of moves) {
      const action = transitionActionOf(move);
      const from = move.from.find((state) => pathTo(move.field, [state]) !== null);
      if (from === undefined) throw new Error(`${label} ${action}: no state of ${move.from.join(', ')} can be reached through the entity's calls`);
      const own = transitionFieldsOf(move);
      // The outcome that needs the most of the move's fields (a rejection and its reason), to see them all kept.
      const to = [...targetsOf(move)].sort((a, b) => own.filter(([, f]) => isRequiredFor(f, b)).length - own.filter(([, f]) => isRequiredFor(f, a)).length)[0];
      const outside = reachable(move.field).find((state) => !move.from.includes(state));
      const code = transitionCodeOf(entity, move);

      it(`${action}: an allowed move answers the row in its new state and writes its history row`, async () => {
        const row = await rowIn(move.field, from);
        const before = await history(row.id);
        const values: Body = { ...(await fieldsFor(move, to)), remark: `电池备注${next()}` };
        const res = await moveRow(move, row.id, to, values);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()[move.field]).toBe(to);
        const stored = await read(row.id);
        expect(stored[move.field]).toBe(to);
        const after = await history(row.id);
        expect(after).toHaveLength(before.length + 1);
        const last = after.at(-1)!;
        expect(last).toMatchObject({ action, from, to, remark: values.remark, userId: adminIds[DEMO], username: 'admin' });
        expect(Date.now() - new Date(last.time).getTime()).toBeLessThan(60_000);
        const kept = Object.fromEntries(own.map(([name]) => [name, values[name]]));
        expect(last.fields ?? {}).toEqual(kept);
        for (const [name, def] of own) {
          // A reference among them is named by its label (a user by their account name); a field of the row is set.
          if (def.kind === 'ref') expect(last.labels[name], `${name}'s label`).toBeTruthy();
          if (entity.fields[name]) expect(stored[name], `${name} on the row`).toEqual(values[name]);
        }
      });

      if (outside !== undefined) {
        it(`${action}: a move from ${outside} (not one of ${move.from.join(', ')}) is refused (409), changing and writing nothing`, async () => {
          const row = await rowIn(move.field, outside);
          const before = await history(row.id);
          const res = await moveRow(move, row.id, to, { ...(await fieldsFor(move, to)), remark: '不该记下' });
          expect(res.statusCode, res.body).toBe(409);
          expect((await read(row.id))[move.field]).toBe(outside);
          expect(await history(row.id)).toEqual(before);
        });
      }

      it(`${action}: needs ${code} (403 without it; with it and the row's communities, the move is made)`, async () => {
        const row = await rowIn(move.field, from);
        const without = await account('no', entityCodes().filter((c) => c !== code), null);
        const refused = await moveRow(move, row.id, to, await fieldsFor(move, to, { userId: without.userId }), without.token);
        expect(refused.statusCode, refused.body).toBe(403);
        expect((await read(row.id))[move.field]).toBe(from);
        const holder = await account('yes', [permissionOf(entity, 'list'), code], communitiesOf(row));
        const values = await fieldsFor(move, to, { userId: holder.userId });
        const made = await moveRow(move, row.id, to, values, holder.token);
        expect(made.statusCode, made.body).toBe(200);
        expect((await history(row.id)).at(-1)).toMatchObject({ action, userId: holder.userId });
        // The code lets its holder pick the references among the move's fields (the dialog's select names them).
        for (const [name, def] of own.filter(([, f]) => f.kind === 'ref')) {
          const named = await call('GET', `/api/platform/labels?entity=${def.ref}&ids=${values[name]}`, undefined, holder.token);
          expect(named.statusCode, `${name}: ${named.body}`).toBe(200);
          expect(named.json().data, name).toHaveLength(1);
        }
      });

      it(`${action}: another tenant's row, and a row of another community, are not there (404), and stay as they were`, async () => {
        const theirs = await rowIn(move.field, from, SECOND);
        const res = await moveRow(move, theirs.id, to, await fieldsFor(move, to));
        expect(res.statusCode, res.body).toBe(404);
        expect((await read(theirs.id, SECOND))[move.field]).toBe(from);
        expect((await call('GET', `${entity.paths.list}/transitions/${theirs.id}`)).statusCode).toBe(404);
        const [mine, other] = [await rowIn(move.field, from), await rowIn(move.field, from)];
        const [areas, otherAreas] = [communitiesOf(mine), communitiesOf(other)];
        if (!areas || !otherAreas || otherAreas.some((id) => areas.includes(id))) return;
        const limited = await account('area', [permissionOf(entity, 'list'), code], areas);
        const outOfScope = await moveRow(move, other.id, to, await fieldsFor(move, to, { userId: limited.userId }), limited.token);
        expect(outOfScope.statusCode, outOfScope.body).toBe(404);
        expect((await read(other.id))[move.field]).toBe(from);
      });

      for (const [name, def] of own) {
        const needing = targetsOf(move).find((state) => isRequiredFor(def, state));
        if (needing !== undefined) {
          it(`${action}: a move to ${needing} without ${name} is refused (422 naming it), changing and writing nothing`, async () => {
            const row = await rowIn(move.field, from);
            const before = await history(row.id);
            const { [name]: _, ...values } = await fieldsFor(move, needing);
            const res = await moveRow(move, row.id, needing, values);
            expect(res.statusCode, res.body).toBe(422);
            expect(res.json().fields).toHaveProperty([name]);
            expect((await read(row.id))[move.field]).toBe(from);
            expect(await history(row.id)).toEqual(before);
          });
        }
        if (def.kind === 'ref') {
          it(`${action}: ${name} naming a missing or another tenant's ${def.ref} is 422${def.ref === 'system.user' ? ', a user the caller may not see 403' : ''}`, async () => {
            const row = await rowIn(move.field, from);
            const before = await history(row.id);
            const values = await fieldsFor(move, to);
            const missing = await moveRow(move, row.id, to, { ...values, [name]: 99_999_999 });
            expect(missing.statusCode, missing.body).toBe(422);
            expect(missing.json().fields).toHaveProperty([name]);
            const foreign = def.ref === 'system.user' ? adminIds[SECOND] : transitionRefs ? await transitionRefs(SECOND, move, name) : undefined;
            if (foreign !== undefined) {
              const crossed = await moveRow(move, row.id, to, { ...values, [name]: foreign });
              expect(crossed.statusCode, crossed.body).toBe(422);
              expect(crossed.json().fields).toHaveProperty([name]);
            }
            if (def.ref === 'system.user') {
              // A caller limited to the row's communities sees their peers only: a user of none of them is beyond.
              const limited = await account('peer', [permissionOf(entity, 'list'), code], communitiesOf(row) ?? []);
              const stranger = await account('far', [permissionOf(entity, 'list')], null);
              const beyond = await moveRow(move, row.id, to, { ...(await fieldsFor(move, to, { userId: limited.userId })), [name]: stranger.userId }, limited.token);
              expect(beyond.statusCode, beyond.body).toBe(403);
              expect(beyond.json().fields).toHaveProperty([name]);
            }
            expect((await read(row.id))[move.field]).toBe(from);
            expect(await history(row.id)).toEqual(before);
          });
        }
      }
    }
  });
};
