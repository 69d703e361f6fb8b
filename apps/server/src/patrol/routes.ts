import {
  PATROL_LINE_BY_ID,
  PATROL_LOG_BY_QUESTION,
  PATROL_POINT_QR,
  PATROL_TASK_POINTS,
  PatrolJob,
  PatrolJobLog,
  PatrolLine,
  PatrolPoint,
  PatrolTask,
  PatrolType,
  envelope,
  idSchema,
  permissionOf,
  rowSchema,
  taskPointRow,
} from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { chinaTime } from '../platform/china-time.ts';
import { columnsOf } from '../platform/crud.ts';
import { callOf } from '../platform/entity-context.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import { entityService } from '../platform/entity-service.ts';
import { notFound } from '../platform/errors.ts';
import type { ModuleDeps } from '../platform/module.ts';
import { ok } from '../platform/reply.ts';
import { sqlScope } from '../platform/scope-sql.ts';
import { jobRules, linePointRules, pointRules } from './rules.ts';
import { patrolJob, patrolJobLog, patrolLine, patrolLinePoint, patrolPoint, patrolTask, patrolType } from './schema.ts';

const tags = ['patrol'];
const idParams = z.object({ id: idSchema });

/**
 * The console's patrol calls: the six entities from their definitions (CRUD at the spec's paths, export of records,
 * 处理 as the records' transition), and what a screen needs beside them: a point's QR code (PNG), a line with or
 * without its points (`queryById?id=&type=`), a task's points with their checks, a record by its problem.
 */
export const registerPatrol = (app: FastifyInstance, { database }: ModuleDeps) => {
  const { db } = database;
  registerEntityRoutes(app, { entity: PatrolType, table: patrolType, database });
  const points = entityService(PatrolPoint, patrolPoint, pointRules);
  registerEntityRoutes(app, { service: points, database });
  const lines = entityService(PatrolLine, patrolLine, {}, { children: { points: { table: columnsOf(patrolLinePoint), hooks: linePointRules } } });
  registerEntityRoutes(app, { service: lines, database });
  registerEntityRoutes(app, { entity: PatrolJob, table: patrolJob, database, hooks: jobRules });
  const tasks = entityService(PatrolTask, patrolTask);
  registerEntityRoutes(app, { service: tasks, database });
  const logs = entityService(PatrolJobLog, patrolJobLog);
  registerEntityRoutes(app, { service: logs, database });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(PATROL_POINT_QR, {
    schema: { tags, summary: "A point's QR code (its pointCode) as a PNG; download=1 to save it", params: idParams, querystring: z.object({ download: z.enum(['0', '1']).optional() }) },
    config: { access: permissionOf(PatrolPoint, 'list') },
    handler: async (request, reply) => {
      const point = await points.get(callOf(request, database), request.params.id);
      const png = await QRCode.toBuffer(String(point.pointCode), { type: 'png', width: 480, margin: 2, errorCorrectionLevel: 'M' });
      reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=3600');
      if (request.query.download === '1') reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${String(point.pointName)}.png`)}`);
      return reply.send(png);
    },
  });

  const lineRow = rowSchema(PatrolLine).extend({ points: z.array(z.record(z.string(), z.unknown())).optional() });
  r.get(PATROL_LINE_BY_ID, {
    schema: { tags, summary: 'A line; type=1 with its points in order (their labels), else the line alone', querystring: z.object({ id: idSchema, type: z.enum(['0', '1']).optional() }), response: { 200: envelope(lineRow) } },
    config: { access: permissionOf(PatrolLine, 'list') },
    handler: async (request) => {
      const line = await lines.get(callOf(request, database), request.query.id);
      if (request.query.type === '1') return ok(line);
      const { points: _points, ...alone } = line as typeof line & { points?: unknown };
      return ok(alone);
    },
  });

  r.get(PATROL_TASK_POINTS, {
    schema: { tags, summary: "A task's points in the line's order: 已巡, 迟到, 待巡 (window open) or 漏检 (window over), with their problems", params: idParams, response: { 200: envelope(z.array(taskPointRow)) } },
    config: { access: permissionOf(PatrolTask, 'list') },
    handler: async (request) => {
      const task = await tasks.get(callOf(request, database), request.params.id);
      const { tenantId } = request.user!;
      const ids = String(task.pointIds ?? '').split(',').filter(Boolean).map(Number);
      const { rows } = await db.execute<{ id: string; point_name: string }>(
        sql`SELECT id, point_name FROM patrol_point WHERE ${sqlScope(null, { tenantId }, { live: false })} AND id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
      );
      const { rows: checks } = await db.execute<{ id: string; point_id: string; check_time: Date; timing: string; in_order: string; problem: string | null; handle_state: string; username: string | null }>(sql`
        SELECT g.id, g.point_id, g.check_time, g.timing, g.in_order, g.problem, g.handle_state, u.username
        FROM patrol_job_log g LEFT JOIN sys_user u ON u.id = g.user_id AND u.tenant_id = g.tenant_id
        WHERE ${sqlScope('g', { tenantId })} AND g.task_id = ${Number(task.id)}`);
      const over = new Date(String(task.windowEnd)).getTime() < Date.now();
      return ok(
        ids.map((pointId, index) => {
          const check = checks.find((c) => Number(c.point_id) === pointId);
          return {
            pointId,
            pointName: rows.find((p) => Number(p.id) === pointId)?.point_name ?? String(pointId),
            sort: index + 1,
            status: check ? (check.timing === '1' ? 'late' : 'checked') : over ? 'missed' : 'pending',
            checkTime: check ? chinaTime(new Date(check.check_time)) : null,
            userName: check?.username ?? null,
            inOrder: check?.in_order ?? null,
            logId: check ? Number(check.id) : null,
            problem: check?.problem ?? null,
            handleState: check?.handle_state ?? null,
          } as const;
        }),
      );
    },
  });

  r.get(PATROL_LOG_BY_QUESTION, {
    schema: { tags, summary: 'A record by its problem (the record id); a record without a problem is 404', params: idParams, response: { 200: envelope(rowSchema(PatrolJobLog)) } },
    config: { access: permissionOf(PatrolJobLog, 'list') },
    handler: async (request) => {
      const log = await logs.get(callOf(request, database), request.params.id);
      if (!log.handleState || log.handleState === '0') throw notFound();
      return ok(log);
    },
  });
};
