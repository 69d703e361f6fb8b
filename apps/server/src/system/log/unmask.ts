import { OperationLog, PERMISSIONS, envelope, idSchema } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { columnsOf } from '../../platform/crud.ts';
import type { Database } from '../../platform/db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { sysOperationLog } from '../schema.ts';
import { operationRowVisible } from './scope.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';

export const LOG_UNMASK_PATH = '/zhwy/api/system/cscpLogOperations/getParamsNotDesensitized';

const clear = z.object({ id: z.number(), params: z.string().nullable(), message: z.string().nullable(), error: z.string().nullable() });

/**
 * One operation-log row's free texts in clear (the detail drawer's 查看明文): for whoever may unmask the log (its
 * definition's `unmask`, the residents' code: readsInClear's 'unmask' read) and read it, only a row the caller's list shows (404 otherwise), and itself logged with the row's id.
 */
export const registerLogUnmaskRoute = (app: FastifyInstance, { db }: Database) => {
  app.withTypeProvider<ZodTypeProvider>().post(LOG_UNMASK_PATH, {
    schema: { tags: ['system'], summary: "An operation-log row's parameters, message and error in clear (logged)", body: z.object({ id: idSchema }).strict(), response: { 200: envelope(clear) } },
    config: { access: OperationLog.unmask!, allowRepeat: true, operation: '查看操作日志明文', operationKey: { key: 'operationLogUnmask' } },
    handler: async (request) => {
      const { id } = request.body;
      request.operationParams = { id };
      // Unmasking is for readers of the log: the unmask code alone does not open it.
      if (!request.user!.permissions.has(PERMISSIONS.operationLog.list)) throw forbidden('forbidden', PERMISSIONS.operationLog.list);
      const visible = operationRowVisible(request, columnsOf(sysOperationLog));
      const [row] = await db
        .select({ id: sysOperationLog.id, params: sysOperationLog.params, message: sysOperationLog.message, error: sysOperationLog.error })
        .from(sysOperationLog)
        .where(and(scopeWhere(sysOperationLog, { tenantId: request.user!.tenantId }, { live: false }), eq(sysOperationLog.id, id), ...(visible ? [visible] : [])))
        .limit(1);
      if (!row) throw notFound('记录不存在');
      return ok(row as z.infer<typeof clear>);
    },
  });
};
