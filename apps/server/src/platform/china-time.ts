import { sql } from 'drizzle-orm';

/**
 * The zone the data lives in: a community's day, a bill's due date, a clock-in's day are China's calendar, whatever
 * zone the server runs in. One place for it, in SQL and in JavaScript.
 */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** Today in China as a SQL date (compares with date columns: a bill due today is owed from today). */
export const chinaTodaySql = sql`(now() AT TIME ZONE 'Asia/Shanghai')::date`;

/** A day in China, 'YYYY-MM-DD' (today by default). */
export const chinaDay = (at = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CHINA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** A moment as China reads it: '2026-11-27 19:03:00'. */
export const chinaTime = (at: Date): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: CHINA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at);
