import { type EntityDef, type ListQuery, LOG_CLEAN_DAYS, LOG_KEY_FIELDS, LoginLog, OperationLog, PERMISSIONS, envelope } from '@zhwy/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { sendExcel } from '../../platform/excel-export.ts';
import type { AnyEntityTable, CountTable, ReadLimit, Record_ } from '../../platform/crud.ts';
import { ok } from '../../platform/reply.ts';
import { sysLoginLog, sysOperationLog, sysOperationLogCount } from '../schema.ts';
import { type LogTable, cleanTenantLog, cutoffOf } from './clean.ts';
import { maskLogRow } from './personal-data.ts';
import { timeStr } from './time-str.ts';
import { loginLogLimit, operationLogLimit } from './scope.ts';
import { registerLogUnmaskRoute } from './unmask.ts';

/**
 * What every read of a log adds to a row and hides in it: `timeStr`, and personal data in the free texts masked as the
 * export masks it (the list, and so the detail drawer, which shows the listed row). Clear text: the unmask call.
 */
const presented = { schema: { timeStr: z.string() }, of: (row: Record_) => ({ timeStr: timeStr(row.time), ...maskLogRow(row) }) };

/** recordsTotal of the operation log from its per-user counts when filtered by username only, or not at all. */
export const operationLogCounts: CountTable = { table: sysOperationLogCount, fields: ['username'] };

/** The export's view of a log: no key columns (the message is there in Chinese), no export call of the framework's. */
const exportView = (entity: EntityDef): EntityDef => ({
  ...entity,
  fields: Object.fromEntries(Object.entries(entity.fields).filter(([name]) => !(LOG_KEY_FIELDS as readonly string[]).includes(name))),
});

type LogSpec = {
  entity: EntityDef;
  table: AnyEntityTable;
  name: LogTable;
  counts?: CountTable;
  /** The rows a caller who is not an administrator reads (their peers', see scope.ts). */
  limit: (request: FastifyRequest) => ReadLimit | null;
  cleanCode: string;
  cleanPath: string;
  cleanOperation: string;
  cleanKey: string;
};

const cleanQuery = z.object({
  days: z.coerce
    .number({ error: 'integer' })
    .int({ error: 'integer' })
    .min(LOG_CLEAN_DAYS.min, { error: 'minValue' })
    .max(LOG_CLEAN_DAYS.max, { error: 'maxValue' }),
});

export const registerLogRoutes = (app: FastifyInstance, database: Database) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const specs: LogSpec[] = [
    {
      entity: LoginLog,
      table: sysLoginLog,
      name: 'sys_login_log',
      limit: loginLogLimit,
      cleanCode: PERMISSIONS.loginLog.clean,
      cleanPath: '/zhwy/api/system/cscpLogLogins/clean',
      cleanOperation: '清理登录日志',
      cleanKey: 'cleanLoginLog',
    },
    {
      entity: OperationLog,
      table: sysOperationLog,
      name: 'sys_operation_log',
      counts: operationLogCounts,
      limit: operationLogLimit,
      cleanCode: PERMISSIONS.operationLog.clean,
      cleanPath: '/zhwy/api/system/cscpLogOperations/clean',
      cleanOperation: '清理操作日志',
      cleanKey: 'cleanOperationLog',
    },
  ];

  for (const spec of specs) {
    const { entity, table, counts } = spec;
    const view = exportView(entity);
    const fileName = entity.calls?.flatMap((c) => (c.style === 'export' ? [c.fileName] : []))[0] ?? entity.title;
    registerEntityRoutes(app, {
      entity,
      table,
      database,
      rowExtras: presented,
      counts,
      readLimit: spec.limit,
      override: {
        // The list's filters and order, streamed as the list reads them (personal data in the free texts masked), in
        // the export's view: no key columns.
        export: async ({ request, reply, call, service }) =>
          sendExcel(reply, { entity: view, fileName, pool: database.pool, tenantId: call.caller.tenantId, batches: service.exportRows(call, request.query as ListQuery) }),
      },
    });

    // Clean-up (清理): rows older than `days` days; the count of what went in the answer and the operation log.
    r.delete(spec.cleanPath, {
      schema: {
        tags: ['system'],
        summary: `Delete ${entity.module}.${entity.name} rows older than the given number of days`,
        querystring: cleanQuery,
        response: { 200: envelope(z.object({ deleted: z.number() })) },
      },
      config: { access: spec.cleanCode, operation: spec.cleanOperation, operationKey: { key: spec.cleanKey } },
      handler: async (request) => {
        const { days } = request.query;
        request.operationParams = { days };
        const deleted = await cleanTenantLog(database.pool, spec.name, request.user!.tenantId, cutoffOf(days));
        request.operationParams.deleted = deleted;
        return ok({ deleted });
      },
    });
  }

  registerLogUnmaskRoute(app, database);
};
