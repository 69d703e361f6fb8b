import type { EntityDef } from './entity.ts';

/**
 * The default call paths of an entity: list, create and update at `base`, one row at `base/:id`. Where the spec
 * names one of them otherwise (`getById/:id`, `queryList`), `overrides` says so and the rest stays the default.
 */
export const crudPaths = (base: string, overrides: Partial<Record<'list' | 'item' | 'remove', string>> = {}): EntityDef['paths'] => ({
  list: base,
  item: `${base}/:id`,
  create: base,
  update: base,
  remove: `${base}/:id`,
  ...overrides,
});
