/**
 * A dictionary as a module defines it: each module's dictionaries are synced into every tenant at start (the
 * server's platform/module-sync.ts); staff may add more on the dictionary page. Labels are zh_CN (the data's own
 * language); the web app translates known ones by `dict.<code>.<value>`.
 */
export type DictSeed = { dictCode: string; dictName: string; items: ReadonlyArray<{ value: string; label: string }> };

/** A module's dictionary (defineDict) as the start's sync reads it. */
export const dictSeedOf = (dict: { code: string; name: string; items: ReadonlyArray<{ value: string; label: string }> }): DictSeed => ({
  dictCode: dict.code,
  dictName: dict.name,
  items: dict.items,
});
