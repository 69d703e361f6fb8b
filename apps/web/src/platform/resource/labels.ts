import { type DictDef, type EntityDef, transitionFieldsOf, transitionsOf } from '@zhwy/contracts';

/**
 * An entity's texts under `<module>.<entity>`: its name and its fields' labels. The zh_CN texts are derived from
 * the definition (`entityTexts(Community)`), so they cannot drift from the server's labels; the other locales
 * are typed against it (`EntityTexts<typeof Community>`): a missing or unknown field fails the type check.
 */
export type EntityTexts<E extends EntityDef> = {
  title: string;
  fields: Record<keyof E['fields'] & string, string>;
  /**
   * The labels of its transitions' own fields, by transition name (`transitions.verify.reason`: 驳回原因), where it
   * has any; the definitions keep no literal types of their calls, so src/modules.test.ts checks that every language
   * has the keys zh_CN derives.
   */
  transitions?: Record<string, Record<string, string>>;
};

export const entityTexts = <E extends EntityDef>(entity: E): EntityTexts<E> => {
  const moves = transitionsOf(entity).filter((call) => call.name && call.fields);
  return {
    title: entity.title,
    fields: Object.fromEntries(Object.entries(entity.fields).map(([name, field]) => [name, field.label ?? name])) as EntityTexts<E>['fields'],
    ...(moves.length > 0
      ? { transitions: Object.fromEntries(moves.map((call) => [call.name!, Object.fromEntries(transitionFieldsOf(call).map(([name, field]) => [name, field.label ?? name]))])) }
      : {}),
  };
};

/** i18n key of a transition field's label: `<module>.<entity>.transitions.<name>.<field>`. */
export const transitionFieldKey = (entity: Pick<EntityDef, 'module' | 'name'>, call: string, field: string) => `${entity.module}.${entity.name}.transitions.${call}.${field}`;

/** A module's dictionary translations (`<module>.dictValues.<code>.<value>`), typed against the dictionaries. */
export type DictTexts<D extends DictDef> = { [K in D as K['code']]: Record<K['values'][number], string> };

/** The zh_CN translations: the definitions' own labels. */
export const dictTexts = <const D extends readonly DictDef[]>(dicts: D): DictTexts<D[number]> =>
  Object.fromEntries(dicts.map((dict) => [dict.code, Object.fromEntries(dict.items.map((item) => [item.value, item.label]))])) as DictTexts<D[number]>;
