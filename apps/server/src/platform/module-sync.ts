import type { DictSeed } from '@zhwy/contracts';
import type pg from 'pg';
import { withTransaction } from './db/transaction.ts';
import type { MenuSeed, ServerModule } from './module.ts';

/**
 * The seeded read-only role (only its name marks it until sys_role has a flag of its own): items flagged
 * `readOnly` are granted to it when the sync inserts them. The built-in administrator role (builtin_admin) needs
 * no grant: it sees every menu of its tenant.
 */
export const READONLY_ROLE_NAME = '只读员工';

type MenuState = { id: number; name: string; type: string; component: string | null; permissionCode: string | null };
type TenantState = { menus: MenuState[]; dicts: string[]; items: [string, string][]; readOnlyRoleId: number | null };

// One read: what the sync compares with the definitions (live dictionaries only; sys_menu has no soft delete).
const STATE_SQL = `
SELECT
  (SELECT coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'type', m.type, 'component', m.component,
                                              'permissionCode', m.permission_code) ORDER BY m.id), '[]'::json)
     FROM sys_menu m WHERE m.tenant_id = $1) AS menus,
  (SELECT coalesce(json_agg(d.dict_code), '[]'::json) FROM sys_dict d WHERE d.tenant_id = $1 AND d.del_flag = 0) AS dicts,
  (SELECT coalesce(json_agg(json_build_array(i.dict_code, i.value)), '[]'::json)
     FROM sys_dict_item i WHERE i.tenant_id = $1 AND i.del_flag = 0) AS items,
  (SELECT min(r.id) FROM sys_role r WHERE r.tenant_id = $1 AND r.name = $2 AND NOT r.builtin_admin) AS "readOnlyRoleId"`;

const readState = async (db: pg.Pool | pg.PoolClient, tenantId: number): Promise<TenantState> =>
  (await db.query<TenantState>(STATE_SQL, [tenantId, READONLY_ROLE_NAME])).rows[0];

type Definitions = { menus: readonly MenuSeed[]; dictionaries: ReadonlyArray<DictSeed> };

/**
 * The modules' menus as one tree: a root item naming a `parent` joins that item's children (after its own), so
 * the sync, which finds items by name, neither knows nor cares which module an item comes from.
 */
const mount = (roots: readonly MenuSeed[]): MenuSeed[] => {
  const mounted = roots.filter((item) => item.parent);
  const attach = (items: readonly MenuSeed[]): MenuSeed[] =>
    items.map((item) => {
      const guests = mounted.filter((m) => m.parent === item.name).map(({ parent: _parent, ...rest }) => rest);
      const children = attach([...(item.children ?? []), ...guests]);
      return children.length > 0 ? { ...item, children } : item;
    });
  const tree = attach(roots.filter((item) => !item.parent));
  const names = new Set<string>();
  const walk = (items: readonly MenuSeed[]) => items.forEach((i) => (names.add(i.name), walk(i.children ?? [])));
  walk(tree);
  const orphan = mounted.find((m) => !names.has(m.parent!));
  if (orphan) throw new Error(`menu item "${orphan.name}" goes under "${orphan.parent}", which no module defines`);
  return tree;
};

/** The modules' menus and dictionaries as one definition; a name or code defined twice stops the start. */
const definitionsOf = (modules: readonly ServerModule[]): Definitions => {
  const menus = mount(modules.flatMap((m) => m.menus));
  const dictionaries = modules.flatMap((m) => m.dictionaries);
  const seen = new Set<string>();
  const walk = (items: readonly MenuSeed[]) => {
    for (const item of items) {
      if (seen.has(item.name)) throw new Error(`menu item "${item.name}" is defined twice`);
      seen.add(item.name);
      walk(item.children ?? []);
    }
  };
  walk(menus);
  const codes = new Set<string>();
  for (const dict of dictionaries) {
    if (codes.has(dict.dictCode)) throw new Error(`dictionary "${dict.dictCode}" is defined twice`);
    codes.add(dict.dictCode);
  }
  return { menus, dictionaries };
};

