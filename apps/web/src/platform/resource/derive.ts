import {
  type EntityDef,
  type FieldDef,
  isHundredths,
  placesOf,
  PAGE_SIZE,
  refTargetOf,
  PATTERN_CHECKS,
  stripSpecial,
  type ValidationKey,
} from '@zhwy/contracts';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';

/**
 * Pure derivations from an EntityDef: which fields search, show, sort and edit; the list call's query; the
 * form's rules and submitted body. No React, no I/O: the hooks and components of this folder are thin on top.
 */

export type FieldEntry = readonly [name: string, field: FieldDef];
export type SortState = { field: string; order: 'asc' | 'desc' };
/** Values of the search form, by field name. */
export type Criteria = Record<string, unknown>;
export type Row = { id: number } & Record<string, unknown>;

const entriesOf = (entity: EntityDef): FieldEntry[] => Object.entries(entity.fields);

/**
 * A field as lists show and search it: a tree's parent (an int naming a row of the entity itself, 0 for none) as
 * the reference it is, so its filter is a select of the rows' labels and its column their names, never an id.
 */
export const shownAs = (entity: EntityDef, [name, field]: FieldEntry): FieldEntry => {
  const target = field.kind === 'int' ? refTargetOf(entity, name) : undefined;
  return target ? [name, { ...field, kind: 'ref', ref: target }] : [name, field];
};

/** i18n key of a field's label: `<module>.<entity>.fields.<field>`. */
export const labelKey = (entity: Pick<EntityDef, 'module' | 'name'>, field: string) => `${entity.module}.${entity.name}.fields.${field}`;
/** i18n key of the entity's own name: `<module>.<entity>.title`. */
export const titleKey = (entity: Pick<EntityDef, 'module' | 'name'>) => `${entity.module}.${entity.name}.title`;
/**
 * i18n key of an entity's own word for a generic action, where it has one (`actions.create` 绑定房屋, `actions.delete`
 * 解绑, `actions.deleteConfirm` with {{name}}); the generic word otherwise (read it with `defaultValue`).
 */
export const actionKey = (entity: Pick<EntityDef, 'module' | 'name'>, action: 'create' | 'delete' | 'deleteConfirm') => `${entity.module}.${entity.name}.actions.${action}`;

/** Fields the search form offers, in definition order; fixed ones (set by the page) are left out. */
export const searchFieldsOf = (entity: EntityDef, fixed: readonly string[] = []): FieldEntry[] =>
  entriesOf(entity)
    .filter(([name, f]) => f.search && !fixed.includes(name))
    .map((entry) => shownAs(entity, entry));

/** Fields shown as table columns (every field unless `column: false`). */
export const columnFieldsOf = (entity: EntityDef): FieldEntry[] =>
  entriesOf(entity)
    .filter(([, f]) => f.column !== false)
    .map((entry) => shownAs(entity, entry));

/**
 * Fields a person edits in the form: writable ones, minus those the page fixes (e.g. the parent's code) and the row's
 * version (optimistic locking: sent back as read, never typed).
 */
export const formFieldsOf = (entity: EntityDef, fixed: readonly string[] = []): FieldEntry[] =>
  entriesOf(entity).filter(([name, f]) => !f.readOnly && !fixed.includes(name) && name !== entity.optimisticLock);

/** How the list endpoint filters by a field: enums always by equality, a range by its two ends. */
export const criterionOp = (field: FieldDef): 'contains' | 'equals' | 'range' => (field.kind === 'enum' ? 'equals' : (field.search ?? 'contains'));

/**
 * Search form values → `<field>.contains` / `<field>.equals` parameters (or the field's `param`, the spec's own key),
 * a range's `[from, to]` → `<field>.from` / `<field>.to`; empty values are dropped.
 */
export const criteriaToQuery = (entity: EntityDef, criteria: Criteria): Record<string, string> => {
  const query: Record<string, string> = {};
  const put = (key: string, raw: unknown) => {
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (value !== '') query[key] = value;
  };
  for (const [name, field] of searchFieldsOf(entity)) {
    const raw = criteria[name];
    const op = criterionOp(field);
    if (op !== 'range') put(field.param ?? `${name}.${op}`, raw);
    else if (Array.isArray(raw)) {
      put(`${name}.from`, rangeEnd(field, raw[0], 'from'));
      put(`${name}.to`, rangeEnd(field, raw[1], 'to'));
    }
  }
  return query;
};

/**
 * One end of a range filter as sent: a day picked for a time range covers the whole day (its first and last
 * millisecond, as instants), a day of a date range is `YYYY-MM-DD`, numbers as typed.
 */
const rangeEnd = (field: FieldDef, value: unknown, end: 'from' | 'to'): unknown => {
  if (!dayjs.isDayjs(value)) return value;
  if (field.kind === 'date') return value.format('YYYY-MM-DD');
  return (end === 'from' ? value.startOf('day') : value.endOf('day')).toISOString();
};

export type ListParamsInput = {
  entity: EntityDef;
  /** zero-based */
  page: number;
  size?: number;
  sort: SortState;
  criteria: Criteria;
  /** Always sent, whatever the search form holds (e.g. `dictCode.equals` of the chosen dictionary). */
  fixedQuery?: Record<string, string>;
};

