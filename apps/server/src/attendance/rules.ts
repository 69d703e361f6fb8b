import { CLOCK_TIME_PATTERN, WORK_DAYS_PATTERN } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { Record_ } from '../platform/crud.ts';
import type { RuleContext } from '../platform/entity-context.ts';
import { AppError, validationFailed } from '../platform/errors.ts';
import { idsIn } from '../platform/scope.ts';
import { sqlScope } from '../platform/scope-sql.ts';

/** `HH:mm` as minutes of the day. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * A rule's times are `HH:mm` with the end after the start (a night shift across midnight is two rules' matter, not
 * one's); its working days 1–7, kept sorted without repeats; and none of its departments is in another enabled rule
 * (so a staff member's rule is never a guess). The tenant's rules are written one at a time (an advisory lock), so
 * two rules saved together cannot take the same department.
 */
export const validateRule = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  const merged = { ...current, ...values };
  const refused: Record<string, string> = {};
  for (const field of ['startTime', 'endTime'] as const) if (!CLOCK_TIME_PATTERN.test(String(merged[field]))) refused[field] = 'attendanceClockTime';
  if (!refused.startTime && !refused.endTime && minutesOf(String(merged.endTime)) <= minutesOf(String(merged.startTime))) refused.endTime = 'attendanceEndBeforeStart';
  const days = String(merged.workDays ?? '').replace(/\s/g, '');
  if (!WORK_DAYS_PATTERN.test(days)) refused.workDays = 'attendanceWorkDays';
  else if (values.workDays !== undefined) values.workDays = [...new Set(days.split(','))].sort().join(',');
  if (Object.keys(refused).length > 0) throw validationFailed(refused);

  if (String(merged.state) !== '1') return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('zhwy:attendance-rule'), ${tenantId}::int)`);
  const departments = idsIn(merged.departmentIds);
  const { rows } = await tx.execute<{ rule_name: string }>(sql`
    SELECT rule_name FROM attendance_rule
    WHERE ${sqlScope(null, { tenantId })} AND state = '1' AND id <> ${current ? Number(current.id) : 0}
      AND string_to_array(department_ids, ',')::bigint[] && ARRAY[${sql.join(departments.map((id) => sql`${id}`), sql`, `)}]::bigint[]
    ORDER BY id LIMIT 1`);
  if (rows[0]) throw new AppError(422, '提交的数据有误', { fields: { departmentIds: 'attendanceDepartmentTaken' }, params: { rule: rows[0].rule_name } });
};
