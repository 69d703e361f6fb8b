import { z } from 'zod';
import { type ChildDef, checkChildren, childInputShape, childRowShape } from './children.ts';
import { CHINESE_PATTERN, CODE_PATTERN, isIdCard, isPlate, LANDLINE_PATTERN, MASKED_DATE, MOBILE_PATTERN, type MaskKind, stripSpecial } from './validators.ts';

/**
 * One typed definition per entity drives the server's CRUD routes and the web app's search form, table,
 * pager and form. Everything here is plain data plus small functions that derive zod schemas from it.
 */
export type FieldKind = 'text' | 'textarea' | 'int' | 'enum' | 'datetime' | 'date' | 'money' | 'decimal' | 'ref' | 'refs' | 'image' | 'richText';
/** Kinds held as integer hundredths and written as `"12.30"`: money in cents, decimals (areas in m²) alike. */
export const isHundredths = (kind: FieldKind): boolean => kind === 'money' || kind === 'decimal';
/** `link`: an http(s) address or a reference within the site (`/path`, a content key); never another scheme (`javascript:`). */
export type FieldPattern = 'mobile' | 'landline' | 'idCard' | 'noChinese' | 'code' | 'plate' | 'link';

export type FieldDef = {
  kind: FieldKind;
  /** The zh_CN label (form, Excel header, server messages); the other locales translate `<module>.<name>.fields.<field>`. */
  label?: string;
  /** The entity a `ref`/`refs` field points to, as `'<module>.<name>'`. */
  ref?: string;
  /** Max length (text) or max value (int). */
  max?: number;
  min?: number;
  required?: boolean;
  pattern?: FieldPattern;
  /** Dictionary whose items label an enum field. */
  dict?: string;
  /** Values the server accepts for an enum field. */
  values?: readonly string[];
  /**
   * How the list endpoint filters by this field: `contains` (case-insensitive), `equals` (also `<field>.in` with a
   * comma list), or `range` (`<field>.from` / `<field>.to`, inclusive: numbers, money, dates and times).
   */
  search?: 'contains' | 'equals' | 'range';
  /** Shown as a table column (default true). */
  column?: boolean;
  sortable?: boolean;
  /** The column's default when a row is written without the field (and the form's initial value). */
  default?: string | number;
  /** Maintained by the server (times, derived values): never accepted from a client. */
  readOnly?: boolean;
  /**
   * Must be unique among the tenant's live rows; with `within`, among those that share these other fields' values
   * (a dictionary item's value is unique within its dictCode). The server backs it with a partial unique index.
   */
  unique?: boolean | { within: readonly string[] };
  /**
   * The query key of this field's filter where the spec names it (`usernameLike`): the list call takes the filter
   * under this key alone, with the field's `search` operator, instead of `<field>.<operator>`. Not for ranges.
   */
  param?: string;
  /**
   * An enum whose other values only the entity's calls set (an audit's 已发布 / 已驳回): a create or edit may set only
   * these values, or keep the row's current one; the form offers only these.
   */
  settable?: readonly string[];
  /** Personal data: exports write the masked form (`maskValue`: 138****8000, 110105********002X, 张**). */
  mask?: MaskKind;
  /**
   * The masked field this one is derived from (a birthday from the ID number): it must carry a `mask` of its own,
   * so that it is masked wherever its source is and never completes it (checked when the entity is defined).
   */
  derivedFrom?: string;
  /** An enum's tag colours by value (from its dictionary's `tones`). */
  tones?: Partial<Record<string, 'success' | 'error' | 'warning' | 'processing' | 'default'>>;
};

