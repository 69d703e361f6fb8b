import type { ClockBody } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { and, eq } from 'drizzle-orm';
import { chinaDay, chinaTime } from '../platform/china-time.ts';
import type { Db } from '../platform/db/client.ts';
import { conflict } from '../platform/errors.ts';
import { targetOf } from '../platform/references.ts';
import { scopeWhere, sqlScope } from '../platform/scope-sql.ts';
import { haversineMetres } from './distance.ts';
import { minutesOf } from './rules.ts';
import { attendanceRecord } from './schema.ts';

/** A day's ISO weekday (1 Monday … 7 Sunday) from `YYYY-MM-DD`. */
export const weekdayOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
};

/** The staff member's department and name, from the user list (the reference registry's table, tenant-scoped). */
export const staffOf = async (tx: Db, tenantId: number, userId: number) => {
  const users = targetOf('system.user', 'userId').table as unknown as PgTable & Record<string, AnyPgColumn>;
  const [user] = await tx
    .select({ departmentId: users.departmentId, familyName: users.familyName, name: users.name })
    .from(users)
    .where(and(scopeWhere(users, { tenantId }), eq(users.id, userId)))
    .limit(1);
  if (!user) return null;
  return { departmentId: user.departmentId === null ? null : Number(user.departmentId), name: `${String(user.familyName ?? '')}${String(user.name ?? '')}` };
};

export type RuleRow = {
  id: string;
  /** When the rule was made: no day before it is a working day by it. */
  create_time: Date;
  rule_name: string;
  work_days: string;
  start_time: string;
  end_time: string;
  late_minutes: number;
  early_minutes: number;
  address: string;
  longitude: number;
  latitude: number;
  radius: number;
};

/** The enabled rule covering a department (one at most: validateRule). */
export const ruleOfDepartment = async (tx: Db, tenantId: number, departmentId: number | null) => {
  if (departmentId === null) return null;
  const { rows } = await tx.execute<RuleRow>(sql`
    SELECT id, create_time, rule_name, work_days, start_time, end_time, late_minutes, early_minutes, address, longitude, latitude, radius
    FROM attendance_rule
    WHERE ${sqlScope(null, { tenantId })} AND state = '1' AND ${departmentId}::bigint = ANY(string_to_array(department_ids, ',')::bigint[])
    ORDER BY id LIMIT 1`);
  return rows[0] ?? null;
};

/**
 * What one clock is: the day's first is 上班 (late after start + threshold, whole minutes: 09:05:59 is 09:05), every
 * later one 下班 (early before end − threshold); on a day outside the rule's days it is 非工作日. Its distance from the
 * rule's place (whole metres) decides 范围内 / 范围外. Nothing is refused for being late, early, away or off-day: it is recorded so.
 */
export const judgeClock = (rule: RuleRow, clockType: '1' | '2', day: string, time: string, position: { latitude: number; longitude: number }) => {
  const minute = minutesOf(time.slice(11, 16));
  const workday = rule.work_days.split(',').includes(String(weekdayOf(day)));
  const status = !workday
    ? '4'
    : clockType === '1'
      ? minute > minutesOf(rule.start_time) + rule.late_minutes
        ? '2'
        : '1'
      : minute < minutesOf(rule.end_time) - rule.early_minutes
        ? '3'
        : '1';
  // In range by the distance as shown (whole metres): 100.4 m is 100 m, within a radius of 100.
  const distance = Math.round(haversineMetres({ latitude: rule.latitude / 10_000, longitude: rule.longitude / 10_000 }, position));
  return { status, inRange: distance <= rule.radius ? '1' : '0', distance } as const;
};

/**
 * The caller's clock at `at`: its rule (409 when their department has none), 上班 or 下班, status and range, one row
 * written. A staff member's clocks are taken one at a time (an advisory lock), so two taps make 上班 then 下班.
 */
export const clockIn = async (tx: Db, tenantId: number, userId: number, body: ClockBody, at: Date) => {
  const staff = await staffOf(tx, tenantId, userId);
  const rule = staff && (await ruleOfDepartment(tx, tenantId, staff.departmentId));
  if (!staff || !rule) throw conflict('attendanceNoRule');
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('zhwy:attendance-clock'), ${userId}::int)`);
  const day = chinaDay(at);
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM attendance_record WHERE ${sqlScope(null, { tenantId })} AND user_id = ${userId} AND attend_date = ${day} AND clock_type = '1'`);
  const clockType = rows[0].n > 0 ? '2' : '1';
  const judged = judgeClock(rule, clockType, day, chinaTime(at), body);
  const [row] = await tx
    .insert(attendanceRecord)
    .values({
      tenantId,
      userId,
      staffName: staff.name.slice(0, 50),
      departmentId: staff.departmentId,
      ruleId: Number(rule.id),
      attendDate: day,
      clockType,
      clockTime: at,
      ...judged,
      longitude: Math.round(body.longitude * 10_000),
      latitude: Math.round(body.latitude * 10_000),
      createBy: userId,
    })
    .returning({ id: attendanceRecord.id });
  return { id: Number(row.id), ruleName: rule.rule_name, attendDate: day, clockType, clockTime: at.toISOString(), ...judged };
};
