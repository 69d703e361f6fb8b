import { z } from 'zod';
import { CHINESE_PATTERN, CODE_PATTERN, isIdCard, LANDLINE_PATTERN, MOBILE_PATTERN, stripSpecial } from './validators.ts';

/**
 * One typed definition per entity drives the server's CRUD routes and the web app's search form, table,
 * pager and form. Everything here is plain data plus small functions that derive zod schemas from it.
 */
export type FieldKind = 'text' | 'textarea' | 'int' | 'enum' | 'datetime';
export type FieldPattern = 'mobile' | 'landline' | 'idCard' | 'noChinese' | 'code';

export type FieldDef = {
  kind: FieldKind;
  /** Max length (text) or max value (int). */
  max?: number;
  min?: number;
  required?: boolean;
  pattern?: FieldPattern;
  /** Dictionary whose items label an enum field. */
  dict?: string;
  /** Values the server accepts for an enum field. */
  values?: readonly string[];
  /** How the list endpoint filters by this field: `contains` (case-insensitive) or `equals`. */
  search?: 'contains' | 'equals';
  /** Shown as a table column (default true). */
  column?: boolean;
  sortable?: boolean;
  /** Maintained by the server (times, derived values): never accepted from a client. */
  readOnly?: boolean;
  /**
   * Must be unique among the tenant's live rows; with `within`, among those that share these other fields' values
   * (a dictionary item's value is unique within its dictCode). The server backs it with a partial unique index.
   */
  unique?: boolean | { within: readonly string[] };
};

export type EntityDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> = {
  module: string;
  /** i18n base: `<module>.<name>.fields.<field>`. */
  name: string;
  /** The entity's name in Chinese, for server-side texts such as the operation log's message (新增字典类型). */
  title: string;
  /** Permission code prefix: `<prefix>:list|add|edit|delete`. */
  permission: string;
  /** The spec's call paths; a read-only entity has only `list`. */
  paths: { list: string; item?: string; create?: string; update?: string; remove?: string };
  fields: F;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Rows carry delFlag and are hidden, not removed, on delete. */
  softDelete: boolean;
};

export const defineEntity = <const F extends Record<string, FieldDef>>(
  def: EntityDef<F> & {
    defaultSort: { field: keyof F & string };
    fields: { [K in keyof F]: { unique?: boolean | { within: readonly (keyof F & string)[] } } };
  },
): EntityDef<F> => def;

export const PAGE_SIZE = 13;
export const MAX_PAGE_SIZE = 1000;

export const permissionOf = (entity: Pick<EntityDef, 'permission'>, action: 'list' | 'add' | 'edit' | 'delete'): string =>
  `${entity.permission}:${action}`;

/** One check per pattern, shared by the server's schemas and the web forms. */
export const PATTERN_CHECKS: Record<FieldPattern, (v: string) => boolean> = {
  mobile: (v) => MOBILE_PATTERN.test(v),
  landline: (v) => LANDLINE_PATTERN.test(v),
  idCard: isIdCard,
  noChinese: (v) => !CHINESE_PATTERN.test(v),
  code: (v) => CODE_PATTERN.test(v),
};

/** The zod schema of one field as a client submits it (messages are keys, translated by the error mapper). */
export const fieldInputSchema = (field: FieldDef): z.ZodType => {
  switch (field.kind) {
    case 'int': {
      let schema = z.coerce.number({ error: 'integer' }).int({ error: 'integer' });
      if (field.min !== undefined) schema = schema.min(field.min, { error: 'minValue' });
      if (field.max !== undefined) schema = schema.max(field.max, { error: 'maxValue' });
      return schema;
    }
    case 'enum':
      return z.enum((field.values ?? []) as [string, ...string[]], { error: (issue) => (issue.input == null ? 'required' : 'enum') });
    case 'datetime':
      return z.coerce.date({ error: 'invalid' });
    default: {
      let inner = z.string().max(field.max ?? 255, { error: 'max' });
      if (field.required) inner = inner.min(1, { error: 'required' });
      const text = z.string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') }).trim().transform(stripSpecial).pipe(inner);
      const pattern = field.pattern;
      if (!pattern) return text;
      return text.refine((v) => v === '' || PATTERN_CHECKS[pattern](v), { error: pattern });
    }
  }
};