/**
 * A call of the spec beside the generic CRUD of `paths`, in the spec's own style:
 * - `listBody`: POST list, filters, page, size and sort in the JSON body (`queryByPage`, `getPageList`,
 *   `areaList`); `pageBase: 1` where the spec's page numbers start at one;
 * - `list`: GET list with plain query filters (`queryList`);
 * - `get`: GET one row, `/:id`;
 * - `create` / `update`: the row in the body (update carries its id); any method;
 * - `delete`: one row by `/:id`, any method (`POST delete/{id}`);
 * - `deleteMany`: several rows by `/:ids` (comma list), all or nothing (`DELETE removeByIds/{ids}`);
 *   a `delete` or `deleteMany` path without `:id`/`:ids` takes the ids in the JSON body instead (`[1, 2]`,
 *   `{ids: [1, 2]}` or `{ids: '1,2'}`: the spec's `POST deleteComBuildingById` with `ids`), same checks;
 * - `setField`: sets one enum field (`field`) of one row: id from the path (`/:id`) or the body or query, the value
 *   from the body or query under the field's name (`editDownOrUp`, `editStatus/{id}`, `updateAuditFlag`); a
 *   transition where `from` names the values the row must have (else 409 'invalidTransition') and `to` the values
 *   the call may set (an audit: `verify` takes 待审核 to 已发布 or 已驳回), `name` and `title` name it (审核);
 * - `export`: the rows of the list's filters (query or body) as a streamed .xlsx named `fileName` (`exportExcel`,
 *   `downloadPickUpAddress`); none left: `{code: 606}`;
 * - `importTemplate` / `import`: the .xlsx template generated from the definition, and its upload (multipart field
 *   `file`): every row checked as a create, errors reported per row, and all rows imported or none.
 */
export type CallDef =
  | { style: 'listBody'; method: 'POST'; path: string; pageBase?: 0 | 1 }
  | { style: 'list'; method: 'GET'; path: string }
  | { style: 'get'; method: 'GET'; path: string }
  | { style: 'create' | 'update'; method: 'POST' | 'PUT'; path: string }
  | { style: 'delete'; method: 'DELETE' | 'POST' | 'PUT'; path: string }
  | { style: 'deleteMany'; method: 'DELETE' | 'POST'; path: string }
  | {
      style: 'setField';
      method: 'GET' | 'POST' | 'PUT';
      path: string;
      field: string;
      from?: readonly string[];
      to?: readonly string[];
      /** A transition's row action on the page: texts `<module>.<entity>.calls.<name>` (e.g. 'verify'). */
      name?: string;
      /** Its zh_CN verb for the operation log (审核 → 审核文章). */
      title?: string;
    }
  | { style: 'export'; method: 'GET' | 'POST'; path: string; fileName: string }
  | { style: 'importTemplate'; method: 'GET'; path: string; fileName: string }
  | { style: 'import'; method: 'POST'; path: string };

