import { type EntityDef, childrenOf } from '@zhwy/contracts';
import { type Row, editValues, toSubmitBody } from './derive.ts';

/**
 * Child rows in the entity form (docs/architecture.md, "Child rows"): each list a table of the child's writable
 * fields. A row read keeps its `id` (the server updates it); a new row has none (inserted); a row taken out of the
 * table is not sent (removed). Nested lists (an item's options) are not edited here and are left out of the body,
 * which keeps them as they are.
 */

/** The form values of a row's child lists, from the row as `get` reads it. */
export const childEditValues = (entity: EntityDef, row: Row): Record<string, unknown> =>
  Object.fromEntries(
    childrenOf(entity).map(([name, child]) => [name, ((row[name] ?? []) as Row[]).map((item) => ({ id: item.id, ...editValues(child.entity, item) }))]),
  );

/** The body's child lists from the form's values, in the table's order (the server numbers ordered rows 1..n). */
export const childSubmitBody = (entity: EntityDef, values: Record<string, unknown>): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const [name, child] of childrenOf(entity)) {
    const rows = values[name];
    if (!Array.isArray(rows)) continue;
    body[name] = rows.map((row: Record<string, unknown>) => {
      const id = typeof row.id === 'number' ? row.id : undefined;
      return toSubmitBody(child.entity, row, { id });
    });
  }
  return body;
};

/**
 * Where a server field error belongs: a field of the form (`name`), or a cell of a child table (`items.2.question`
 * → `['items', 2, 'question']`); null for a place the form does not show.
 */
export const formPathOf = (entity: EntityDef, shown: ReadonlySet<string>, field: string): string | (string | number)[] | null => {
  if (shown.has(field)) return field;
  const [list, index, cell, ...deeper] = field.split('.');
  const child = entity.children?.[list];
  if (!child || deeper.length > 0 || !/^\d+$/.test(index ?? '')) return null;
  const def = child.entity.fields[cell];
  return cell === 'id' || (def !== undefined && !def.readOnly) ? [list, Number(index), cell] : null;
};

/** The heading of a child list: `<module>.<parent>.children.<name>` (else the child's own title). */
export const childTitleKey = (entity: Pick<EntityDef, 'module' | 'name'>, name: string) => `${entity.module}.${entity.name}.children.${name}`;
