/** Shared field validators (spec: access-and-administration §5, reference/protocols.md "Validation"). */

/** Mainland mobile; stars may stand in for middle digits (masked display form). */
export const MOBILE_PATTERN = /^1[3-9](\d|\*){9}$/;
/** Landline: 7–8 digits with an optional area code such as 010- or 0755. */
export const LANDLINE_PATTERN = /^(0\d{2,3}-?)?\d{7,8}$/;
/** Route names, paths and components must not contain Chinese characters. */
export const CHINESE_PATTERN = /[\u4e00-\u9fa5]/;
/** Codes that other data and code refer to (dictionary codes): letters, digits and _ . : - only, no spaces. */
export const CODE_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** Mainland plates: province, issuing letter (no I or O), then 5 characters; new-energy plates 6 (D/F first for small cars, last for large). */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const LETTER = 'A-HJ-NP-Z';
export const PLATE_PATTERN = new RegExp(
  `^[${PROVINCES}][${LETTER}](?:[${LETTER}0-9]{4}[${LETTER}0-9挂学警港澳]|[DF][${LETTER}0-9]\\d{4}|\\d{5}[DF])$|^[${PROVINCES}][${LETTER}]\\*{3,4}[${LETTER}0-9]{2}$`,
);
export const isPlate = (value: string): boolean => PLATE_PATTERN.test(value.trim().toUpperCase());

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isLandline = (value: string): boolean => LANDLINE_PATTERN.test(value);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

const isRealDate = (y: number, m: number, d: number): boolean => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** Check character of an 18-digit ID number (GB 11643-1999) from its first 17 digits. */
export const idCardCheckChar = (first17: string): string => {
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * ID_WEIGHTS[i], 0);
  return ID_CHECK[sum % 11];
};

/** Validates 15- and 18-digit ID numbers (date and check character); a masked form (stars in the middle) passes. */
export const isIdCard = (raw: string): boolean => {
  const value = raw.trim().toUpperCase();
  if (/^\d{6}\*{4,8}\d{3}[\dX]$/.test(value) || /^\d{6}\*{5,8}\d{1,4}X?$/.test(value)) return true;
  if (/^\d{17}[\dX]$/.test(value)) {
    const [y, m, d] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number);
    return isRealDate(y, m, d) && idCardCheckChar(value.slice(0, 17)) === value[17];
  }
  if (/^\d{15}$/.test(value)) {
    const [y, m, d] = [value.slice(6, 8), value.slice(8, 10), value.slice(10, 12)].map(Number);
    return isRealDate(1900 + y, m, d);
  }
  return false;
};

/** The date of birth (YYYY-MM-DD) an unmasked, valid ID number (居民身份证) carries; null otherwise. */
export const idCardBirthday = (raw: string): string | null => {
  const value = raw.trim().toUpperCase();
  if (value.includes('*') || !isIdCard(value)) return null;
  const digits = value.length === 18 ? value.slice(6, 14) : `19${value.slice(6, 12)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
};

/** The sex (USER_SEX: 1 男, 2 女) of a valid ID number: the 17th digit (the 15th of a 15-digit one), odd for men. */
export const idCardSex = (raw: string): '1' | '2' | null => {
  const value = raw.trim().toUpperCase();
  if (value.includes('*') || !isIdCard(value)) return null;
  const digit = Number(value.length === 18 ? value[16] : value[14]);
  return digit % 2 === 1 ? '1' : '2';
};

// Emoji and pictographs, plus symbols that have no place in names and descriptions and are
// typical injection helpers. Ordinary punctuation (，。、-_()（）) is kept: staff write with it.
// Skin-tone modifiers and tag characters are not pictographs themselves but would be left behind as debris.
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}\u{20E3}\u{E0020}-\u{E007F}]/gu;
const SPECIAL = /[<>`$^|~{}\\\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Removes emoji and special symbols from free text (applied by the web inputs and again by the server). */
export const stripSpecial = (value: string): string => value.replace(EMOJI, '').replace(SPECIAL, '');

/**
 * How a field's value is shown where it leaves the console (exports): personal data partly hidden. `birthYear` is
 * a date derived from a masked number (a birthday from the ID number): only its year shows (1985-**-**).
 */
export type MaskKind = 'mobile' | 'idCard' | 'name' | 'plate' | 'email' | 'birthYear';

/**
 * What each mask shows: the first `head` and last `tail` characters (a value no longer than both is all stars). A
 * caller who may not unmask may search a masked field only by what these show, or by the whole value.
 */
export const MASK_SHOWS: Record<MaskKind, { head: number; tail: number }> = {
  mobile: { head: 3, tail: 4 },
  idCard: { head: 6, tail: 4 },
  name: { head: 1, tail: 0 },
  plate: { head: 2, tail: 2 },
  // An e-mail shows the first character of its local part (and its domain: see maskValue).
  email: { head: 1, tail: 0 },
  birthYear: { head: 4, tail: 0 },
};
/** The masked form of a date that shows its year only. */
export const MASKED_DATE = /^\d{4}-\*\*-\*\*$/;

/**
 * The masked form the spec's patterns accept: a mobile keeps its first 3 and last 4 digits (138****8000), an ID
 * number its region (6) and last 4 (110105********002X), a name its first character (张**), a plate its province,
 * letter and last two (京A***45; each of a comma list). Anything shorter than the kept parts is all stars.
 */
export const maskValue = (kind: MaskKind, value: string): string => {
  if (kind === 'plate' && value.includes(',')) return value.split(',').map((plate) => maskValue('plate', plate)).join(',');
  // An e-mail address keeps the first character of its local part and its domain (z*******@example.com).
  if (kind === 'email' && value.lastIndexOf('@') > 0) return maskValue('name', value.slice(0, value.lastIndexOf('@'))) + value.slice(value.lastIndexOf('@'));
  // Masking a masked date again changes nothing (an export masks the rows a read already masked).
  if (kind === 'birthYear') return /^\d{4}-(\d{2}|\*\*)-(\d{2}|\*\*)/.test(value) ? `${value.slice(0, 4)}-**-**` : '*'.repeat(value.length);
  const { head, tail } = MASK_SHOWS[kind];
  if (value.length <= head + tail) return '*'.repeat(value.length);
  return value.slice(0, head) + '*'.repeat(value.length - head - tail) + value.slice(value.length - tail);
};