/** Which permission action a call needs: reading is `list`, setting a field is `edit`. */
export type EntityAction = 'list' | 'add' | 'edit' | 'delete' | 'export' | 'import';
export const CALL_ACTIONS: Record<CallDef['style'], EntityAction> = {
  listBody: 'list',
  list: 'list',
  get: 'list',
  create: 'add',
  update: 'edit',
  delete: 'delete',
  deleteMany: 'delete',
  setField: 'edit',
  export: 'export',
  importTemplate: 'import',
  import: 'import',
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
  /** The spec's other calls for the same entity (two paths for one action where the spec has both). */
  calls?: readonly CallDef[];
  fields: F;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Rows carry delFlag and are hidden, not removed, on delete. */
  softDelete: boolean;
  /**
   * Data scope by community: the field naming the row's community (`areaId`; a `refs` comma list such as a banner's
   * `community`; `id` for the community itself). A user who is not the built-in administrator sees, reads and
   * writes only rows of the communities assigned to them.
   */
  scope?: { field: string };
  /**
   * Optimistic locking: this int field carries the row's version. An update must send the version it read; a
   * stale one is refused (409) and nothing is written; each update adds one. A create starts at 0.
   */
  optimisticLock?: string;
  /**
   * The spec's JSON names for the platform's own columns, where the entity shows them (`delFlg`, `createUserId`,
   * `creatTime`, `updateUserId`, …): rows carry them under these names, read-only.
   */
  platformNames?: Partial<Record<PlatformColumn, string>>;
  /**
   * Personal data masked in every read of the framework (list, get, the rows a write answers), not only in exports:
   * each `mask` field as `maskValue` writes it. An edit may send a masked value back unchanged (it keeps the stored
   * one); unmasked reads are the module's own calls behind their own permission.
   */
  maskedReads?: boolean;
  /**
   * The permission code whose holders may see this entity's personal data in clear (through the entity's own logged
   * call) and so may search its masked fields freely; everyone else searches them only as the mask allows (see
   * docs/decisions.md). Without one, nobody may unmask.
   */
  unmask?: string;
  /**
   * A tree the framework keeps: `parent` is the int field naming the parent row of the same entity (0: a root). A
   * write naming a missing parent is 422 refMissing, one under the row itself or its descendants 422 treeCycle.
   */
  tree?: { parent: string };
  /**
   * The list's `contains` filters are alternatives: a row matches when any one of them does (the spec's `…Or` calls,
   * whose search box sends one text under every field's key); the other filters must all match still.
   */
  textFiltersMatchAny?: boolean;
  /** Child rows saved with the parent in one transaction and edited in its form as a table (children.ts). */
  children?: Record<string, ChildDef>;
};

/** Columns every business table has, kept by the server. */
export type PlatformColumn = 'createBy' | 'createTime' | 'updateBy' | 'updateTime' | 'delFlag';
const PLATFORM_KINDS: Record<PlatformColumn, 'int' | 'datetime'> = {
  createBy: 'int',
  createTime: 'datetime',
  updateBy: 'int',
  updateTime: 'datetime',
  delFlag: 'int',
};
/** The platform columns an entity shows, with their JSON names and kinds. */
export const platformNamesOf = (entity: Pick<EntityDef, 'platformNames'>): [PlatformColumn, string, 'int' | 'datetime'][] =>
  (Object.entries(entity.platformNames ?? {}) as [PlatformColumn, string][]).map(([column, name]) => [column, name, PLATFORM_KINDS[column]]);

/** A `unique: { within }` naming a field the entity does not have fails the type check (resolved after F is inferred). */
type UniqueWithinKnown<F> = {
  fields: {
    [K in keyof F]: F[K] extends { unique: { within: readonly (infer W)[] } }
      ? [W] extends [keyof F]
        ? unknown
        : { unique: { within: readonly (keyof F & string)[] } }
      : unknown;
  };
};

export const defineEntity = <const F extends Record<string, FieldDef>>(
  def: EntityDef<F> & { defaultSort: { field: keyof F & string } } & UniqueWithinKnown<F>,
): EntityDef<F> => {
  checkPersonalData(def);
  checkChildren(def);
  return def;
};

/**
 * The personal-data rules a definition must keep, checked when it is defined (a module that breaks one does not
 * load): a derived field names a masked field and is masked itself; a field that copies a masked field's value
 * under another name cannot be told apart, so the generated entity battery also reads every masked entity's rows
 * and refuses any unmasked field that reveals a masked one's hidden part.
 */
export const checkPersonalData = (def: Pick<EntityDef, 'module' | 'name' | 'fields' | 'tree'>) => {
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.derivedFrom === undefined) continue;
    const source = def.fields[field.derivedFrom];
    if (!source?.mask) throw new Error(`${def.module}.${def.name}.${name}: derivedFrom names ${field.derivedFrom}, which is not a masked field`);
    if (!field.mask) throw new Error(`${def.module}.${def.name}.${name}: derived from the masked ${field.derivedFrom}, so it needs a mask of its own`);
  }
  if (def.tree && def.fields[def.tree.parent]?.kind !== 'int') throw new Error(`${def.module}.${def.name}: tree.parent must name an int field`);
};

