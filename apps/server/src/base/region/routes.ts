import { envelope } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../platform/module.ts';
import { notFound } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { REGION_ROOT } from './regions.ts';

const tags = ['base: region'];
const Region = z.object({ code: z.string(), name: z.string(), parentCode: z.string(), level: z.number(), leaf: z.boolean() });

/**
 * 行政区划: `area/byParentCode/{code}` answers the children of a region (root `86`: the provinces; a province: its
 * cities; a city: its districts; a district: none), in code order. Reference data shared by every tenant: any
 * signed-in user may read it (the community form's cascader). An unknown code is 404.
 */
export const registerRegion = (app: FastifyInstance, { database }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/base/area/byParentCode/:code', {
    schema: {
      tags,
      summary: 'The regions under a region code (86: the provinces)',
      params: z.object({ code: z.string().regex(/^\d{1,12}$/, { error: 'positiveId' }) }),
      response: { 200: envelope(z.array(Region)) },
    },
    config: { access: 'login' },
    handler: async (request) => {
      const { code } = request.params;
      const { rows } = await database.pool.query<z.infer<typeof Region> & { known: boolean }>(
        `SELECT r.code, r.name, r.parent_code AS "parentCode", r.level, r.level >= 3 AS leaf, true AS known
         FROM sys_region r WHERE r.parent_code = $1
         UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, EXISTS (SELECT 1 FROM sys_region WHERE code = $1) OR $1 = $2
         ORDER BY 1 NULLS LAST`,
        [code, REGION_ROOT],
      );
      const marker = rows.pop()!;
      if (!marker.known) throw notFound();
      return ok(rows.map(({ known: _known, ...row }) => row));
    },
  });
};
