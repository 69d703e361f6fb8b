/** The dotted keys of a texts object (`{ a: { b: 'x' } }` → `a.b`). */
export const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

// i18next plural forms (`days_one`, `days_other`) stand for the key itself (`days`) in languages that have them.
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with plural forms folded into their base key. */
export const baseKeysOf = (value: unknown): string[] => [...new Set(keysOf(value).map((k) => k.replace(PLURAL, '')))];

/** Plural keys without their `_other` form (i18next's last resort in every language). */
export const pluralsWithoutOther = (value: unknown): string[] => {
  const keys = keysOf(value);
  return keys.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')).filter((k) => !keys.includes(`${k}_other`));
};

/** Keys whose text is empty. */
export const emptyKeysOf = (value: unknown): string[] =>
  keysOf(value).filter((k) => k.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown>)[part], value) === '');