/** The query of one list call: `page` (zero-based), `size`, `sort=field,order`, criteria and fixed filters. */
export const listParams = ({ entity, page, size = PAGE_SIZE, sort, criteria, fixedQuery = {} }: ListParamsInput): Record<string, string | number> => ({
  page,
  size,
  sort: `${sort.field},${sort.order}`,
  ...criteriaToQuery(entity, criteria),
  ...fixedQuery,
});

/** antd's sorter → the sort sent to the server; only sortable fields, otherwise the entity's default. */
export const sortFromTable = (entity: EntityDef, sorter: { field?: unknown; columnKey?: unknown; order?: 'ascend' | 'descend' | null }): SortState => {
  const name = String(sorter.columnKey ?? sorter.field ?? '');
  if (!sorter.order || !entity.fields[name]?.sortable) return { ...entity.defaultSort };
  return { field: name, order: sorter.order === 'ascend' ? 'asc' : 'desc' };
};

/** The sort state → antd's controlled `sortOrder` of a column. */
export const columnSortOrder = (sort: SortState, name: string): 'ascend' | 'descend' | null =>
  sort.field === name ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** Table column times: `YYYY-MM-DD HH:mm:ss` in the browser's time zone. */
export const formatDateTime = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(String(value));
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : String(value);
};

