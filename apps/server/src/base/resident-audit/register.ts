import { ERROR_CODES, ID_CARD_TYPE, RESIDENT_TYPE, USER_SEX, residentIdErrors, stripSpecial } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { clientIpOf } from '../../platform/client-ip.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError, conflict, validationFailed } from '../../platform/errors.ts';
import { countAgainst } from '../../platform/store/limits.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { ok } from '../../platform/reply.ts';
import { isServable } from '../../platform/tenant.ts';
import { pgScope, sameTenantText } from '../../platform/scope-sql.ts';

/** A live room of the tenant with what a registration copies of it, locked FOR SHARE until the commit. */
type RoomOfTenant = { id: number; areaId: number; roomName: string };

const lockRoom = async (client: pg.PoolClient, tenantId: number, roomId: number): Promise<RoomOfTenant | null> => {
  const { rows } = await client.query<RoomOfTenant>(
    `SELECT r.id::int, r.area_id::int AS "areaId", concat_ws('-', b.building_name, u.unit_name, r.room_no) AS "roomName"
     FROM com_room r
     LEFT JOIN com_building b ON b.id = r.building_id AND ${sameTenantText('b', 'r')}
     LEFT JOIN com_unit u ON u.id = r.unit_id AND ${sameTenantText('u', 'r')}
     WHERE ${pgScope('r', 1)} AND r.id = $2
     FOR SHARE OF r`,
    [tenantId, roomId],
  );
  return rows[0] ?? null;
};

export const RESIDENT_REGISTER_PATH = '/api/app/resident-register';

/** How often one address, and one ID number, may register with a tenant (each attempt counts, refused ones too). */
export const REGISTER_LIMITS = { perAddressPerHour: 10, perIdCardPerDay: 5 } as const;

/** A mobile as the resident types it: 11 digits, no stars (the masked form is the console's, never an input). */
const MOBILE = /^1[3-9]\d{9}$/;

const text = (max: number) =>
  z
    .string()
    .transform((value) => stripSpecial(value).trim())
    .pipe(z.string().max(max, { error: 'max' }));

/** What the resident app sends: the room (from the poster's QR code or the app's picker), the person, the captcha. */
export const RegisterBody = z
  .object({
    roomId: z.coerce.number().int({ error: 'integer' }).positive({ error: 'positiveId' }),
    name: text(50).pipe(z.string().min(1, { error: 'required' })),
    sex: z.enum(USER_SEX.values, { error: 'enum' }).optional().nullable(),
    idCardType: z.enum(ID_CARD_TYPE.values, { error: 'enum' }).default('1'),
    idCardNo: z.string().trim().toUpperCase().min(1, { error: 'required' }).max(30, { error: 'max' }),
    mobile: z.string().trim().regex(MOBILE, { error: 'mobile' }),
    relation: z.enum(RESIDENT_TYPE.values, { error: 'enum' }).default('1'),
    applyRemark: text(200).optional().nullable(),
    captchaKey: z.string().max(64, { error: 'captchaWrong' }).optional(),
    captchaCode: z.string().max(8, { error: 'captchaWrong' }).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    // The residents' ID rules (a 居民身份证's date and check digit, other types 4–30); stars are never an input here.
    const key = body.idCardNo.includes('*') ? 'maskedValue' : residentIdErrors(body).idCardNo;
    if (key) ctx.addIssue({ code: 'custom', path: ['idCardNo'], message: key });
  });

type Body = z.infer<typeof RegisterBody>;

/**
 * The resident app's self-registration (public: no staff token). The tenant is the host's; the call needs the
 * tenant's digit captcha (GET …/catpcha/digitalCaptcha; none with CAPTCHA_ENABLED=false, as for the login), is limited per address and per ID number, validates the
 * person strictly and the room as a live room of that tenant, and stores a 待审核 application for 住户审核. The
 * answer carries only the application's id: nothing of the tenant's data leaves through this door.
 */
export const registerSelfRegistration = (app: FastifyInstance, { database, store, config, services }: ModuleDeps) => {
  const captcha = services.digitCaptcha;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const limit = (key: string, max: number, windowMs: number) => countAgainst(store, key, windowMs, max);

  r.post(RESIDENT_REGISTER_PATH, {
    schema: { tags: ['app'], summary: 'A resident registers for a room (captcha; tenant from the host); staff audit it under 住户审核', body: RegisterBody },
    config: { access: 'public' },
    handler: async (request: FastifyRequest<{ Body: Body }>) => {
      const tenant = request.tenant;
      if (!isServable(tenant)) throw new AppError(403, 'tenantUnavailable', { code: ERROR_CODES.tenantUnavailable });
      const body = request.body;
      await limit(`resident-register:ip:${tenant.id}:${clientIpOf(request)}`, REGISTER_LIMITS.perAddressPerHour, 3_600_000);
      await limit(`resident-register:id:${tenant.id}:${body.idCardNo}`, REGISTER_LIMITS.perIdCardPerDay, 86_400_000);
      // CAPTCHA_ENABLED=false switches every captcha off (as the login's): the limits still hold.
      if (config.captchaEnabled) {
        if (!body.captchaKey || !body.captchaCode) throw validationFailed({ ...(body.captchaKey ? {} : { captchaKey: 'captchaRequired' }), ...(body.captchaCode ? {} : { captchaCode: 'captchaRequired' }) });
        if (!(await captcha.consumeDigits(body.captchaKey, body.captchaCode, tenant.id))) throw validationFailed({ captchaCode: 'captchaWrong' });
      }
      const id = await withTransaction(database.pool, async (client) => {
        const room = await lockRoom(client, tenant.id, body.roomId);
        if (!room) throw validationFailed({ roomId: 'refMissing' });
        const pending = await client.query(
          `SELECT 1 FROM com_resident_audit WHERE ${pgScope(null, 1)} AND room_id = $2 AND id_card_no = $3 AND audit_status = '0' LIMIT 1`,
          [tenant.id, room.id, body.idCardNo],
        );
        if (pending.rowCount) throw conflict('registerPending', { idCardNo: 'registerPending' });
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO com_resident_audit (tenant_id, area_id, name, sex, id_card_type, id_card_no, mobile, room_id, room_name, relation, apply_remark, audit_status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, '0') RETURNING id::int`,
          [tenant.id, room.areaId, body.name, body.sex ?? null, body.idCardType, body.idCardNo, body.mobile, room.id, room.roomName, body.relation, body.applyRemark || null],
        );
        return rows[0].id;
      });
      return ok({ id });
    },
  });
};
