import type { EntityDef } from './entity.ts';

/**
 * How a caller reads an entity's rows: `read` — the framework's reads (list, get, the rows a write answers, the
 * labels of references and the pickers' options); `export` — a workbook; `unmask` — the entity's own logged call that
 * shows a row in clear (查看明文, the unmasked export, a log row's parameters), which also lets its holders search the
 * masked fields freely.
 */
export type PersonalDataRead = 'read' | 'export' | 'unmask';

/**
 * The one answer to "does this caller read this entity's personal data in clear here?", asked by every read path
 * (the entity service's list, get, write answers and export rows, the labels of references, the pickers, search by
 * mask, the staff contacts of the user screens, the unmask calls). Exports are always masked; the `unmask` code's holders read in clear
 * through the entity's own call, and in the framework's reads too unless the entity has `maskedReads`; nobody else
 * ever does. Only the `mask` fields are concerned: an entity without any reads the same either way.
 */
export const readsInClear = (entity: Pick<EntityDef, 'maskedReads' | 'unmask'>, permissions: { has(code: string): boolean }, how: PersonalDataRead = 'read'): boolean => {
  if (how === 'export' || entity.unmask === undefined || !permissions.has(entity.unmask)) return false;
  return how === 'unmask' || !entity.maskedReads;
};
