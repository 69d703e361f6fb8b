import { type ListQuery, idListSchema, readsInClear } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEntity } from './crud.ts';
import type { Database } from './db/client.ts';
import { forbidden, validationFailed } from './errors.ts';
import { labelPlanOf, labelTargetOf, labelsOfIds, pickerCodesOf } from './labels.ts';
import { searchByMask } from './search-by-mask.ts';
import { withPathSearch } from './path-search.ts';
import { scoped } from './scope.ts';

/** The most options one search answers: a select shows a screenful and narrows as the user types. */
export const LABEL_SEARCH_MAX = 50;

const query = z
  .object({
    entity: z.string().regex(/^\w+\.\w+$/, { error: 'invalid' }),
    ids: idListSchema.optional(),
    search: z.string().trim().max(50, { error: 'max' }).optional(),
    size: z.coerce.number({ error: 'integer' }).int({ error: 'integer' }).min(1, { error: 'minValue' }).max(LABEL_SEARCH_MAX, { error: 'maxValue' }).optional(),
  })
  .strict();

const answer = z.object({ data: z.array(z.object({ id: z.number(), label: z.string() })) });

/**
 * `GET /api/platform/labels?entity=base.room&ids=1,2`: the labels of those rows (a form's current value); with
 * `search` (and no ids) instead, the target's rows whose name contains it, as a select's options, ordered by name.
 * For whoever may pick from the target: read its list, or read or write an entity that refers to it. Scoped to the
 * caller's tenant and communities; personal data masked, and searched only as the mask allows (searchByMask).
 */
export const registerLabelRoutes = (app: FastifyInstance, database: Database) => {
  app.withTypeProvider<ZodTypeProvider>().get('/api/platform/labels', {
    schema: { tags: ['platform'], summary: 'Labels of an entity\'s rows by id, or its rows whose name contains a text', querystring: query, response: { 200: answer } },
    // The permission depends on the entity asked for: checked below against the codes that may pick from it.
    config: { access: 'login' },
    handler: async (request) => {
      const { entity: name, ids, search, size = 20 } = request.query;
      const target = labelTargetOf(name);
      const plan = target && labelPlanOf(target.entity);
      if (!target || !plan) throw validationFailed({ entity: 'invalid' });
      const codes = pickerCodesOf(name);
      if (!codes.some((code) => request.user!.permissions.has(code))) throw forbidden('forbidden', codes.join('|'));
      let wanted = ids;
      if (!wanted) {
        const { entity, table } = target;
        const sortable = entity.fields[plan.name]?.sortable;
        const sent: ListQuery = {
          page: 0,
          size,
          sort: sortable ? { field: plan.name, order: 'asc' } : { field: entity.defaultSort.field, order: entity.defaultSort.order },
          criteria: search ? [{ field: plan.name, op: 'contains', value: search }] : [],
        };
        const filtered = await withPathSearch(database.db, entity, table, scoped(request), await searchByMask(request, entity, sent, !readsInClear(entity, request.user!.permissions)));
        const page = await listEntity(database.db, entity, table, request.user!.tenantId, filtered, undefined, request.user!.areaIds, target.readLimit?.(request));
        wanted = page.data.map((row) => Number(row.id));
      }
      const labels = await labelsOfIds(database, request, name, wanted);
      return { data: wanted.filter((id) => labels.has(id)).map((id) => ({ id, label: labels.get(id)! })) };
    },
  });
};
