// China Standard Time is UTC+8 all year (no daylight saving since 1991): shifting by eight hours and reading the
// ISO form is exact, and far cheaper than Intl on every row of every page.
const CST_OFFSET_MS = 8 * 3600_000;

/** toISOString's form, which the list's rows carry (toRow): `2026-11-21T01:30:05.123Z`. */
const ISO_UTC = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3])(:[0-5]\d:[0-5]\d)\.\d{3}Z$/;

const daysIn = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The ISO text shifted by eight hours as numbers: the day, month and year roll over by the calendar (a Date per row and
 * its ISO text again cost ~1 µs a row, issue 23). null for a text it does not read: Date reads it then, and rolls an
 * impossible day (02-30) over as it does.
 */
const shifted = (text: string): string | null => {
  const iso = ISO_UTC.exec(text);
  if (!iso) return null;
  let year = Number(iso[1]);
  let month = Number(iso[2]);
  let day = Number(iso[3]);
  if (day > daysIn(year, month)) return null;
  let hour = Number(iso[4]) + 8;
  if (hour < 24) return `${iso[1]}-${iso[2]}-${iso[3]} ${two(hour)}${iso[5]}`;
  hour -= 24;
  if (++day > daysIn(year, month)) {
    day = 1;
    if (++month > 12) {
      month = 1;
      year++;
    }
  }
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)} ${two(hour)}${iso[5]}`;
};

/** `2026-11-21 09:30:00` in China Standard Time, as the log tables show it. */
export const timeStr = (iso: unknown): string => {
  if (!iso) return '';
  const text = iso instanceof Date ? null : String(iso);
  const fast = text === null ? null : shifted(text);
  if (fast !== null) return fast;
  const ms = iso instanceof Date ? iso.getTime() : Date.parse(text!);
  return Number.isNaN(ms) ? '' : new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
};
