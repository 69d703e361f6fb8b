import { STAFF_PATROL, envelope, staffCheckBody, staffProblemBody, staffTask } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chinaDay, chinaTime } from '../platform/china-time.ts';
import type { Db } from '../platform/db/client.ts';
import { AppError, conflict, notFound, validationFailed } from '../platform/errors.ts';
import type { ModuleDeps } from '../platform/module.ts';
import { mutate } from '../platform/mutation.ts';
import { ok } from '../platform/reply.ts';
import { sqlSameTenant, sqlScope } from '../platform/scope-sql.ts';

const tags = ['patrol'];
const LOG_TITLE = { entity: 'patrol.patrolJobLog', title: '巡检记录' };

type TaskRecord = {
  id: string;
  area_id: string;
  job_id: string;
  job_name: string;
  line_name: string;
  ordered: string;
  window_start: Date;
  window_end: Date;
  grace: number;
  state: string;
  point_ids: string;
};

/** A 422 naming one field with a catalogue key and its parameters. */
const refuse = (field: string, key: string, params?: Record<string, unknown>) => new AppError(422, '提交的数据有误', { fields: { [field]: key }, params });
const closesAt = (task: TaskRecord) => new Date(task.window_end.getTime() + task.grace * 60_000);
const pointsOf = (task: TaskRecord) => task.point_ids.split(',').map(Number);

/**
 * The staff app's patrol calls (docs/api.md, "Staff app calls"): the caller's tasks of today, a check by a point's QR
 * code, a problem with photos. A task is the caller's when its plan names them or a work group they are in; any
 * other task is as if it did not exist (404). The time is the server's: a check is taken from the window's start
 * to its end plus the plan's grace minutes (after the end: 迟到), else refused (422).
 */
