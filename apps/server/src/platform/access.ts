import { MenuItem } from '@zhwy/contracts';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { z } from 'zod';

/** One menu item as `GET cscpMenus` answers it (buttons included). */
export type MenuRow = z.infer<typeof MenuItem>;

/** What a user may see and do: the menu items their roles grant, and the permission codes those items carry. */
export type UserAccess = {
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
  menus: MenuRow[];
  /** The menus as `GET cscpMenus` sends them: checked against the contract and serialised once per version. */
  menusJson: string;
  /** The communities the user's data scope covers; null for the built-in administrator (the whole tenant). */
  areaIds: readonly number[] | null;
};

// Everything of the tenant for the built-in administrator role, else the union of the roles' grants.
export const USER_ACCESS_SQL = `
WITH u AS (
  SELECT EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
                 WHERE ur.user_id = $2 AND r.tenant_id = $1 AND r.builtin_admin) AS is_admin
)
SELECT u.is_admin AS "isAdmin", m.id, m.parent_id AS "parentId", m.name, m.title, m.icon, m.url, m.type, m.component,
       m.orderby, m.permission_code AS "permissionCode"
FROM u LEFT JOIN sys_menu m ON m.tenant_id = $1 AND (
  u.is_admin
  OR EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role_menu rm ON rm.role_id = ur.role_id WHERE ur.user_id = $2 AND rm.menu_id = m.id)
)
ORDER BY m.parent_id, m.orderby, m.id`;

// The communities of the user's data scope (a community that is in use cannot be deleted, see entity-routes).
const USER_AREAS_SQL = 'SELECT area_id AS "areaId" FROM sys_user_area WHERE tenant_id = $1 AND user_id = $2 ORDER BY area_id';

/** A user's access as the session check reads it (also another user's: whether they hold more than a caller). */
export const loadAccess = async (pool: pg.Pool | pg.PoolClient, tenantId: number, userId: number): Promise<UserAccess> => {
  const { rows } = await pool.query<MenuRow & { isAdmin: boolean }>({ name: 'user-access', text: USER_ACCESS_SQL, values: [tenantId, userId] });
  // bigint ids come back as numbers (db/client.ts); the LEFT JOIN leaves one empty row for a user without menus.
  const menus = rows.filter((r) => r.id !== null).map(({ isAdmin: _, ...menu }) => menu);
  const isAdmin = rows[0]?.isAdmin ?? false;
  const areas = isAdmin
    ? null
    : (await pool.query<{ areaId: number }>({ name: 'user-areas', text: USER_AREAS_SQL, values: [tenantId, userId] })).rows.map((r) => r.areaId);
  return {
    isAdmin,
    areaIds: areas,
    permissions: new Set(menus.map((m) => m.permissionCode).filter((code): code is string => !!code)),
    menus,
    menusJson: JSON.stringify(z.array(MenuItem).parse(menus)),
  };
};

/**
 * Users' access, kept in memory per (tenant, user) and version. The version is the tenant's `access_version`,
 * which triggers bump with every change to menus, roles or grants and which the session query reads on every
 * request: a change is seen by the very next request, on every server, and nothing is ever stale.
 */
export const createAccessCache = (pool: pg.Pool, max = 10_000) => {
  const cache = new LRUCache<string, { version: number; access: Promise<UserAccess> }>({ max });
  return {
    of(tenantId: number, userId: number, version: number): Promise<UserAccess> {
      const key = `${tenantId}:${userId}`;
      const hit = cache.get(key);
      if (hit && hit.version === version) return hit.access;
      const access = loadAccess(pool, tenantId, userId);
      cache.set(key, { version, access });
      // A failed load is not kept: the next request tries again.
      access.catch(() => {
        if (cache.get(key)?.access === access) cache.delete(key);
      });
      return access;
    },
  };
};

export type AccessCache = ReturnType<typeof createAccessCache>;
