import { ATTENDANCE_PATHS, ATTENDANCE_SHEET_EXPORT, AttendanceRecord, AttendanceRule, clockBody, envelope, monthlySheetQuery, monthlySheetRow, permissionOf } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chinaDay } from '../platform/china-time.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import { validationFailed } from '../platform/errors.ts';
import { NOTHING_LEFT, XLSX_TYPE } from '../platform/excel-export.ts';
import type { ModuleDeps } from '../platform/module.ts';
import { mutate } from '../platform/mutation.ts';
import { ok } from '../platform/reply.ts';
import { sqlScope } from '../platform/scope-sql.ts';
import { createXlsxStream } from '../platform/xlsx-stream.ts';
import { clockIn, ruleOfDepartment, staffOf } from './clock.ts';
import { validateRule } from './rules.ts';
import { monthlySheet } from './sheet.ts';
import { attendanceRecord, attendanceRule } from './schema.ts';

const SHEET_COLUMNS = [
  ['staffName', '员工姓名'],
  ['workDays', '应出勤天数'],
  ['normalDays', '正常'],
  ['lateDays', '迟到'],
  ['earlyDays', '早退'],
  ['absentDays', '缺勤'],
  ['outOfRange', '范围外打卡'],
] as const;

/**
 * 考勤规则 and 考勤记录 (CRUD and the spec's calls from their definitions; a rule's checks are its validate hook), the
 * monthly sheet with its export, and the staff app's two calls (the caller's own clock and day, any logged-in user).
 */
export const registerAttendance = (app: FastifyInstance, { database, config }: ModuleDeps) => {
  const { db } = database;
  registerEntityRoutes(app, { entity: AttendanceRule, table: attendanceRule, database, hooks: { validate: validateRule } });
  registerEntityRoutes(app, { entity: AttendanceRecord, table: attendanceRecord, database });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(ATTENDANCE_PATHS.monthlySheet, {
    schema: { tags: ['attendance'], summary: "A department's month per staff member: on time, late, early, absent", querystring: monthlySheetQuery, response: { 200: envelope(z.array(monthlySheetRow)) } },
    config: { access: permissionOf(AttendanceRecord, 'list') },
    handler: async (request) => ok(await monthlySheet(db, request.user!.tenantId, request.query)),
  });

  r.get(ATTENDANCE_PATHS.monthlyExport, {
    schema: { tags: ['attendance'], summary: 'The monthly sheet as .xlsx (names masked)', querystring: monthlySheetQuery },
    config: { access: ATTENDANCE_SHEET_EXPORT },
    handler: async (request, reply) => {
      const rows = await monthlySheet(db, request.user!.tenantId, request.query);
      if (rows.length === 0) return reply.send(NOTHING_LEFT);
      const xlsx = createXlsxStream({ sheetName: `考勤月报 ${request.query.month}`, columns: SHEET_COLUMNS.map(([, header]) => ({ header, width: header.length * 2 + 6 })) });
      const write = async () => {
        for (let i = 0; i < rows.length; i += 250) {
          if (!xlsx.write(rows.slice(i, i + 250).map((row) => SHEET_COLUMNS.map(([name]) => row[name])))) await xlsx.drained();
          if (xlsx.gone()) throw new Error('the client went away');
        }
        xlsx.end();
      };
      write().catch((error: unknown) => xlsx.destroy(error as Error));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`考勤月报-${request.query.month}.xlsx`)}`)
        .send(xlsx.output);
    },
  });

  r.post(ATTENDANCE_PATHS.clock, {
    schema: { tags: ['attendance'], summary: "The caller's clock-in or clock-out at a position (staff app)", body: clockBody },
    config: { access: 'login', operation: '考勤打卡', operationKey: { key: 'entityCreate', params: { entity: 'attendance.attendanceRecord', title: '考勤记录' } } },
    handler: async (request) => {
      const { at } = request.body;
      // A chosen time only on a server run for tests: the clock is otherwise the server's.
      if (at !== undefined && !config.testHooks) throw validationFailed({ at: 'invalid' });
      const when = at === undefined ? new Date() : new Date(at);
      const { tenantId, userId } = request.user!;
      const made = await mutate(database, request, (tx) => clockIn(tx, tenantId, userId, request.body, when));
      request.operationParams = { id: made.id };
      return ok(made);
    },
  });

  r.get(ATTENDANCE_PATHS.today, {
    schema: { tags: ['attendance'], summary: "The caller's rule and clocks of today (staff app)" },
    config: { access: 'login' },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const staff = await staffOf(db, tenantId, userId);
      const rule = staff && (await ruleOfDepartment(db, tenantId, staff.departmentId));
      const day = chinaDay();
      const { rows } = await db.execute<{ id: string; clock_type: string; clock_time: Date; status: string; in_range: string; distance: number }>(sql`
        SELECT id, clock_type, clock_time, status, in_range, distance FROM attendance_record
        WHERE ${sqlScope(null, { tenantId })} AND user_id = ${userId} AND attend_date = ${day} ORDER BY clock_time, id`);
      return ok({
        day,
        rule: rule && {
          ruleName: rule.rule_name,
          workDays: rule.work_days,
          startTime: rule.start_time,
          endTime: rule.end_time,
          lateMinutes: rule.late_minutes,
          earlyMinutes: rule.early_minutes,
          address: rule.address,
          longitude: rule.longitude / 10_000,
          latitude: rule.latitude / 10_000,
          radius: rule.radius,
        },
        records: rows.map((row) => ({ id: Number(row.id), clockType: row.clock_type, clockTime: new Date(row.clock_time).toISOString(), status: row.status, inRange: row.in_range, distance: row.distance })),
      });
    },
  });
};
