import { DictItemRow, SysDict, SysDictItem, envelope } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../../platform/db/client.ts';
import { lockLiveRow } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { conflict, validationFailed } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { sysDict, sysDictItem } from '../schema.ts';
import { pgScope, sameTenantText, scopeWhere } from '../../platform/scope-sql.ts';
import type { RuleContext, DeleteRuleContext } from '../../platform/entity-context.ts';

export const registerDictRoutes = (app: FastifyInstance, database: Database) => {
  const { pool } = database;
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
         FROM sys_dict_item i JOIN sys_dict d ON ${sameTenantText('d', 'i')} AND d.dict_code = i.dict_code AND d.status = '0'
         WHERE ${pgScope('i', 1)} AND i.status = '0'
         ORDER BY i.dict_code, i.sort, i.id`,
        [request.user!.tenantId],
      );
      return ok(rows);
    },
  });
  const dictTable = sysDict;
  /**
   * An item's dictCode must name a live dictionary type of the caller's tenant: an orphan never shows in the lookup.
   * The type stays locked until the item is written, so a concurrent delete or rename of it waits (lockLiveRow).
   */
  const dictCodeExists = async ({ tx, tenantId }: RuleContext, values: Record<string, unknown>) => {
    if (values.dictCode === undefined) return;
    const live = await lockLiveRow(tx, dictTable, tenantId, SysDict.softDelete, [eq(sysDict.dictCode, String(values.dictCode))]);
    if (!live) throw validationFailed({ dictCode: '字典类型不存在' }, '字典类型不存在');
  };
  /**
   * A type that still has live items is neither deleted nor renamed (its items would drop out of the lookup, and come
   * back if the code were used again): the items go first, as in RuoYi. The type row is locked by then (see crud).
   */
  const itemsOf = async (tx: Db, tenantId: number, dictCode: unknown) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(sysDictItem)
      .where(and(scopeWhere(sysDictItem, { tenantId }), eq(sysDictItem.dictCode, String(dictCode))));
    return n;
  };
  const keepItemsReachable = async ({ tx, tenantId, current }: RuleContext, values: Record<string, unknown>) => {
    if (!current || values.dictCode === undefined || values.dictCode === current.dictCode) return;
    if ((await itemsOf(tx, tenantId, current.dictCode)) > 0) throw conflict('dictHasItems', { dictCode: 'dictCodeInUse' });
  };
  const refuseWhileItems = async ({ tx, tenantId, current }: DeleteRuleContext) => {
    if ((await itemsOf(tx, tenantId, current.dictCode)) > 0) throw conflict('dictHasItems');
  };
  registerEntityRoutes(app, { entity: SysDict, table: dictTable, database, hooks: { validate: keepItemsReachable, beforeDelete: refuseWhileItems } });
  registerEntityRoutes(app, { entity: SysDictItem, table: sysDictItem, database, hooks: { validate: dictCodeExists } });
};
