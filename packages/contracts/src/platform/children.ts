import { z } from 'zod';
import type { EntityDef } from './entity.ts';

/**
 * Child rows a definition owns (a survey's items, an item's options, a bill's lines): saved with the parent in one
 * transaction, read with it, edited in its form as a table. The child is an entity of its own (fields, references,
 * uniqueness, masking, hooks) and may own children in turn (survey → items → options).
 */
export type ChildDef = {
  /** The child's own definition. */
  entity: EntityDef;
  /**
   * The child's field naming its parent row: a read-only `ref` to the parent entity, set by the server and never
   * accepted from the client. Being a reference, it puts the children in the reference graph: a delete of the parent
   * that does not go through the framework is refused while they live.
   */
  parentField: string;
  /** Ordered children: this read-only int field holds positions 1..n, in the order the rows were sent. */
  orderField?: string;
  /** Fewest rows (default 0). */
  min?: number;
  /** Most rows (default CHILD_ROWS_MAX). */
  max?: number;
};

/** The most child rows of one list when a definition does not say. */
export const CHILD_ROWS_MAX = 200;

/** The child lists of a definition, in definition order. */
export const childrenOf = (entity: Pick<EntityDef, 'children'>): [string, ChildDef][] => Object.entries(entity.children ?? {});

/**
 * A definition's children, checked when it is defined (a module that breaks one does not load): the parent field is
 * a read-only reference to the parent, the order field a read-only int, no child list shares a name with a field.
 */
export const checkChildren = (def: Pick<EntityDef, 'module' | 'name' | 'fields' | 'children'>) => {
  for (const [name, child] of childrenOf(def)) {
    const where = `${def.module}.${def.name}.children.${name}`;
    if (def.fields[name]) throw new Error(`${where}: a field has the same name`);
    const parent = child.entity.fields[child.parentField];
    if (parent?.kind !== 'ref' || parent.ref !== `${def.module}.${def.name}` || !parent.readOnly) {
      throw new Error(`${where}: parentField ${child.parentField} must be a read-only ref to ${def.module}.${def.name}`);
    }
    if (child.orderField !== undefined) {
      const order = child.entity.fields[child.orderField];
      if (order?.kind !== 'int' || !order.readOnly) throw new Error(`${where}: orderField ${child.orderField} must be a read-only int`);
    }
  }
};

/** A sent child row that names a stored one (an update's row to keep), rather than a new one. */
const namesStoredRow = (row: unknown): boolean => row !== null && typeof row === 'object' && 'id' in row && (row as { id: unknown }).id != null;

type Schemas = { create: (entity: EntityDef) => z.ZodType; update: (entity: EntityDef) => z.ZodType };

/**
 * The list of one child in a body: each row checked by the child's own create schema (an update's row with an `id`
 * by its update schema), so a refusal names its place, `lines.2.amount`; min and max rows. A create's rows have
 * no ids.
 */
const childRowsSchema = (child: ChildDef, mode: 'create' | 'update', schemas: Schemas) => {
  const max = child.max ?? CHILD_ROWS_MAX;
  return z
    .array(z.unknown(), { error: (issue) => (issue.input == null ? 'required' : 'invalid') })
    .max(max, { error: 'max' })
    .min(child.min ?? 0, { error: 'min' })
    .transform((rows, ctx) =>
      rows.map((row, index) => {
        const schema = mode === 'update' && namesStoredRow(row) ? schemas.update(child.entity) : schemas.create(child.entity);
        const parsed = schema.safeParse(row);
        if (parsed.success) return parsed.data as Record<string, unknown>;
        for (const issue of parsed.error.issues) {
          // The message is the catalogue key already (fieldInputSchema words none itself): the place is prefixed.
          ctx.addIssue({ ...issue, code: 'custom', path: [index, ...issue.path], message: issue.message } as never);
        }
        return z.NEVER;
      }),
    );
};

/**
 * The body keys of a definition's children: on create a list that may be left out (no rows); on update a list left
 * out keeps the stored rows, a list sent is the whole new list (rows with `id` kept and updated, rows without
 * inserted, stored rows not sent removed).
 */
export const childInputShape = (entity: Pick<EntityDef, 'children'>, mode: 'create' | 'update', schemas: Schemas): Record<string, z.ZodType> =>
  Object.fromEntries(
    childrenOf(entity).map(([name, child]) => {
      const rows = childRowsSchema(child, mode, schemas);
      return [name, mode === 'update' ? rows.optional() : child.min ? rows : rows.nullish()];
    }),
  );

/** The child lists of a row as one row is read (get, a write's answer); a list row carries none. */
export const childRowShape = (entity: Pick<EntityDef, 'children'>, row: (entity: EntityDef) => z.ZodType): Record<string, z.ZodType> =>
  Object.fromEntries(childrenOf(entity).map(([name, child]) => [name, z.array(row(child.entity)).optional()]));