export const PAGE_SIZE = 13;
export const MAX_PAGE_SIZE = 1000;

export const permissionOf = (entity: Pick<EntityDef, 'permission'>, action: EntityAction): string =>
  `${entity.permission}:${action}`;

/**
 * The field a person knows a row by: the first `…Name` text, else the first required text (a room's 房号). The web
 * labels rows by it (delete confirmations, detail titles; a page may name another) and an import finds a
 * reference's row by it (小区名称 for 所属小区).
 */
export const nameFieldOf = (entity: Pick<EntityDef, 'fields'>): string | undefined => {
  const texts = Object.entries(entity.fields).filter(([, f]) => f.kind === 'text');
  return (texts.find(([n]) => /name$/i.test(n)) ?? texts.find(([, f]) => f.required) ?? texts[0])?.[0];
};

/**
 * An http(s) address, or a reference without a scheme (a site path `/news/1`, a content key); never another scheme
 * (`javascript:`, `data:`) nor another host without one (`//evil.example`). Browsers drop tabs and newlines inside
 * a URL (`java\tscript:`), so they are dropped before looking for the scheme.
 */
export const isSafeLink = (value: string): boolean => {
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '').replace(/\\/g, '/');
  if (compact.startsWith('//')) return false;
  const scheme = /^([^:/?#]*):/.exec(compact);
  return !scheme || (/^https?$/i.test(scheme[1]) && /^https?:\/\/[^/?#]/i.test(compact));
};

/** Where this site serves uploaded files (system/file): an `image` field holds such paths only. */
export const SITE_FILE_PATH = /^\/api\/ctyun\/files\/[A-Za-z0-9_-]{1,64}\.[a-z0-9]{2,5}$/;
/** An `image` value: one file of this site, or a comma list of them (an article's covers). */
export const isSiteFiles = (value: string): boolean => value.split(',').every((path) => SITE_FILE_PATH.test(path.trim()));

/** One check per pattern, shared by the server's schemas and the web forms. */
export const PATTERN_CHECKS: Record<FieldPattern, (v: string) => boolean> = {
  mobile: (v) => MOBILE_PATTERN.test(v),
  landline: (v) => LANDLINE_PATTERN.test(v),
  idCard: isIdCard,
  noChinese: (v) => !CHINESE_PATTERN.test(v),
  code: (v) => CODE_PATTERN.test(v),
  plate: isPlate,
  link: isSafeLink,
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
    case 'date':
      // A masked date (1985-**-**) sent back as read keeps the stored one (the server's unmaskWrites).
      return z.string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') }).refine((v) => isIsoDate(v) || (field.mask !== undefined && MASKED_DATE.test(v)), { error: 'invalid' });
    case 'money':
    case 'decimal': {
      let schema = hundredthsInputSchema(field.kind);
      if (field.min !== undefined) schema = schema.refine((cents) => cents >= field.min!, { error: 'minValue' });
      if (field.max !== undefined) schema = schema.refine((cents) => cents <= field.max!, { error: 'maxValue' });
      return schema;
    }
    case 'ref':
      return idSchema;
    case 'richText': {
      // HTML as written: the special-symbol stripping of plain text would mangle it; the server sanitises it instead.
      let html = z.string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') }).max(field.max ?? 65_535, { error: 'max' });
      if (field.required) html = html.min(1, { error: 'required' });
      return html;
    }
    case 'refs':
      return z
        .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') })
        .trim()
        .max(field.max ?? 255, { error: 'max' })
        .refine((v) => v === '' || ID_LIST.test(v), { error: 'invalid' })
        .refine((v) => !field.required || v !== '', { error: 'required' });
    default: {
      let inner = z.string().max(field.max ?? 255, { error: 'max' });
      if (field.required) inner = inner.min(1, { error: 'required' });
      const text = z.string({ error: (issue) => (issue.input == null ? 'required' : 'invalid') }).trim().transform(stripSpecial).pipe(inner);
      const pattern = field.pattern;
      if (field.kind === 'image') return text.refine((v) => v === '' || isSiteFiles(v), { error: 'image' });
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
  Object.assign(shape, childInputShape(entity, 'create', { create: createSchema, update: updateSchema }));
  return z.object(shape).strict();
};

/** Plain decimal digits, as ids, page numbers and sizes are written: no sign, no `0x`, no exponent, no spaces. */
const DECIMAL = /^\d+$/;
/** A comma list of positive ids (`refs` fields): `1,2,3`. */
const ID_LIST = /^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/;

/** `YYYY-MM-DD` naming a real day. */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/**
 * Money as the client sends it: a decimal with at most two places, as a string (`"12.30"`, the documented form) or
 * a number (`12.3`), never more precision than a cent; stored as integer cents without going through a float sum.
 */
const MONEY = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;
export const parseMoney = (value: string | number): number | null => {
  const match = MONEY.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
};
/** Cents as the API writes money: `"12.30"`, `"-0.05"`. */
export const formatMoney = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const hundredthsInputSchema = (message: 'money' | 'decimal') =>
  z
    .union([z.string(), z.number()], { error: (issue) => (issue.input == null ? 'required' : message) })
    .transform((value, ctx) => {
      const cents = parseMoney(value);
      if (cents !== null) return cents;
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    });

/**
 * A record id, in a path (`/sysDicts/42`) or a body: a positive safe integer, or plain decimal digits spelling one.
 * Anything else (`0`, `-1`, `0x1`, `1e3`, `1.0`) is refused as `positiveId`; a missing one is `required`.
 */
export const idSchema = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? 'required' : 'positiveId') })
  .transform((value, ctx) => {
    const id = typeof value === 'number' ? value : DECIMAL.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(id) && id > 0) return id;
    ctx.addIssue({ code: 'custom', message: 'positiveId', input: value });
    return z.NEVER;
  });

