import { LoginLog, OperationLog } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { sysLoginLog, sysOperationLog, sysOperationLogCount } from '../schema.ts';
import type { CountTable, EntityTable } from '../../platform/crud.ts';

// China Standard Time is UTC+8 all year (no daylight saving since 1991): shifting by eight hours and reading the
// ISO form is exact, and far cheaper than Intl on every row of every page.
const CST_OFFSET_MS = 8 * 3600_000;

/** `2026-11-21 09:30:00` in China Standard Time, as the log tables show it. */
export const timeStr = (iso: unknown): string => {
  if (!iso) return '';
  const ms = new Date(String(iso)).getTime();
  return Number.isNaN(ms) ? '' : new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
};

const withTimeStr = { schema: { timeStr: z.string() }, of: (row: Record<string, unknown>) => ({ timeStr: timeStr(row.time) }) };

/** recordsTotal of the operation log from its per-user counts when filtered by username only, or not at all. */
export const operationLogCounts: CountTable = { table: sysOperationLogCount as unknown as CountTable['table'], fields: ['username'] };

export const registerLogRoutes = (app: FastifyInstance, database: Database) => {
  registerEntityRoutes(app, { entity: LoginLog, table: sysLoginLog as unknown as EntityTable, database, rowExtras: withTimeStr });
  registerEntityRoutes(app, {
    entity: OperationLog,
    table: sysOperationLog as unknown as EntityTable,
    database,
    rowExtras: withTimeStr,
    counts: operationLogCounts,
  });
};
