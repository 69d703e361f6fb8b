import { FEE_PERMISSIONS, FeeBill } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Record_ } from '../../platform/crud.ts';
import { attachLabels } from '../../platform/labels.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { scoped } from '../../platform/scope.ts';
import { ensureOwingDay } from '../summary/owing.ts';
import { arrearsPage, arrearsQuery } from './list.ts';

/** 欠费清单 (GET /api/zhwy/fee-bill/arrears): who owes, how much and for how long; the payers named by label. */
export const registerArrearsRoutes = (app: FastifyInstance, { database, services }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/zhwy/fee-bill/arrears', {
    schema: { tags: ['fee'], summary: 'Payers owing on bills due by today, with ageing', querystring: arrearsQuery },
    config: { access: FEE_PERMISSIONS.arrears },
    handler: async (request) => {
      // The night's job moves the summary's day; a server stopped over midnight catches up at its first list.
      await ensureOwingDay(database.pool);
      const page = await arrearsPage(database.db, services.payers, scoped(request), request.query);
      await attachLabels(database, request, FeeBill, page.data as unknown as Record_[]);
      return ok(page);
    },
  });
};