/**
 * The ids of the spec's delete calls that send them in the JSON body (`POST deleteComBuildingById` with `ids`):
 * `[1, 2]`, `{ids: [1, 2]}` or `{ids: '1,2'}`, read as `{ids}` so that a refusal names the field; 1–1000 ids.
 */
export const idsBodySchema = z.preprocess(
  (raw) => {
    const ids = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { ids?: unknown }).ids : raw;
    return { ids: typeof ids === 'string' ? ids.split(',').map((id) => id.trim()) : ids };
  },
  z.object({ ids: z.array(idSchema, { error: 'required' }).min(1, { error: 'required' }).max(1000, { error: 'max' }) }),
);

/** Body of an update call: the id plus any writable fields. */
export const updateSchema = (entity: EntityDef) => {
  const shape: Shape = { id: idSchema };
  for (const [name, field] of writableFields(entity)) {
    const base = fieldInputSchema(field);
    shape[name] = field.required ? base.optional() : base.nullish();
  }
  Object.assign(shape, childInputShape(entity, 'update', { create: createSchema, update: updateSchema }));
  return z.object(shape).strict();
};

/** One filter of a list call; `value` is as sent (`in`: the comma list split), converted by the server per kind. */
/** `maskPart`: what a mask shows of a masked field (its first or last characters), set by the server's search-by-mask rule only. */
export type Criterion = { field: string; op: 'contains' | 'equals' | 'in' | 'from' | 'to' | 'maskPart'; value: string | string[] };
export type ListQuery = { page: number; size: number; sort: { field: string; order: 'asc' | 'desc' }; criteria: Criterion[] };

/**
 * The filter operators of list calls, `<field>.<operator>=value`: which fields each applies to and the operator it
 * becomes (an enum is compared whole). A new operator (ranges, lists) is one more entry here.
 */
