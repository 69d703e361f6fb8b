import { LoginLog, OperationLog } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { registerEntityRoutes } from '../../platform/crud.ts';
import { sysLoginLog, sysOperationLog, sysOperationLogCount } from '../schema.ts';
import type { CountTable, EntityTable } from '../../platform/crud.ts';

const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** `2026-11-21 09:30:00` in China Standard Time, as the log tables show it. */
export const timeStr = (iso: unknown): string => (iso ? formatter.format(new Date(String(iso))) : '');

const withTimeStr = { schema: { timeStr: z.string() }, of: (row: Record<string, unknown>) => ({ timeStr: timeStr(row.time) }) };

/** recordsTotal of the operation log from its per-user counts when filtered by username only, or not at all. */
export const operationLogCounts: CountTable = { table: sysOperationLogCount as unknown as CountTable['table'], fields: ['username'] };

export const registerLogRoutes = (app: FastifyInstance, db: Db) => {
  registerEntityRoutes(app, { entity: LoginLog, table: sysLoginLog as unknown as EntityTable, db, rowExtras: withTimeStr });
  registerEntityRoutes(app, {
    entity: OperationLog,
    table: sysOperationLog as unknown as EntityTable,
    db,
    rowExtras: withTimeStr,
    counts: operationLogCounts,
  });
};
