import type { FieldDef } from './entity.ts';

/**
 * Small builders for entity fields: `text('小区名称', 50, { required: true, search: 'contains' })`. Each returns
 * plain data (a FieldDef); the first argument is always the zh_CN label (form labels, Excel headers and server
 * messages read it), then what the kind needs. Options are the FieldDef's own keys.
 */
type Options = Omit<FieldDef, 'kind' | 'label'>;

/** A dictionary: its code, Chinese name and `{ value: zh_CN label }` items, read by the seed, the enum check and the web. */
export type DictDef<V extends string = string> = {
  code: string;
  name: string;
  items: ReadonlyArray<{ value: V; label: string }>;
  values: readonly V[];
};

export const defineDict = <const V extends string>(code: string, name: string, labels: Record<V, string>): DictDef<V> => {
  const items = (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
  return { code, name, items, values: items.map((item) => item.value) };
};

export const text = <const O extends Options>(label: string, max: number, options?: O) => ({ kind: 'text', label, max, ...options }) as const;
export const textarea = <const O extends Options>(label: string, max: number, options?: O) =>
  ({ kind: 'textarea', label, max, column: false, ...options }) as const;
export const int = <const O extends Options>(label: string, options?: O) => ({ kind: 'int', label, ...options }) as const;
/**
 * An amount of money: integer cents in the database, a decimal string with two places in JSON (`"12.30"`), two
 * decimals in the UI. min and max are in cents.
 */
export const money = <const O extends Options>(label: string, options?: O) => ({ kind: 'money', label, ...options }) as const;
export const datetime = <const O extends Options>(label: string, options?: O) => ({ kind: 'datetime', label, ...options }) as const;
/** A calendar day, `YYYY-MM-DD` in JSON. */
export const date = <const O extends Options>(label: string, options?: O) => ({ kind: 'date', label, ...options }) as const;
/** A value of a dictionary: the server accepts its values only, the web shows its labels. */
export const enumOf = <const V extends string, const O extends Options>(dict: DictDef<V>, label: string, options?: O) =>
  ({ kind: 'enum', label, dict: dict.code, values: dict.values, ...options }) as const;
/** The id of a row of another entity (`'<module>.<name>'`) of the caller's tenant; checked to exist and be live. */
export const ref = <const O extends Options>(target: string, label: string, options?: O) => ({ kind: 'ref', label, ref: target, ...options }) as const;
/** Several ids of another entity as a comma list (the spec's `community: '1,2,3'`), at most `max` characters. */
export const refs = <const O extends Options>(target: string, label: string, max: number, options?: O) =>
  ({ kind: 'refs', label, ref: target, max, column: false, ...options }) as const;
/** The path of an uploaded image (`/api/ctyun/files/<key>`), at most `max` characters. */
export const image = <const O extends Options>(label: string, max: number, options?: O) => ({ kind: 'image', label, max, column: false, ...options }) as const;
/** HTML edited in a rich-text editor; the server keeps only an allow list of tags and attributes. */
export const richText = <const O extends Options>(label: string, max: number, options?: O) =>
  ({ kind: 'richText', label, max, column: false, ...options }) as const;