type Plan = {
  /** Rows of operator-only items in a tenant that is not the operator's: removed with their subtrees and grants. */
  removals: number[];
  /** Per tree level, the items to insert: their parent's name (null at the root) and order among their siblings. */
  levels: { item: MenuSeed; parent: string | null; orderby: number }[][];
  updates: { id: number; item: MenuSeed }[];
  dicts: DictSeed[];
  items: { dictCode: string; value: string; label: string; sort: number }[];
};

const planOf = (defs: Definitions, state: TenantState, operator: boolean): Plan => {
  const byName = new Map<string, MenuState>();
  for (const row of state.menus) if (!byName.has(row.name)) byName.set(row.name, row); // lowest id wins
  const plan: Plan = { removals: [], levels: [], updates: [], dicts: [], items: [] };
  let level: { items: readonly MenuSeed[]; parent: string | null }[] = [{ items: defs.menus, parent: null }];
  while (level.length > 0) {
    const inserts: Plan['levels'][number] = [];
    const next: typeof level = [];
    for (const group of level) {
      for (const [index, item] of group.items.entries()) {
        if (item.operatorOnly && !operator) {
          plan.removals.push(...state.menus.filter((m) => m.name === item.name).map((m) => m.id));
          continue;
        }
        const row = byName.get(item.name);
        if (!row) inserts.push({ item, parent: group.parent, orderby: index + 1 });
        else if (row.type !== item.type || row.component !== (item.component ?? null) || row.permissionCode !== (item.permissionCode ?? null)) {
          plan.updates.push({ id: row.id, item });
        }
        if (item.children?.length) next.push({ items: item.children, parent: item.name });
      }
    }
    plan.levels.push(inserts);
    level = next;
  }
  const dicts = new Set(state.dicts);
  const items = new Set(state.items.map(([code, value]) => `${code}\n${value}`));
  for (const dict of defs.dictionaries) {
    if (!dicts.has(dict.dictCode)) plan.dicts.push(dict);
    for (const [index, item] of dict.items.entries()) {
      if (!items.has(`${dict.dictCode}\n${item.value}`)) plan.items.push({ dictCode: dict.dictCode, value: item.value, label: item.label, sort: index + 1 });
    }
  }
  return plan;
};

const isEmpty = (plan: Plan) => plan.removals.length === 0 && plan.levels.every((l) => l.length === 0) && plan.updates.length === 0 && plan.dicts.length === 0 && plan.items.length === 0;

export type TenantSyncResult = { tenantId: number; menusAdded: number; menusUpdated: number; menusRemoved: number; dictsAdded: number; itemsAdded: number };

// An operator-only item with everything under it (an administrator may have added children), and their grants.
const REMOVE_SQL = `
WITH RECURSIVE sub AS (
  SELECT id FROM sys_menu WHERE tenant_id = $1 AND id = ANY($2::bigint[])
  UNION SELECT m.id FROM sys_menu m JOIN sub ON m.parent_id = sub.id WHERE m.tenant_id = $1
), grants AS (DELETE FROM sys_role_menu WHERE tenant_id = $1 AND menu_id IN (SELECT id FROM sub))
DELETE FROM sys_menu WHERE tenant_id = $1 AND id IN (SELECT id FROM sub)`;

