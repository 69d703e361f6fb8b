import { ParkingSpace, ParkingSpaceBatchSchema, SPACE_BATCH_PATHS, envelope, permissionOf, planSpaceBatch } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { isUniqueViolation } from '../../platform/crud.ts';
import { AppError, validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { assertInScope, scoped } from '../../platform/scope.ts';
import { SPACE_FREE, floorOutside, floorRangeOf } from './spaces.ts';
import { pgScope, sameTenantText } from '../../platform/scope-sql.ts';

type Input = z.output<typeof ParkingSpaceBatchSchema>;
type Queryable = Pick<pg.PoolClient, 'query'>;
/** The clashes a refusal lists in its message; the answer's `clashes` carries them all. */
const LISTED = 20;

/** The batch's numbers and its first broken rule, refused before any read (422 naming the field). */
const planOf = (input: Input) => {
  const plan = planSpaceBatch(input);
  const { problem } = plan;
  if (problem) throw new AppError(422, problem.key === 'max' ? '提交的数据有误' : problem.key, { fields: { [problem.field]: problem.key }, params: problem.params });
  return plan;
};

/**
 * The lot of the batch: live, of the caller's tenant and of the community named (else 422 parkingId), that
 * community live; `lock` takes the lot FOR NO KEY UPDATE so two batches of one lot run one after the other (a single
 * create holds it FOR SHARE), and the community FOR SHARE like any reference.
 */
const lotOf = async (client: Queryable, tenantId: number, input: Input, lock: boolean) => {
  const { rows } = await client.query<{ parkingName: string; parkingType: string; floors: number }>(
    `SELECT p.parking_name AS "parkingName", p.parking_type AS "parkingType", p.floors
       FROM com_parking p JOIN com_area a ON a.id = p.area_id AND ${sameTenantText('a', 'p')}
      WHERE ${pgScope('p', 1)} AND p.id = $2 AND p.area_id = $3${lock ? ' FOR NO KEY UPDATE OF p FOR SHARE OF a' : ''}`,
    [tenantId, input.parkingId, input.areaId],
  );
  if (!rows[0]) throw validationFailed({ parkingId: 'refMissing' });
  floorOutside(Number(input.floor), floorRangeOf(rows[0]));
  return rows[0];
};

/** The batch's numbers the lot already has (live spaces), in order: one statement over the unique index. */
const clashesOf = async (client: Queryable, tenantId: number, parkingId: unknown, numbers: string[]) =>
  (
    await client.query<{ spaceNo: string }>(
      `SELECT space_no AS "spaceNo" FROM com_parking_space WHERE ${pgScope(null, 1)} AND parking_id = $2 AND space_no = ANY($3::text[]) ORDER BY space_no`,
      [tenantId, parkingId, numbers],
    )
  ).rows.map((row) => row.spaceNo);

const clashRefusal = (clashes: string[]) => {
  const spaceNos = clashes.slice(0, LISTED).join(', ') + (clashes.length > LISTED ? ' …' : '');
  const refusal: AppError['extra'] & { clashes: string[] } = { fields: { spaceNo: 'spaceNoTaken' }, params: { n: clashes.length, spaceNos }, clashes };
  return new AppError(422, 'spaceNoTaken', refusal);
};

const previewAnswer = z.object({ count: z.number(), first: z.string(), last: z.string(), parkingName: z.string(), clashes: z.array(z.string()) });
const addAnswer = z.object({ created: z.number(), first: z.string(), last: z.string(), ms: z.number() });

/**
 * 批量新增车位: the preview (count, first and last number, the numbers the lot already has) and the batch itself,
 * all or nothing in one transaction, its spaces inserted by one INSERT … SELECT over the unnest'ed numbers, one
 * operation-log row (count, lot, range). Both behind the space's add code, in the caller's communities.
 */
export const registerSpaceBatch = (app: FastifyInstance, { database }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = permissionOf(ParkingSpace, 'add');
  const inScope = (request: FastifyRequest, input: Input) => {
    const scope = scoped(request);
    assertInScope(scope, input.areaId);
    return scope.tenantId;
  };

  r.post(SPACE_BATCH_PATHS.preview, {
    schema: { tags: ['base'], summary: 'Preview a batch of parking spaces (numbers, clashes)', body: ParkingSpaceBatchSchema, response: { 200: envelope(previewAnswer) } },
    config: { access, reads: true },
    handler: async (request) => {
      const input = request.body;
      const plan = planOf(input);
      const tenantId = inScope(request, input);
      const lot = await lotOf(database.pool, tenantId, input, false);
      const clashes = await clashesOf(database.pool, tenantId, input.parkingId, plan.numbers());
      return ok({ count: plan.count, first: plan.first, last: plan.last, parkingName: lot.parkingName, clashes });
    },
  });

  r.post(SPACE_BATCH_PATHS.add, {
    schema: { tags: ['base'], summary: 'Add a batch of parking spaces (B1-001 … B1-200), all or none', body: ParkingSpaceBatchSchema, response: { 200: envelope(addAnswer) } },
    config: { access, operation: '批量新增车位', operationKey: { key: 'catalogue.spaceBatchAdded' } },
    handler: async (request) => {
      const started = performance.now();
      const input = request.body;
      const plan = planOf(input);
      request.operationParams = { n: plan.count, lot: `#${String(input.parkingId)}`, first: plan.first, last: plan.last };
      const tenantId = inScope(request, input);
      const numbers = plan.numbers();
      try {
        await mutate(database, request, async (_tx, client) => {
          const lot = await lotOf(client, tenantId, input, true);
          request.operationParams = { ...request.operationParams, lot: lot.parkingName };
          const clashes = await clashesOf(client, tenantId, input.parkingId, numbers);
          if (clashes.length > 0) throw clashRefusal(clashes);
          await client.query(
            `INSERT INTO com_parking_space (tenant_id, area_id, parking_id, space_no, floor, space_type, area, state, remark, create_by)
             SELECT $1, $2, $3, t.no, $4, $5, $6, $7, $8, $9 FROM unnest($10::text[]) WITH ORDINALITY AS t(no, i) ORDER BY t.i`,
            [tenantId, input.areaId, input.parkingId, input.floor, input.spaceType, input.area ?? null, SPACE_FREE, input.remark || null, request.user!.userId, numbers],
          );
        });
      } catch (error) {
        // A single create of one of these numbers committed between our check and insert: the same refusal.
        if (!isUniqueViolation(error)) throw error;
        throw clashRefusal(await clashesOf(database.pool, tenantId, input.parkingId, numbers));
      }
      return ok({ created: plan.count, first: plan.first, last: plan.last, ms: Math.round(performance.now() - started) });
    },
  });
};
