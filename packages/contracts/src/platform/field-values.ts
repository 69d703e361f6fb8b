import { z } from 'zod';
import type { FieldPattern } from './entity.ts';
import { CHINESE_PATTERN, CODE_PATTERN, isIdCard, isPlate, LANDLINE_PATTERN, MOBILE_PATTERN } from './validators.ts';

/** How the values of fields are written and checked: links, site files, patterns, days, money, ids. */

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

/** Plain decimal digits, as ids, page numbers and sizes are written: no sign, no `0x`, no exponent, no spaces. */
export const DECIMAL = /^\d+$/;
/** A comma list of positive ids (`refs` fields): `1,2,3`. */
export const ID_LIST = /^[1-9]\d{0,15}(,[1-9]\d{0,15})*$/;

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
/**
 * A decimal of `places` (2 or 4) as the client sends it, into an integer of that unit (`"2.35"`, 4 → 23 500), or null
 * (more places, an exponent, not a number). Two places read exactly as parseMoney.
 */
const DECIMAL4 = /^(-?)(\d{1,11})(?:\.(\d{1,4}))?$/;
export const parseDecimal = (value: string | number, places: 2 | 4): number | null => {
  if (places === 2) return parseMoney(value);
  const match = DECIMAL4.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const n = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
  return sign ? -n : n;
};
/** An integer of `places` as its decimal text: `23500`, 4 → `"2.3500"`. */
export const formatDecimal = (n: number, places: 2 | 4): string => {
  if (places === 2) return formatMoney(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.trunc(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`;
};
/** Cents as the API writes money: `"12.30"`, `"-0.05"` (a bigint for sums the database adds up in bigint). */
export const formatMoney = (cents: number | bigint): string => {
  const abs = BigInt(cents < 0 ? -cents : cents);
  return `${cents < 0 ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
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

/** Ids as a URL spells them, comma-separated (`3,7`): 1–1000 positive ids, refused whole as `positiveId`. */
export const idListSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,999}$/, { error: 'positiveId' })
  .transform((v) => v.split(',').map(Number));

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