const EXACT_KINDS = new Set<FieldKind>(['enum', 'ref', 'int', 'money', 'decimal', 'date', 'datetime']);
const FILTER_OPERATORS: Record<Exclude<Criterion['op'], 'maskPart'>, { applies: (field: FieldDef) => boolean; as: (field: FieldDef) => Criterion['op'] }> = {
  contains: {
    applies: (field) => field.search === 'contains' || field.search === 'equals',
    as: (field) => (EXACT_KINDS.has(field.kind) ? 'equals' : 'contains'),
  },
  equals: { applies: (field) => field.search === 'contains' || field.search === 'equals', as: () => 'equals' },
  in: { applies: (field) => field.search === 'equals', as: () => 'in' },
  from: { applies: (field) => field.search === 'range', as: () => 'from' },
  to: { applies: (field) => field.search === 'range', as: () => 'to' },
};

/** Whether one filter value fits the field's kind (a malformed one is 422, never a silently empty or widened list). */
const filterValueFits = (field: FieldDef, value: string): boolean => {
  switch (field.kind) {
    case 'enum':
      return (field.values ?? []).includes(value);
    case 'int':
      return /^-?\d{1,15}$/.test(value);
    case 'ref':
      return DECIMAL.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value));
    case 'money':
    case 'decimal':
      return parseMoney(value) !== null;
    case 'date':
      return isIsoDate(value);
    case 'datetime':
      return isIsoDate(value) || !Number.isNaN(Date.parse(value));
    default:
      return true;
  }
};

/** Keys of a list call that are not filters. */
const PAGING_KEYS = ['page', 'size', 'sort'] as const;

type FilterKey = { field: string; def: FieldDef; op: Criterion['op'] };

/**
 * Every filter key of an entity's list call, in definition order: per searchable field `<field>.<operator>` for
 * each operator that applies, then the bare `<field>` (the field's own `search` operator); a field with a `param`
 * has that key alone (listed last).
 */
const filterKeysOf = (entity: EntityDef): Map<string, FilterKey> => {
  const keys = new Map<string, FilterKey>();
  const named: [string, FilterKey][] = [];
  for (const [name, def] of Object.entries(entity.fields)) {
    if (!def.search) continue;
    if (def.param !== undefined) {
      if (def.search === 'range') throw new Error(`${entity.module}.${entity.name}.${name}: a range has two keys, no param`);
      named.push([def.param, { field: name, def, op: FILTER_OPERATORS[def.search].as(def) }]);
      continue;
    }
    for (const [operator, { applies, as }] of Object.entries(FILTER_OPERATORS)) {
      if (applies(def)) keys.set(`${name}.${operator}`, { field: name, def, op: as(def) });
    }
    // The bare `<field>` is the field's own operator; a range has none (it needs `.from` / `.to`).
    if (def.search !== 'range' && !(PAGING_KEYS as readonly string[]).includes(name)) {
      keys.set(name, { field: name, def, op: FILTER_OPERATORS[def.search].as(def) });
    }
  }
  // One key, one meaning: a param shadows no other key.
  for (const [param, key] of named) {
    if (keys.has(param) || (PAGING_KEYS as readonly string[]).includes(param)) throw new Error(`${entity.module}.${entity.name}: the filter key "${param}" is named twice`);
    keys.set(param, key);
  }
  return keys;
};

/** Every key a list call of this entity understands; any other is refused (`unknownField`). */
export const listQueryKeysOf = (entity: EntityDef): Set<string> => new Set([...PAGING_KEYS, ...filterKeysOf(entity).keys()]);

/**
 * Query of a list call, JHipster-criteria style as the spec's calls use it: `page` (zero-based), `size`,
 * `sort=field` or `sort=field,asc|desc`, and `<field>.contains` / `<field>.equals` / plain `<field>` filters (or
 * the spec's own key of a field, its `param`).
 * Strict, so that no query is silently widened: an unknown key (`a[]`, `a.like`, a field that cannot be searched)
 * is `unknownField`, a repeated key (an array value) and a number that is not plain decimal digits are `invalid`.
 * Sort fields are whitelisted: only sortable fields (and id) pass. An empty filter value is no filter.
 */
