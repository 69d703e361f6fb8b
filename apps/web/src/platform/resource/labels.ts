import type { DictDef, EntityDef } from '@zhwy/contracts';

/**
 * An entity's texts under `<module>.<entity>`: its name and its fields' labels. The zh_CN texts are derived from
 * the definition (`entityTexts(Community)`), so they cannot drift from the server's labels; the other locales
 * are typed against it (`EntityTexts<typeof Community>`): a missing or unknown field fails the type check.
 */
export type EntityTexts<E extends EntityDef> = { title: string; fields: Record<keyof E['fields'] & string, string> };

export const entityTexts = <E extends EntityDef>(entity: E): EntityTexts<E> => ({
  title: entity.title,
  fields: Object.fromEntries(Object.entries(entity.fields).map(([name, field]) => [name, field.label ?? name])) as EntityTexts<E>['fields'],
});

/** A module's dictionary translations (`<module>.dictValues.<code>.<value>`), typed against the dictionaries. */
export type DictTexts<D extends DictDef> = { [K in D as K['code']]: Record<K['values'][number], string> };

/** The zh_CN translations: the definitions' own labels. */
export const dictTexts = <const D extends readonly DictDef[]>(dicts: D): DictTexts<D[number]> =>
  Object.fromEntries(dicts.map((dict) => [dict.code, Object.fromEntries(dict.items.map((item) => [item.value, item.label]))])) as DictTexts<D[number]>;