const apply = async (client: pg.PoolClient, tenantId: number, plan: Plan, state: TenantState): Promise<TenantSyncResult> => {
  const menusRemoved = plan.removals.length > 0 ? ((await client.query(REMOVE_SQL, [tenantId, plan.removals])).rowCount ?? 0) : 0;
  const ids = new Map<string, number>();
  for (const row of state.menus) if (!ids.has(row.name)) ids.set(row.name, row.id);
  let menusAdded = 0;
  for (const inserts of plan.levels) {
    if (inserts.length === 0) continue;
    const col = <T>(f: (i: (typeof inserts)[number]) => T) => inserts.map(f);
    const { rows } = await client.query<{ id: number; name: string }>(
      `INSERT INTO sys_menu (tenant_id, parent_id, name, title, icon, url, type, component, orderby, permission_code)
       SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::text[])
       RETURNING id, name`,
      [
        tenantId,
        col((i) => (i.parent === null ? 0 : ids.get(i.parent)!)),
        col((i) => i.item.name),
        col((i) => i.item.title),
        col((i) => i.item.icon ?? null),
        col((i) => i.item.url ?? null),
        col((i) => i.item.type),
        col((i) => i.item.component ?? null),
        col((i) => i.orderby),
        col((i) => i.item.permissionCode ?? null),
      ],
    );
    for (const row of rows) ids.set(row.name, row.id);
    menusAdded += rows.length;
    const readOnly = inserts.filter((i) => i.item.readOnly).map((i) => ids.get(i.item.name)!);
    if (state.readOnlyRoleId !== null && readOnly.length > 0) {
      await client.query(
        'INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) SELECT $1, $2, unnest($3::bigint[]) ON CONFLICT (role_id, menu_id) DO NOTHING',
        [tenantId, state.readOnlyRoleId, readOnly],
      );
    }
  }
  for (const { id, item } of plan.updates) {
    await client.query('UPDATE sys_menu SET type = $2, component = $3, permission_code = $4, update_time = now() WHERE id = $1', [
      id, item.type, item.component ?? null, item.permissionCode ?? null,
    ]);
  }
  if (plan.dicts.length > 0) {
    await client.query('INSERT INTO sys_dict (tenant_id, dict_code, dict_name) SELECT $1, * FROM unnest($2::text[], $3::text[])', [
      tenantId, plan.dicts.map((d) => d.dictCode), plan.dicts.map((d) => d.dictName),
    ]);
  }
  if (plan.items.length > 0) {
    await client.query(
      'INSERT INTO sys_dict_item (tenant_id, dict_code, value, label, sort) SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[])',
      [tenantId, plan.items.map((i) => i.dictCode), plan.items.map((i) => i.value), plan.items.map((i) => i.label), plan.items.map((i) => i.sort)],
    );
  }
  return { tenantId, menusAdded, menusUpdated: plan.updates.length, menusRemoved, dictsAdded: plan.dicts.length, itemsAdded: plan.items.length };
};

/**
 * Brings every tenant's menus, buttons and dictionaries up to the modules' definitions; runs at every start.
 * An item is found by its name (a dictionary by its code, an item by code and value): a missing one is inserted
 * (under its parent, found by name; a `readOnly` item is granted to the read-only role too); an existing menu item
 * keeps its title, icon, order and parent (an administrator's to change) but takes its type, component and
 * permission code from the definition (code contracts); an existing dictionary or item is left as it is. Nothing
 * is deleted. A tenant whose data already matches costs one read and no write; a tenant that needs changes is
 * re-read and changed in one transaction under an advisory lock, so instances starting together do not insert twice.
 */
export const syncModules = async (pool: pg.Pool, modules: readonly ServerModule[], operatorTenant = 'demo'): Promise<TenantSyncResult[]> => {
  const defs = definitionsOf(modules);
  const { rows: tenants } = await pool.query<{ id: number; code: string }>('SELECT id, code FROM tenant ORDER BY id');
  const results: TenantSyncResult[] = [];
  for (const { id: tenantId, code } of tenants) {
    const operator = code === operatorTenant;
    if (isEmpty(planOf(defs, await readState(pool, tenantId), operator))) continue;
    const result = await withTransaction(pool, (client) => syncLocked(client, defs, tenantId, operator));
    if (result) results.push(result);
  }
  return results;
};

// Under an advisory lock per tenant, so instances starting together (or a start and a tenant's creation) do not
// insert twice; the state is read again under it, as another may have synced meanwhile.
const syncLocked = async (client: pg.PoolClient, defs: Definitions, tenantId: number, operator: boolean) => {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('zhwy:module-sync'), $1::int)`, [tenantId]);
  const state = await readState(client, tenantId);
  const plan = planOf(defs, state, operator);
  return isEmpty(plan) ? null : apply(client, tenantId, plan, state);
};

/**
 * The same sync for one tenant inside the caller's transaction: a tenant created at run time gets every module's
 * menus, buttons and dictionaries in the transaction that creates it (all or nothing).
 */
export const syncTenantModules = async (
  client: pg.PoolClient,
  modules: readonly ServerModule[],
  tenantId: number,
  operator: boolean,
): Promise<TenantSyncResult | null> => syncLocked(client, definitionsOf(modules), tenantId, operator);