type Shape = Record<string, z.ZodType>;

const writableFields = (entity: EntityDef): [string, FieldDef][] =>
  Object.entries(entity.fields).filter(([, f]) => !f.readOnly);

/** Body of a create call: every writable field; unknown keys are refused. */
export const createSchema = (entity: EntityDef) => {
  const shape: Shape = {};
  for (const [name, field] of writableFields(entity)) {
    const base = fieldInputSchema(field);
    shape[name] = field.required ? base : base.nullish();
  }
  return z.object(shape).strict();
};

/** Body of an update call: the id plus any writable fields. */
export const updateSchema = (entity: EntityDef) => {
  const shape: Shape = { id: z.coerce.number().int().positive() };
  for (const [name, field] of writableFields(entity)) {
    const base = fieldInputSchema(field);
    shape[name] = field.required ? base.optional() : base.nullish();
  }
  return z.object(shape).strict();
};

export type Criterion = { field: string; op: 'contains' | 'equals'; value: string };
export type ListQuery = { page: number; size: number; sort: { field: string; order: 'asc' | 'desc' }; criteria: Criterion[] };

/**
 * Query of a list call, JHipster-criteria style as the spec's calls use it: `page` (zero-based), `size`,
 * `sort=field,desc`, and `<field>.contains` / `<field>.equals` / plain `<field>` filters.
 * Sort fields are whitelisted: only sortable fields (and id) pass.
 */
export const listQuerySchema = (entity: EntityDef) =>
  z
    .record(z.string(), z.unknown())
    .transform((raw, ctx): ListQuery => {
      const num = (key: string, fallback: number, min: number, max: number): number => {
        const value = raw[key] === undefined || raw[key] === '' ? fallback : Number(raw[key]);
        if (!Number.isInteger(value) || value < min || value > max) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'invalid' });
          return fallback;
        }
        return value;
      };
      const page = num('page', 0, 0, 1_000_000);
      const size = num('size', PAGE_SIZE, 1, MAX_PAGE_SIZE);
      const sortable = new Set(['id', ...Object.entries(entity.fields).filter(([, f]) => f.sortable).map(([n]) => n)]);
      const [sortField, sortOrder = 'asc'] = String(raw.sort ?? `${entity.defaultSort.field},${entity.defaultSort.order}`).split(',');
      let sort = { field: entity.defaultSort.field as string, order: entity.defaultSort.order };
      if (sortable.has(sortField) && (sortOrder === 'asc' || sortOrder === 'desc')) sort = { field: sortField, order: sortOrder };
      else ctx.addIssue({ code: 'custom', path: ['sort'], message: 'invalid' });
      // A filter on a field that cannot be searched would silently answer everything: name it instead.
      for (const key of Object.keys(raw)) {
        const [, name] = /^(.+)\.(contains|equals)$/.exec(key) ?? [];
        if (name !== undefined && !entity.fields[name]?.search) ctx.addIssue({ code: 'custom', path: [key], message: 'unknownField' });
      }
      const criteria: Criterion[] = [];
      for (const [name, field] of Object.entries(entity.fields)) {
        if (!field.search) continue;
        for (const [key, op] of [[`${name}.contains`, 'contains'], [`${name}.equals`, 'equals'], [name, field.search]] as const) {
          const value = raw[key];
          if (value === undefined || value === null || String(value).trim() === '') continue;
          const text = String(value).trim().slice(0, 200);
          if (field.kind === 'enum' && op === 'equals' && !(field.values ?? []).includes(text)) {
            ctx.addIssue({ code: 'custom', path: [key], message: 'enum' });
            continue;
          }
          criteria.push({ field: name, op: field.kind === 'enum' ? 'equals' : op, value: text });
        }
      }
      return { page, size, sort, criteria };
    });

/** A row as the API returns it: id plus every field (datetimes as ISO strings). */
export const rowSchema = (entity: EntityDef) => {
  const shape: Shape = { id: z.number() };
  for (const [name, field] of Object.entries(entity.fields)) {
    shape[name] =
      field.kind === 'int' ? z.number().nullable() : field.kind === 'datetime' ? z.string().nullable() : z.string().nullable();
  }
  return z.object(shape);
};

export const pageSchema = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), recordsTotal: z.number() });
