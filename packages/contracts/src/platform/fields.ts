import type { FieldDef } from './entity.ts';

/**
 * Small builders for entity fields: `text('小区名称', 50, { required: true, search: 'contains' })`. Each returns
 * plain data (a FieldDef); the first argument is always the zh_CN label (form labels, Excel headers and server
 * messages read it), then what the kind needs. Options are the FieldDef's own keys.
 */
type Options = Omit<FieldDef, 'kind' | 'label'>;
/** What a builder called without options adds: nothing (so its type keeps no wide `unique`). */
type NoOptions = Record<never, never>;

/** A dictionary: its code, Chinese name and `{ value: zh_CN label }` items, read by the seed, the enum check and the web. */
export type DictDef<V extends string = string> = {
  code: string;
  name: string;
  items: ReadonlyArray<{ value: V; label: string }>;
  values: readonly V[];
  /** How a value's tag reads at a glance (已发布 success, 已驳回 error); values without one take the page's palette. */
  tones?: Partial<Record<V, Tone>>;
};

/** A tag's meaning, as antd's Tag colours name it. */
export type Tone = 'success' | 'error' | 'warning' | 'processing' | 'default';

export const defineDict = <const V extends string>(code: string, name: string, labels: Record<V, string>, tones?: Partial<Record<NoInfer<V>, Tone>>): DictDef<V> => {
  const items = (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
  return { code, name, items, values: items.map((item) => item.value), ...(tones ? { tones } : {}) };
};

/**
 * A built field: its kind and label, what the builder adds, and the options given. NoInfer: a builder called without
 * options takes none, rather than guessing them from where its result is used.
 */
type Built<K extends FieldDef['kind'], B, O> = { readonly kind: K; readonly label: string } & B & NoInfer<O>;

export const text = <const O extends Options = NoOptions>(label: string, max: number, options: O = {} as O): Built<'text', { max: number }, O> =>
  ({ kind: 'text', label, max, ...options }) as Built<'text', { max: number }, O>;
export const textarea = <const O extends Options = NoOptions>(label: string, max: number, options: O = {} as O): Built<'textarea', { max: number }, O> =>
  ({ kind: 'textarea', label, max, column: false, ...options }) as Built<'textarea', { max: number }, O>;
export const int = <const O extends Options = NoOptions>(label: string, options: O = {} as O): Built<'int', unknown, O> =>
  ({ kind: 'int', label, ...options }) as Built<'int', unknown, O>;
/**
 * An amount of money: integer cents in the database, a decimal string with two places in JSON (`"12.30"`), two
 * decimals in the UI. min and max are in cents.
 */
export const money = <const O extends Options = NoOptions>(label: string, options: O = {} as O): Built<'money', unknown, O> =>
  ({ kind: 'money', label, ...options }) as Built<'money', unknown, O>;
/** A number with two decimals (an area in m²): held like money, as integer hundredths; min and max in hundredths. */
export const decimal = <const O extends Options = NoOptions>(label: string, options: O = {} as O): Built<'decimal', unknown, O> =>
  ({ kind: 'decimal', label, ...options }) as Built<'decimal', unknown, O>;
export const datetime = <const O extends Options = NoOptions>(label: string, options: O = {} as O): Built<'datetime', unknown, O> =>
  ({ kind: 'datetime', label, ...options }) as Built<'datetime', unknown, O>;
/** A calendar day, `YYYY-MM-DD` in JSON. */
export const date = <const O extends Options = NoOptions>(label: string, options: O = {} as O): Built<'date', unknown, O> =>
  ({ kind: 'date', label, ...options }) as Built<'date', unknown, O>;
/** A value of a dictionary: the server accepts its values only, the web shows its labels. */
export const enumOf = <const V extends string, const O extends Options = NoOptions>(
  dict: DictDef<V>,
  label: string,
  options: O = {} as O,
): Built<'enum', { dict: string; values: readonly V[]; tones?: Partial<Record<V, Tone>> }, O> =>
  ({ kind: 'enum', label, dict: dict.code, values: dict.values, ...(dict.tones ? { tones: dict.tones } : {}), ...options }) as Built<'enum', { dict: string; values: readonly V[]; tones?: Partial<Record<V, Tone>> }, O>;
/** The id of a row of another entity (`'<module>.<name>'`) of the caller's tenant; checked to exist and be live. */
export const ref = <const O extends Options = NoOptions>(target: string, label: string, options: O = {} as O): Built<'ref', { ref: string }, O> =>
  ({ kind: 'ref', label, ref: target, ...options }) as Built<'ref', { ref: string }, O>;
/** Several ids of another entity as a comma list (the spec's `community: '1,2,3'`), at most `max` characters. */
export const refs = <const O extends Options = NoOptions>(target: string, label: string, max: number, options: O = {} as O): Built<'refs', { ref: string; max: number }, O> =>
  ({ kind: 'refs', label, ref: target, max, column: false, ...options }) as Built<'refs', { ref: string; max: number }, O>;
/** The path of an uploaded image (`/api/ctyun/files/<key>`), at most `max` characters. */
export const image = <const O extends Options = NoOptions>(label: string, max: number, options: O = {} as O): Built<'image', { max: number }, O> =>
  ({ kind: 'image', label, max, column: false, ...options }) as Built<'image', { max: number }, O>;
/** HTML edited in a rich-text editor; the server keeps only an allow list of tags and attributes. */
export const richText = <const O extends Options = NoOptions>(label: string, max: number, options: O = {} as O): Built<'richText', { max: number }, O> =>
  ({ kind: 'richText', label, max, column: false, ...options }) as Built<'richText', { max: number }, O>;