/** Money as the API sends it (`"12.30"`): two decimals, thousands grouped, no float in between. */
export const formatMoneyCell = (value: unknown, places: 2 | 4 = 2): string => {
  if (value === null || value === undefined || value === '') return '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) return String(value);
  const [, sign, whole, fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(places, '0').slice(0, places)}`;
};

/** Removes emoji and special symbols as a person types (the server strips them again). */
export const stripInput = (value: unknown): unknown => (typeof value === 'string' ? stripSpecial(value) : value);

/** Message of a rule, in the current language; the caller closes over the field's label and locale. */
export type RuleText = (key: ValidationKey | 'requiredSelect', params?: Record<string, unknown>) => string;

/** antd rules of one form field, derived from its definition. */
export const fieldRules = (field: FieldDef, text: RuleText): Rule[] => {
  const rules: Rule[] = [];
  if (field.required) {
    const select = SELECTED_KINDS.has(field.kind);
    // Only text is checked as a string: an id, a picked day (dayjs) or a number would fail that type check.
    const typed = field.kind === 'text' || field.kind === 'textarea' || field.kind === 'richText';
    // async-validator knows the type 'any' (presence only); rc-field-form's RuleType leaves it out of its list.
    const type = (typed ? 'string' : 'any') as 'string';
    rules.push({ required: true, type, whitespace: typed, message: text(select ? 'requiredSelect' : 'required') });
  }
  if (field.kind === 'text' || field.kind === 'textarea') {
    if (field.max !== undefined) rules.push({ type: 'string', max: field.max, message: text('max', { max: field.max }) });
    const pattern = field.pattern;
    if (pattern) {
      const check = PATTERN_CHECKS[pattern];
      rules.push({
        validator: (_rule, value: unknown) =>
          value === undefined || value === null || value === '' || check(String(value)) ? Promise.resolve() : Promise.reject(new Error(text(pattern))),
      });
    }
  }
  if (field.kind === 'int' || isHundredths(field.kind)) {
    // Typed as text and checked whole: 'abc' or '-5' is a field error, never blanked or clamped to a bound.
    const money = isHundredths(field.kind);
    const places = placesOf(field);
    const scale = money ? 10 ** places : 1; // money's (and decimals') min and max are hundredths (ten-thousandths with 4 places)
    rules.push({
      validator: (_rule, value: unknown) => {
        if (value === undefined || value === null || value === '') return Promise.resolve();
        const typed = String(value).trim();
        if (!(money ? (places === 4 ? DECIMAL4_TEXT : MONEY_TEXT) : INT_TEXT).test(typed)) return Promise.reject(new Error(text(money ? (places === 4 ? 'decimal4' : (field.kind as 'money' | 'decimal')) : 'integer')));
        const n = money ? Math.round(Number(typed) * scale) : Number(typed);
        if (field.min !== undefined && n < field.min) return Promise.reject(new Error(text('minValue', { min: field.min / scale })));
        if (field.max !== undefined && n > field.max) return Promise.reject(new Error(text('maxValue', { max: field.max / scale })));
        return Promise.resolve();
      },
    });
  }
  if ((field.kind === 'image' || field.kind === 'refs') && field.max !== undefined) {
    rules.push({ type: 'string', max: field.max, message: text('max', { max: field.max }) });
  }
  return rules;
};

/** Kinds a person picks rather than types: their required message says "choose". */
const SELECTED_KINDS = new Set<FieldDef['kind']>(['enum', 'ref', 'refs', 'date', 'datetime', 'image']);
const INT_TEXT = /^-?\d{1,15}$/;
const MONEY_TEXT = /^-?\d{1,13}(\.\d{1,2})?$/;
const DECIMAL4_TEXT = /^-?\d{1,11}(\.\d{1,4})?$/;

/** Money as typed (`12.3`) → the API's decimal string with two places (`"12.30"`), without a float sum. */
export const moneyText = (typed: string, places: 2 | 4 = 2): string => {
  const [whole, fraction = ''] = typed.trim().split('.');
  return `${whole}.${fraction.padEnd(places, '0')}`;
};

/** The field a person knows a row by (delete confirmations, detail titles; a page may name another): contracts' rule, shared with the import. */
export { nameFieldOf } from '@zhwy/contracts';

/** i18n key of a text field's default as a form offers it in the reader's language: `<module>.<entity>.defaults.<field>`. */
export const defaultKey = (entity: Pick<EntityDef, 'module' | 'name'>, field: string) => `${entity.module}.${entity.name}.defaults.${field}`;

/**
 * Initial values of a new record: the field's default where it has one, else a required enum's first value
 * (e.g. status 正常). A text default is words the clerk reads and may change (国籍 中国): with `t`, in their language
 * where the module translates it (`defaultKey`); the server's own default for a row written without it stays.
 */
export const createDefaults = (entity: EntityDef, t?: (key: string, options: { defaultValue: string }) => string): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  for (const [name, field] of formFieldsOf(entity)) {
    if (field.default !== undefined && t && (field.kind === 'text' || field.kind === 'textarea')) values[name] = t(defaultKey(entity, name), { defaultValue: String(field.default) });
    else if (field.default !== undefined) values[name] = toFormValue(field, field.default);
    else if (field.kind === 'enum' && field.required && field.values?.length) values[name] = field.values[0];
  }
  return values;
};

/**
 * A new row's values from a list's filter (the tree's choice: `{ areaId: '3', buildingId: '7' }`): each key that is a
 * field of the form, as the form holds it (a reference as its id, an int as text); the others are left out.
 */
export const valuesOfFilter = (entity: EntityDef, filter: Record<string, string> | undefined): Record<string, unknown> => {
  if (!filter) return {};
  const values: Record<string, unknown> = {};
  for (const [name, field] of formFieldsOf(entity)) {
    const raw = filter[name];
    if (raw === undefined || raw === '') continue;
    if (field.kind === 'ref') {
      const id = Number(raw);
      if (Number.isSafeInteger(id) && id > 0) values[name] = id;
    } else values[name] = toFormValue(field, raw);
  }
  return values;
};

/** Form values of an existing row: only the writable fields; numbers as text, days and times as dayjs. */
export const editValues = (entity: EntityDef, row: Row): Record<string, unknown> =>
  Object.fromEntries(formFieldsOf(entity).map(([name, field]) => [name, toFormValue(field, row[name])]));

const toFormValue = (field: FieldDef, value: unknown): unknown => {
  if (value === null || value === undefined || value === '') return undefined;
  if (field.kind === 'int') return String(value);
  if (field.kind === 'date' || field.kind === 'datetime') {
    // A masked date (1985-**-**) stays as read: sent back unchanged, the server keeps the stored one.
    if (typeof value === 'string' && value.includes('*')) return value;
    const day = dayjs(String(value));
    return day.isValid() ? day : undefined;
  }
  return value;
};

/** One form value as the API takes it: ints as numbers, money `"12.30"`, a day `YYYY-MM-DD`, a time ISO. */
const toApiValue = (field: FieldDef, value: unknown): unknown => {
  if (field.kind === 'int' && typeof value === 'string') return Number(value.trim());
  if (isHundredths(field.kind) && (typeof value === 'string' || typeof value === 'number')) return moneyText(String(value), placesOf(field));
  if (dayjs.isDayjs(value)) return field.kind === 'date' ? value.format('YYYY-MM-DD') : value.toISOString();
  return value;
};

/**
 * The body of a create or update call: writable fields only (the server refuses unknown keys), text trimmed
 * and stripped, empty optional values as null so an update clears them, plus the page's fixed values, the id and,
 * for an update of a versioned entity, the version the form was opened with (a stale one is refused: 409).
 */
export const toSubmitBody = (
  entity: EntityDef,
  values: Record<string, unknown>,
  { id, fixedValues = {}, read }: { id?: number; fixedValues?: Record<string, unknown>; read?: Row } = {},
): Record<string, unknown> => {
  const body: Record<string, unknown> = id === undefined ? {} : { id };
  if (id !== undefined && entity.optimisticLock && read) body[entity.optimisticLock] = read[entity.optimisticLock];
  for (const [name, field] of formFieldsOf(entity)) {
    let value = name in fixedValues ? fixedValues[name] : values[name];
    if (typeof value === 'string' && (field.kind === 'text' || field.kind === 'textarea')) value = stripSpecial(value).trim();
    if (value === undefined || value === null || value === '') {
      if (field.required && id !== undefined) continue; // an update leaves an untouched required field alone
      body[name] = field.required ? '' : null;
      continue;
    }
    body[name] = toApiValue(field, value);
  }
  return body;
};

/** Item path of one row: `/…/:id` → `/…/42`. */
export const itemPath = (path: string, id: number) => path.replace(':id', encodeURIComponent(String(id)));
