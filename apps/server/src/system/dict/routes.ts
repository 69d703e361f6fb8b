import { DictItemRow, SysDict, SysDictItem, envelope } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { type EntityTable, registerEntityRoutes, scopeOf } from '../../platform/crud.ts';
import { conflict, validationFailed } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { sysDict, sysDictItem } from '../schema.ts';

export const registerDictRoutes = (app: FastifyInstance, db: Db, pool: pg.Pool) => {
  app.withTypeProvider<ZodTypeProvider>().get('/base/api/sysdict/selectSysdictAndSysdiciItem', {
    schema: {
      tags: ['system'],
      summary: 'Every enabled dictionary item of the tenant (cached by the web app)',
      response: { 200: envelope(z.array(DictItemRow)) },
    },
    // Part of what the web app loads with the session, also behind the forced password page (labels only).
    config: { access: 'login', beforePasswordChange: true },
    handler: async (request) => {
      const { rows } = await pool.query(
        `SELECT i.dict_code AS "dictCode", i.value, i.label
         FROM sys_dict_item i JOIN sys_dict d ON d.tenant_id = i.tenant_id AND d.dict_code = i.dict_code AND d.del_flag = 0 AND d.status = '0'
         WHERE i.tenant_id = $1 AND i.del_flag = 0 AND i.status = '0'
         ORDER BY i.dict_code, i.sort, i.id`,
        [request.user!.tenantId],
      );
      return ok(rows);
    },
  });
  const dictTable = sysDict as unknown as EntityTable;
  /** An item's dictCode must name a live dictionary type of the caller's tenant: an orphan never shows in the lookup. */
  const dictCodeExists = async (tenantId: number, values: Record<string, unknown>) => {
    if (values.dictCode === undefined) return;
    const [hit] = await db
      .select({ id: sysDict.id })
      .from(sysDict)
      .where(and(...scopeOf(dictTable, tenantId, SysDict.softDelete), eq(sysDict.dictCode, String(values.dictCode))))
      .limit(1);
    if (!hit) throw validationFailed({ dictCode: '字典类型不存在' }, '字典类型不存在');
  };
  /**
   * A type that still has live items is neither deleted nor renamed (its items would drop out of the lookup, and come
   * back if the code were used again): the items go first, as in RuoYi.
   */
  const itemsOf = async (tenantId: number, dictCode: unknown) => {
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_dict_item WHERE tenant_id = $1 AND dict_code = $2 AND del_flag = 0',
      [tenantId, String(dictCode)],
    );
    return rows[0]?.n ?? 0;
  };
  const keepItemsReachable = async (tenantId: number, values: Record<string, unknown>, current?: Record<string, unknown>) => {
    if (!current || values.dictCode === undefined || values.dictCode === current.dictCode) return;
    if ((await itemsOf(tenantId, current.dictCode)) > 0) throw conflict('dictHasItems', { dictCode: 'dictCodeInUse' });
  };
  const refuseWhileItems = async (tenantId: number, current: Record<string, unknown>) => {
    if ((await itemsOf(tenantId, current.dictCode)) > 0) throw conflict('dictHasItems');
  };
  registerEntityRoutes(app, { entity: SysDict, table: dictTable, db, validate: keepItemsReachable, guardDelete: refuseWhileItems });
  registerEntityRoutes(app, { entity: SysDictItem, table: sysDictItem as unknown as EntityTable, db, validate: dictCodeExists });
};
