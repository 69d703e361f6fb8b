/**
 * One typed definition per entity drives the server's CRUD routes and the web app's search form, table,
 * pager and form. Everything here is plain data; what derives from it lives beside it: the values' checks
 * (field-values.ts), the zod schemas of calls and rows (entity-schemas.ts), the list query (list-query.ts), the
 * TypeScript types of rows and bodies (entity-types.ts). They are re-exported here, the definitions' one import.
 */
import { type ChildDef, checkChildren } from './children.ts';
import { type TransitionFieldDef, checkTransitions } from './transitions.ts';
import type { MaskKind } from './validators.ts';
export * from './field-values.ts';
export * from './entity-schemas.ts';
export * from './list-query.ts';
export * from './transitions.ts';
export * from './personal-data.ts';
export type * from './entity-types.ts';

export type FieldKind = 'text' | 'textarea' | 'int' | 'enum' | 'datetime' | 'date' | 'money' | 'decimal' | 'ref' | 'refs' | 'image' | 'richText';
/** Kinds held as integer hundredths and written as `"12.30"`: money in cents, decimals (areas in m²) alike. */
export const isHundredths = (kind: FieldKind): boolean => kind === 'money' || kind === 'decimal';
/** Decimal places a money or decimal field is held with: 2, or a decimal's `places`. */
export const placesOf = (field: { kind: FieldKind; places?: 2 | 4 }): 2 | 4 => (field.kind === 'decimal' && field.places === 4 ? 4 : 2);
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
  /**
   * Decimal places of a `decimal` field: 2 (the default: areas in m², held as hundredths) or 4 (a unit price in 元,
   * a rate in %: held as ten-thousandths). min and max are in the same unit. Always exact, never a float.
   */
  places?: 2 | 4;
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
  /**
   * Shown as a table column (default true); `'optional'`: offered in the list's column settings but hidden until a
   * user shows it (a less important column, so that the others fit a 1440 px screen).
   */
  column?: boolean | 'optional';
  sortable?: boolean;
  /**
   * What a sort by this field orders by instead of its own column: these columns of the table, each in the sort's
   * direction, then id (a room's 房号 by community, then its place key: building, unit and number in natural order,
   * kept by the database). Names of fields or of the table's extra columns.
   */
  sortBy?: readonly string[];
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
  /**
   * A reference that records the past (the resident an approved application made): it keeps naming its row as it
   * was, and never blocks the row's delete (the reference graph passes it by).
   */
  historical?: boolean;
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
 *   `{ids: [1, 2]}` or `{ids: '1,2'}`: the spec's `POST deleteComBuildingById` with `ids`), or in the query with
 *   `idsIn: 'query'` (`batchDeleteResident?ids=1,2`), same checks;
 * - `setField`: sets one enum field (`field`) of one row: id from the path (`/:id`) or the body or query, the value
 *   from the body or query under the field's name (`editDownOrUp`, `editStatus/{id}`, `updateAuditFlag`); a
 *   transition where `from` names the values the row must have (else 409 'invalidTransition') and `to` the values
 *   the call may set (an audit: `verify` takes 待审核 to 已发布 or 已驳回), `name` and `title` name it (审核); its
 *   `fields` (a reason, an assignee) are written with it in the row's history (`transition()`, transitions.ts);
 * - `export`: the rows of the list's filters (query or body) as a streamed .xlsx named `fileName` (`exportExcel`,
 *   `downloadPickUpAddress`); none left: `{code: 606}`;
 * - `importTemplate` / `import`: the .xlsx template generated from the definition, and its upload (multipart field
 *   `file`): every row checked as a create, errors reported per row, and all rows imported or none;
 * - `getUnmasked` / `exportUnmasked`: one row (`{id}` in the body) or the list's rows with personal data in clear
 *   (查看明文, 导出明文), to holders of the entity's `unmask` code only, each use in the operation log under `logKey`.
 */
export type CallDef =
  | { style: 'listBody'; method: 'POST'; path: string; pageBase?: 0 | 1 }
  | { style: 'list'; method: 'GET'; path: string }
  | { style: 'get'; method: 'GET'; path: string }
  | { style: 'create' | 'update'; method: 'POST' | 'PUT'; path: string }
  | { style: 'delete'; method: 'DELETE' | 'POST' | 'PUT'; path: string; idsIn?: 'query' }
  | { style: 'deleteMany'; method: 'DELETE' | 'POST' | 'GET'; path: string; idsIn?: 'query' }
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
      /**
       * A transition's fields beside its remark (a rejection's reason, a work order's assignee), each checked as an
       * entity field is (required or `requiredTo` some states, lengths, enums, references in the caller's scope) and
       * kept in the history; one named as a field of the entity is written to the row too (transitions.ts).
       */
      fields?: Record<string, TransitionFieldDef>;
      /** The action of the permission code it needs (`assign` → `<prefix>:assign`, a button of the menu); default `edit`. */
      code?: string;
    }
  | { style: 'export'; method: 'GET' | 'POST'; path: string; fileName: string }
  | { style: 'getUnmasked'; method: 'POST'; path: string; logKey: string }
  | { style: 'exportUnmasked'; method: 'POST'; path: string; fileName: string; logKey: string }
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
  // Beside their own code (the entity's `unmask`), which the routes ask instead.
  getUnmasked: 'list',
  exportUnmasked: 'export',
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
   * Personal data masked in every read of the framework (list, get, the rows a write answers, labels), for every
   * caller, `unmask` holders too: each `mask` field as `maskValue` writes it. An edit may send a masked value back
   * unchanged (it keeps the stored one); unmasked reads are the entity's own logged calls behind `unmask`.
   */
  maskedReads?: boolean;
  /**
   * Who reads this entity's personal data (`mask` fields) in clear: the holders of this permission code, in every
   * read of the framework (the user list: the user editors), or, for a `maskedReads` entity, only through the
   * entity's own logged call (查看明文), the code's holders then searching its masked fields freely. Everyone else
   * reads them masked and searches them only as the mask allows (see docs/decisions.md). Without one, nobody reads
   * them in clear. Every read path asks `readsInClear` (personal-data.ts).
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
  /** The filters the page's search form offers, in order, where not every `search` field (the list call takes them all). */
  searchForm?: readonly string[];
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
  def: EntityDef<F> & { defaultSort: { field: keyof F & string }; searchForm?: readonly (keyof F & string)[] } & UniqueWithinKnown<F>,
): EntityDef<F> => {
  checkPersonalData(def);
  checkChildren(def);
  checkTransitions(def);
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
 * The entity a field names rows of (`'base.community'`): a `ref`/`refs` field's target, or the entity itself for
 * its tree's parent (an int, 0 for a root: 分类管理's 上级分类). Such a field is searched, shown and chosen by the
 * rows' labels, never as a bare id.
 */
export const refTargetOf = (entity: Pick<EntityDef, 'module' | 'name' | 'fields' | 'tree'>, field: string): string | undefined => {
  const def = entity.fields[field];
  if (!def) return undefined;
  if (def.kind === 'ref' || def.kind === 'refs') return def.ref;
  return entity.tree?.parent === field ? `${entity.module}.${entity.name}` : undefined;
};