export const listQuerySchema = (entity: EntityDef) => {
  const filters = filterKeysOf(entity);
  const known = listQueryKeysOf(entity);
  const sortable = new Set(['id', ...Object.entries(entity.fields).filter(([, f]) => f.sortable).map(([n]) => n)]);
  // A `__proto__` key is lost when zod copies the record (it sets the copy's prototype): name it before.
  const noProtoKey = (raw: unknown, ctx: { addIssue: (issue: z.core.$ZodRawIssue) => void }) => {
    if (raw !== null && typeof raw === 'object' && Object.hasOwn(raw, '__proto__')) {
      ctx.addIssue({ code: 'custom', path: ['__proto__'], message: 'unknownField', input: raw });
    }
    return raw;
  };
  const query = z
    .record(z.string(), z.unknown())
    .transform((raw, ctx): ListQuery => {
      const invalid = (key: string, message = 'invalid') => ctx.addIssue({ code: 'custom', path: [key], message });
      // One string per known key: a repeated key arrives as an array and would be joined or half-read.
      const text: Record<string, string> = {};
      for (const key of Object.keys(raw)) {
        const value = raw[key];
        if (!known.has(key)) invalid(key, 'unknownField');
        else if (typeof value !== 'string') invalid(key);
        else text[key] = value;
      }
      const num = (key: string, fallback: number, min: number, max: number): number => {
        const value = text[key];
        if (value === undefined) return fallback;
        const n = DECIMAL.test(value) ? Number(value) : NaN;
        if (n >= min && n <= max) return n;
        invalid(key);
        return fallback;
      };
      const page = num('page', 0, 0, 1_000_000);
      const size = num('size', PAGE_SIZE, 1, MAX_PAGE_SIZE);
      let sort = { field: entity.defaultSort.field as string, order: entity.defaultSort.order };
      if (text.sort !== undefined) {
        const [, field, order = 'asc'] = /^(\w+)(?:,(asc|desc))?$/.exec(text.sort) ?? [];
        if (field !== undefined && sortable.has(field)) sort = { field, order: order as 'asc' | 'desc' };
        else invalid('sort');
      }
      const criteria: Criterion[] = [];
      for (const [key, { field, def, op }] of filters) {
        const value = text[key]?.trim();
        if (!value) continue;
        const cut = value.slice(0, op === 'in' ? 4000 : 200);
        const values = op === 'in' ? cut.split(',').map((v) => v.trim()) : [cut];
        if (values.length > MAX_PAGE_SIZE || !values.every((v) => v !== '' && filterValueFits(def, v))) {
          invalid(key, def.kind === 'enum' ? 'enum' : 'invalid');
          continue;
        }
        criteria.push({ field, op, value: op === 'in' ? values : cut });
      }
      return { page, size, sort, criteria };
    });
  return z.preprocess(noProtoKey, query);
};

/** A row as the API returns it: id plus every field (datetimes as ISO strings, money as `"12.30"`, dates `YYYY-MM-DD`). */
export const rowSchema = (entity: EntityDef) => {
  const shape: Shape = { id: z.number() };
  for (const [name, field] of Object.entries(entity.fields)) {
    shape[name] = field.kind === 'int' || field.kind === 'ref' ? z.number().nullable() : z.string().nullable();
  }
  for (const [, name, kind] of platformNamesOf(entity)) shape[name] = kind === 'int' ? z.number().nullable() : z.string().nullable();
  Object.assign(shape, childRowShape(entity, rowSchema));
  return z.object(shape);
};

export const pageSchema = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), recordsTotal: z.number() });
