import { maskValue } from '@zhwy/contracts';

/** Keys whose values are a person's name in the logged parameters (the account name is an account, not a name). */
const NAME_KEYS = 'family_?name|name|real_?name|nick_?name|contacts?|link_?man|owner_?name|person_?name|full_?name';
const NAME_KEY = new RegExp(`^(${NAME_KEYS})$`, 'i');
/** A name key as it stands in JSON text, quoted (a key written with escapes is caught by the backslash test instead). */
const NAME_KEY_QUOTED = new RegExp(`"(${NAME_KEYS})"`, 'i');
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const ID_CARD = /(?<![\dXx])\d{17}[\dXx](?![\dXx])/g;
/**
 * Both numbers are runs of at least 11 digits: a text without one has nothing to mask, and the two replacements (most
 * of a log page's reading time, issue 23) are skipped.
 */
const LONG_DIGITS = /\d{11}/;

/** Mobile numbers and ID card numbers anywhere in a text, masked as the exports mask them (138****8000). */
export const maskNumbers = (text: string): string =>
  LONG_DIGITS.test(text) ? text.replace(ID_CARD, (v) => maskValue('idCard', v)).replace(MOBILE, (v) => maskValue('mobile', v)) : text;

const maskDeep = (value: unknown, key = ''): unknown => {
  if (typeof value === 'string') return NAME_KEY.test(key) && value !== '' ? maskValue('name', value) : maskNumbers(value);
  if (Array.isArray(value)) return value.map((v) => maskDeep(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, k)]));
  return value;
};

/**
 * Whether maskDeep can change nothing in the JSON `text`: no run of 11 digits (no number to mask), no name key, and no
 * backslash (an escaped key or digit would be read as one only after parsing).
 */
const nothingToMask = (text: string) => !text.includes('\\') && !LONG_DIGITS.test(text) && !NAME_KEY_QUOTED.test(text);

/**
 * A log text as an export writes it: in logged parameters (JSON) the values of name keys masked (张**), and mobile
 * and ID card numbers anywhere (also in messages and errors, and in parameters that are not JSON).
 */
export const maskLogText = (text: string | null | undefined): string | null | undefined => {
  if (!text) return text;
  // Nothing to mask: the text as stored, not parsed and written again (that cost a log page ~6 % of the server's CPU,
  // issue 23; the server stores its texts in JSON.stringify's form, so only a text written elsewhere looks different).
  if (nothingToMask(text)) return text;
  if (text.startsWith('{') || text.startsWith('[')) {
    try {
      return JSON.stringify(maskDeep(JSON.parse(text)));
    } catch {
      // not JSON after all: the numbers only
    }
  }
  return maskNumbers(text);
};

/** Fields of a log row that hold free text, where personal data of the logged calls may appear. */
const TEXT_FIELDS = ['params', 'message', 'error', 'messageParams'] as const;

/** The masked values of a log row's free texts (the fields it has), for every read of the log: list, detail, export. */
export const maskLogRow = (row: Record<string, unknown>): Record<string, unknown> => {
  const masked: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (field in row) masked[field] = maskLogText(row[field] as string | null);
  return masked;
};
