import { ERROR_CODES, ExpiryInfo, IcpRecord, TenantInfo, envelope } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TenantRow } from '../../platform/db/schema.ts';
import { ok } from '../../platform/reply.ts';
import { messageIn } from '../../platform/errors.ts';
import { isServable } from '../../platform/tenant.ts';
import { effectiveCaptchaType } from '../captcha/login-captcha.ts';

const ICP_LINK = 'https://beian.miit.gov.cn/';
const NO_EXPIRY_DAYS = 36500;

/** Remaining time until the tenant's expiry date, split as the web app's notice shows it. */
export const expiryOf = (row: Pick<TenantRow, 'expireAt'>, now = new Date()): ExpiryInfo => {
  if (!row.expireAt) return { days: NO_EXPIRY_DAYS, hours: 0, minutes: 0, overtime: false };
  const ms = row.expireAt.getTime() - now.getTime();
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, overtime: true };
  const minutesLeft = Math.floor(ms / 60_000);
  return { days: Math.floor(minutesLeft / 1440), hours: Math.floor((minutesLeft % 1440) / 60), minutes: minutesLeft % 60, overtime: false };
};

const unavailable = (code: string, acceptLanguage?: string) => ({ code: ERROR_CODES.tenantUnavailable, msg: messageIn(acceptLanguage, 'tenantUnknown', { code }), data: null });

export const registerTenantRoutes = (app: FastifyInstance, captchaEnabled: boolean, passwordKey: string, passwordPublicKey: string | null = null) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const maybe = <T extends z.ZodType>(data: T) => envelope(data.nullable());
  const tenantCode = (row: TenantRow | null, host?: string) => row?.code ?? (host ?? '').split('.')[0];

  r.get('/zhwy/api/zhwy_admin/zhwyTenant/queryTenant', {
    schema: { tags, summary: 'Platform name and login options of the tenant named by the host', response: { 200: maybe(TenantInfo) } },
    config: { access: 'public' },
    handler: async (request) => {
      const row = request.tenant;
      if (!isServable(row)) return unavailable(tenantCode(row, request.headers.host), request.headers['accept-language']);
      return ok({
        code: row.code,
        platformName: row.platformName,
        tenantIdStr: row.tenantIdStr,
        doubleFactorLogin: row.doubleFactorLogin,
        icpNumber: row.icpNumber,
        passwordKey,
        captchaType: effectiveCaptchaType(row, { captchaEnabled }),
        passwordPublicKey,
        casBaseUrl: row.casBaseUrl,
      });
    },
  });

  r.get('/api/validate', {
    schema: { tags, summary: 'Time left until the tenant expires', response: { 200: maybe(ExpiryInfo) } },
    config: { access: 'public' },
    handler: async (request) => {
      const row = request.tenant;
      if (!isServable(row)) return unavailable(tenantCode(row, request.headers.host), request.headers['accept-language']);
      return ok(expiryOf(row));
    },
  });

  r.get('/api/base/open/isp', {
    schema: {
      tags,
      summary: 'ICP filing record shown in the login footer',
      querystring: z.object({ uri: z.string().max(255).optional() }),
      response: { 200: maybe(IcpRecord) },
    },
    config: { access: 'public' },
    handler: async (request) => {
      const row = request.tenant;
      if (!isServable(row)) return unavailable(tenantCode(row, request.headers.host), request.headers['accept-language']);
      return ok({ icpNumber: row.icpNumber, url: ICP_LINK, securityNumber: row.securityNumber });
    },
  });
};
