import type { EntityDef } from './entity.ts';

/**
 * An entity's permission code for an action of its own beyond CRUD (设置楼层长: `base:floor:leader`), from its
 * definition's prefix: the module's code table names it once, and the server's menu (entityMenu's `buttons`), its
 * routes and the web's buttons all read that one constant.
 */
export const actionCode = <const A extends string>(entity: Pick<EntityDef, 'permission'>, action: A): `${string}:${A}` => `${entity.permission}:${action}`;

/** The action of a code under an entity's prefix (`base:floor:leader` → `leader`); a code under another prefix throws. */
export const actionOf = (entity: Pick<EntityDef, 'permission' | 'name'>, code: string): string => {
  const prefix = `${entity.permission}:`;
  if (!code.startsWith(prefix) || code.length === prefix.length) throw new Error(`${code} is not an action code of ${entity.name} (${prefix}…)`);
  return code.slice(prefix.length);
};
