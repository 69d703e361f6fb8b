import { FEE_PERMISSIONS, FeeBill } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Record_ } from '../../platform/crud.ts';
import { attachLabels } from '../../platform/labels.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { collectionQuery, collectionStats } from './collection.ts';

/** 收费统计 (GET /api/zhwy/fee-bill/statistics): a year's collection by month, fee type and community (named by label). */
export const registerStatisticsRoutes = (app: FastifyInstance, { database }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/zhwy/fee-bill/statistics', {
    schema: { tags: ['fee'], summary: "A year's receivable, received and collection rate", querystring: collectionQuery },
    config: { access: FEE_PERMISSIONS.statistics },
    handler: async (request) => {
      const stats = await collectionStats(database.db, scoped(request), request.query);
      await attachLabels(database, request, FeeBill, stats.byCommunity as unknown as Record_[]);
      return ok(stats);
    },
  });
};
