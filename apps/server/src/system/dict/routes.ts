import { DictItemRow, SysDict, SysDictItem, envelope } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { type EntityTable, registerEntityRoutes } from '../../platform/crud.ts';
import { ok } from '../../platform/reply.ts';
import { sysDict, sysDictItem } from '../schema.ts';

export const registerDictRoutes = (app: FastifyInstance, db: Db, pool: pg.Pool) => {
  app.withTypeProvider<ZodTypeProvider>().get('/base/api/sysdict/selectSysdictAndSysdiciItem', {
    schema: {
      tags: ['system'],
      summary: 'Every enabled dictionary item of the tenant (cached by the web app)',
      response: { 200: envelope(z.array(DictItemRow)) },
    },
    config: { access: 'login' },
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
  registerEntityRoutes(app, { entity: SysDict, table: sysDict as unknown as EntityTable, db });
  registerEntityRoutes(app, { entity: SysDictItem, table: sysDictItem as unknown as EntityTable, db });
};
