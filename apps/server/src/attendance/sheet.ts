import { type MonthlySheetQuery, type MonthlySheetRow, maskValue } from '@zhwy/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { chinaDay } from '../platform/china-time.ts';
import type { Db } from '../platform/db/client.ts';
import { notFound } from '../platform/errors.ts';
import { targetOf } from '../platform/references.ts';
import { scopeWhere, sqlScope } from '../platform/scope-sql.ts';
import { ruleOfDepartment, weekdayOf } from './clock.ts';

/** The most staff one department's sheet lists. */
export const SHEET_MAX = 2000;

type Clock = { user_id: string; staff_name: string; attend_date: string; clock_type: string; status: string; in_range: string };

/** The month's days up to today (China), as `YYYY-MM-DD`. */
const daysOf = (month: string, today: string) => {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`).filter((day) => day <= today);
};

/**
 * A department's month per staff member (its staff now, and whoever clocked in it that month), by the department's
 * enabled rule's working days up to today, from the day the rule and the member's account were made: a working day is 正常 with an on-time 上班 and a 下班 not early, 迟到 with
 * a late 上班, 早退 with an early (or, on a past day, missing) 下班, 缺勤 without any 上班 (today is not absent yet).
 * Late and early on one day count in both. Clocks outside the radius are counted apart. Names masked. Another
 * tenant's or a deleted department is 404.
 */
export const monthlySheet = async (db: Db, tenantId: number, { departmentId, month }: MonthlySheetQuery, now = new Date()): Promise<MonthlySheetRow[]> => {
  const departments = targetOf('system.department', 'departmentId').table as unknown as PgTable & Record<string, AnyPgColumn>;
  const [department] = await db.select({ id: departments.id }).from(departments).where(and(scopeWhere(departments, { tenantId }), eq(departments.id, departmentId))).limit(1);
  if (!department) throw notFound();
  const today = chinaDay(now);
  const rule = await ruleOfDepartment(db, tenantId, departmentId);
  const workDays = new Set(rule ? rule.work_days.split(',') : []);
  // Working days from the day the rule was made (China's calendar): none before it counts, nor one before a member's account.
  const ruleSince = rule ? chinaDay(new Date(rule.create_time)) : today;
  const days = daysOf(month, today).filter((day) => day >= ruleSince && workDays.has(String(weekdayOf(day))));

  const users = targetOf('system.user', 'userId').table as unknown as PgTable & Record<string, AnyPgColumn>;
  const staff = await db
    .select({ id: users.id, familyName: users.familyName, name: users.name, registerTime: users.registerTime })
    .from(users)
    .where(and(scopeWhere(users, { tenantId }), eq(users.departmentId, departmentId)))
    .orderBy(users.id)
    .limit(SHEET_MAX);
  const { rows: clocks } = await db.execute<Clock>(sql`
    SELECT user_id, staff_name, to_char(attend_date, 'YYYY-MM-DD') AS attend_date, clock_type, status, in_range
    FROM attendance_record
    WHERE ${sqlScope(null, { tenantId })} AND department_id = ${departmentId} AND attend_date BETWEEN ${`${month}-01`}::date AND (${`${month}-01`}::date + interval '1 month' - interval '1 day')::date
    ORDER BY user_id, clock_time, id`);

  const names = new Map(staff.map((u) => [Number(u.id), `${String(u.familyName ?? '')}${String(u.name ?? '')}`]));
  const since = new Map(staff.map((u) => [Number(u.id), u.registerTime ? chinaDay(new Date(u.registerTime as Date)) : '']));
  const byUser = new Map<number, Clock[]>();
  for (const clock of clocks) {
    const id = Number(clock.user_id);
    if (!names.has(id)) names.set(id, clock.staff_name);
    byUser.set(id, [...(byUser.get(id) ?? []), clock]);
  }
  return [...names].slice(0, SHEET_MAX).map(([userId, name]) => {
    const own = byUser.get(userId) ?? [];
    // A member who clocked here but is no longer in the department: counted from their first clock of the month.
    const from = since.get(userId) ?? own[0]?.attend_date ?? '';
    const theirs = days.filter((day) => day >= from);
    const row = { userId, staffName: maskValue('name', name), workDays: theirs.length, normalDays: 0, lateDays: 0, earlyDays: 0, absentDays: 0, outOfRange: own.filter((c) => c.in_range === '0').length };
    for (const day of theirs) {
      const ofDay = own.filter((c) => c.attend_date === day);
      const start = ofDay.find((c) => c.clock_type === '1');
      const end = ofDay.filter((c) => c.clock_type === '2').at(-1);
      if (!start) {
        if (day < today) row.absentDays += 1;
        continue;
      }
      const late = start.status === '2';
      const early = end ? end.status === '3' : day < today;
      if (late) row.lateDays += 1;
      if (early) row.earlyDays += 1;
      if (!late && !early) row.normalDays += 1;
    }
    return row;
  });
};
