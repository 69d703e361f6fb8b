import { CarEntryRecord, ERROR_CODES, fieldInputSchema } from '@zhwy/contracts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import { and, eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIpOf } from '../../platform/client-ip.ts';
import { AppError, rateLimited, validationFailed } from '../../platform/errors.ts';
import { countAgainst } from '../../platform/store/limits.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { isServable } from '../../platform/tenant.ts';
import { comCarComeinRecord, comParkingGate } from '../schema.ts';
import { gateKeyHash } from './gates.ts';

export const GATE_PASS_PATH = '/api/iot/parking/pass';
/** Passes one gate may post a minute (a busy gate sees a car every few seconds), and failed credentials per address. */
export const GATE_LIMITS = { passesPerGatePerMinute: 120, failuresPerIpPerMinute: 20 };
/** A pass time may be this far ahead of the server's clock (clock drift) and this old (a gate posting its backlog). */
const AHEAD_MS = 5 * 60_000;
const BACKLOG_MS = 7 * 86_400_000;

const { fields } = CarEntryRecord;
const passBody = z.strictObject({
  plateNo: fieldInputSchema(fields.plateNo),
  direction: fieldInputSchema(fields.direction),
  passTime: fieldInputSchema(fields.passTime).refine((time) => {
    const at = (time as Date).getTime();
    return at <= Date.now() + AHEAD_MS && at >= Date.now() - BACKLOG_MS;
  }, { error: 'invalid' }),
  carKind: fieldInputSchema(fields.carKind).optional(),
  photo: fieldInputSchema(fields.photo).optional(),
});

/** A gate's direction (入口 1, 出口 2, 出入口 3) and the passes it may report (入场 1, 出场 2). */
const ALLOWED: Record<string, readonly string[]> = { '1': ['1'], '2': ['2'], '3': ['1', '2'] };

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');
const sameHash = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * A barrier gate reports a car passing it: `POST /api/iot/parking/pass` with its own credential in `X-Gate-No` and
 * `X-Gate-Key`, no user session. The tenant is the host's, the community and lot are the gate's (never the body's).
 * Unknown gate or wrong key: 401 `deviceKey` (counted per address; too many: 429); a disabled gate: 403; too many
 * passes from one gate: 429. The record and the gate's lastSeen are written in one transaction.
 */
export const registerGateIngest = (app: FastifyInstance, { database, store }: ModuleDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(GATE_PASS_PATH, {
    schema: { tags: ['iot'], summary: 'A barrier gate reports a passing car (device credential, no session)', body: passBody },
    // Public to the session check: the handler authenticates the device itself.
    config: { access: 'public', allowRepeat: true },
    handler: async (request) => {
      const ip = clientIpOf(request);
      const refuse = async () => {
        const failures = await store.increment(`rate:gate-auth:${ip}`, 60_000);
        if (failures > GATE_LIMITS.failuresPerIpPerMinute) return rateLimited();
        return new AppError(401, 'deviceKey');
      };
      if (!isServable(request.tenant)) throw new AppError(403, 'tenantUnavailable', { code: ERROR_CODES.tenantUnavailable });
      const tenantId = request.tenant.id;
      const gateNo = header(request.headers['x-gate-no']);
      const key = header(request.headers['x-gate-key']);
      if (!gateNo || !key || gateNo.length > 40 || key.length > 100) throw await refuse();
      const [gate] = await database.db
        .select()
        .from(comParkingGate)
        .where(and(scopeWhere(comParkingGate, { tenantId }), eq(comParkingGate.gateNo, gateNo)))
        .limit(1);
      if (!gate || !gate.keyHash || !sameHash(String(gate.keyHash), gateKeyHash(key))) throw await refuse();
      if (String(gate.status) !== '0') throw new AppError(403, 'forbidden');
      await countAgainst(store, `rate:gate:${tenantId}:${gate.id}`, 60_000, GATE_LIMITS.passesPerGatePerMinute);
      const pass = request.body;
      if (!ALLOWED[String(gate.direction)]?.includes(String(pass.direction))) throw validationFailed({ direction: 'enum' });
      const id = await database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(comCarComeinRecord)
          .values({
            tenantId,
            areaId: gate.areaId,
            parkingId: gate.parkingId,
            gateId: gate.id,
            plateNo: String(pass.plateNo),
            direction: String(pass.direction),
            carKind: pass.carKind == null ? null : String(pass.carKind),
            passTime: pass.passTime as Date,
            photo: pass.photo == null ? null : String(pass.photo),
          })
          .returning({ id: comCarComeinRecord.id });
        await tx.update(comParkingGate).set({ lastSeen: sql`now()` }).where(eq(comParkingGate.id, gate.id));
        return row.id;
      });
      return ok({ id });
    },
  });
};