export const registerStaffPatrol = (app: FastifyInstance, { database, services }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;

  /** The caller's tasks of a day (or one of them), with what a check needs; `lock` locks them FOR UPDATE. */
  const tasksOf = async (tx: Db, request: FastifyRequest, day: string, taskId?: number, lock = false) => {
    const { tenantId, userId } = request.user!;
    const groups = await services.workGroups.groupsOf(tx, tenantId, userId);
    const { rows } = await tx.execute<TaskRecord>(sql`
      SELECT t.id, t.area_id, t.job_id, j.job_name, l.line_name, l.ordered, t.window_start, t.window_end, COALESCE(j.grace_minutes, 0) AS grace, t.state, t.point_ids
      FROM patrol_task t
      JOIN patrol_job j ON j.id = t.job_id AND ${sqlSameTenant('j', 't', { live: false })}
      JOIN patrol_line l ON l.id = t.line_id AND ${sqlSameTenant('l', 't', { live: false })}
      WHERE ${sqlScope('t', { tenantId })} AND t.task_date = ${day}::date
        AND (t.user_id = ${userId} OR t.work_group_id = ANY(${`{${groups.join(',')}}`}::bigint[]))
        ${taskId === undefined ? sql`` : sql`AND t.id = ${taskId}`}
      ORDER BY t.window_start, t.id
      ${lock ? sql`FOR UPDATE OF t` : sql``}`);
    return rows.map((row) => ({ ...row, window_start: new Date(row.window_start), window_end: new Date(row.window_end) }));
  };

  r.get(STAFF_PATROL.tasks, {
    schema: { tags, summary: "The caller's patrol tasks of today (China), each with its points in order and their checks", response: { 200: envelope(z.array(staffTask)) } },
    config: { access: 'login' },
    handler: async (request) => {
      const tasks = await tasksOf(db, request, chinaDay());
      if (tasks.length === 0) return ok([]);
      const { tenantId } = request.user!;
      const ids = [...new Set(tasks.flatMap(pointsOf))];
      const { rows: points } = await db.execute<{ id: string; point_name: string; location: string }>(
        sql`SELECT id, point_name, location FROM patrol_point WHERE ${sqlScope(null, { tenantId }, { live: false })} AND id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
      );
      const { rows: logs } = await db.execute<{ id: string; task_id: string; point_id: string; check_time: Date }>(
        sql`SELECT id, task_id, point_id, check_time FROM patrol_job_log WHERE ${sqlScope(null, { tenantId })} AND task_id = ANY(${`{${tasks.map((t) => t.id).join(',')}}`}::bigint[])`,
      );
      const byId = new Map(points.map((p) => [Number(p.id), p]));
      return ok(
        tasks.map((task) => ({
          id: Number(task.id),
          jobName: task.job_name,
          lineName: task.line_name,
          ordered: task.ordered,
          windowStart: chinaTime(task.window_start),
          windowEnd: chinaTime(task.window_end),
          closesAt: chinaTime(closesAt(task)),
          state: task.state,
          points: pointsOf(task).map((pointId, index) => {
            const log = logs.find((l) => Number(l.task_id) === Number(task.id) && Number(l.point_id) === pointId);
            return {
              pointId,
              pointName: byId.get(pointId)?.point_name ?? String(pointId),
              location: byId.get(pointId)?.location ?? '',
              sort: index + 1,
              checkTime: log ? chinaTime(new Date(log.check_time)) : null,
              logId: log ? Number(log.id) : null,
            };
          }),
        })),
      );
    },
  });

  r.post(STAFF_PATROL.check, {
    schema: { tags, summary: "A point checked by its QR code's content, in one of the caller's tasks of today (a problem may come with it)", body: staffCheckBody },
    config: { access: 'login', operation: '巡检打卡', operationKey: { key: 'entityCreate', params: LOG_TITLE } },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const { code, taskId, problem, photos } = request.body;
      const now = new Date();
      const saved = await mutate(database, request, async (tx) => {
        const { rows: found } = await tx.execute<{ id: string }>(sql`SELECT id FROM patrol_point WHERE ${sqlScope(null, { tenantId })} AND point_code = ${code}`);
        if (!found[0]) throw refuse('code', 'patrolUnknownCode');
        const pointId = Number(found[0].id);
        const mine = await tasksOf(tx, request, chinaDay(now), taskId, true);
        if (taskId !== undefined && mine.length === 0) throw notFound();
        const withPoint = mine.filter((task) => pointsOf(task).includes(pointId));
        if (withPoint.length === 0) throw refuse('code', taskId === undefined ? 'patrolNoTask' : 'patrolPointNotOnLine');
        const open = withPoint.find((task) => task.window_start <= now && now <= closesAt(task));
        const task = open ?? withPoint.find((t) => t.window_start > now) ?? withPoint[withPoint.length - 1]!;
        if (now < task.window_start) throw refuse('code', 'patrolNotYet', { start: chinaTime(task.window_start) });
        if (now > closesAt(task)) throw refuse('code', 'patrolClosed', { end: chinaTime(closesAt(task)) });
        const { rows: done } = await tx.execute<{ point_id: string }>(sql`SELECT point_id FROM patrol_job_log WHERE ${sqlScope(null, { tenantId })} AND task_id = ${Number(task.id)}`);
        const checked = new Set(done.map((d) => Number(d.point_id)));
        if (checked.has(pointId)) throw conflict('patrolChecked', { code: 'patrolChecked' });
        const points = pointsOf(task);
        const inOrder = task.ordered !== '1' || points.slice(0, points.indexOf(pointId)).every((p) => checked.has(p));
        const hasProblem = !!problem;
        const { rows } = await tx.execute<{ id: string }>(sql`
          INSERT INTO patrol_job_log (tenant_id, area_id, task_id, job_id, point_id, user_id, check_time, timing, in_order, problem, photos, handle_state, create_by)
          VALUES (${tenantId}, ${Number(task.area_id)}, ${Number(task.id)}, ${Number(task.job_id)}, ${pointId}, ${userId}, ${now.toISOString()}::timestamptz,
            ${now > task.window_end ? '1' : '0'}, ${inOrder ? '1' : '0'}, ${problem || null}, ${photos?.length ? photos.join(',') : null}, ${hasProblem ? '1' : '0'}, ${userId})
          RETURNING id`);
        const count = checked.size + 1;
        await tx.execute(sql`UPDATE patrol_task SET checked_count = ${count}, state = ${count >= points.length ? '2' : '1'}, update_time = now() WHERE ${sqlScope(null, { tenantId })} AND id = ${Number(task.id)}`);
        return { logId: Number(rows[0]!.id), taskId: Number(task.id), pointId, timing: now > task.window_end ? '1' : '0', inOrder: inOrder ? '1' : '0', checked: count, total: points.length };
      });
      return ok(saved);
    },
  });

  r.post(STAFF_PATROL.problem, {
    schema: { tags, summary: 'A problem found at a point the caller checked: its description and photos (待处理)', body: staffProblemBody },
    config: { access: 'login', operation: '巡检上报问题', operationKey: { key: 'entityUpdate', params: LOG_TITLE } },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const { logId, problem, photos } = request.body;
      await mutate(database, request, async (tx) => {
        const { rows } = await tx.execute<{ handle_state: string }>(
          sql`SELECT handle_state FROM patrol_job_log WHERE ${sqlScope(null, { tenantId })} AND id = ${logId} AND user_id = ${userId} FOR UPDATE`,
        );
        if (!rows[0]) throw notFound();
        if (rows[0].handle_state === '2') throw conflict('invalidTransition');
        if (photos && photos.join(',').length > 1000) throw validationFailed({ photos: 'max' });
        await tx.execute(sql`
          UPDATE patrol_job_log SET problem = ${problem}, photos = ${photos?.length ? photos.join(',') : null}, handle_state = '1', update_by = ${userId}, update_time = now()
          WHERE ${sqlScope(null, { tenantId })} AND id = ${logId}`);
      });
      return ok({ logId });
    },
  });
};
