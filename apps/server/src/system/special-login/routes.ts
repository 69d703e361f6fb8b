import { AddAreaIdBody, AddAreaIdResult, CityLoginBody, LOGIN_ENTRY_CODES, LaiZhouLoginBody, LoginResult, envelope } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { AppError, forbidden, validationFailed } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { writeLoginLog } from '../log/login-log.ts';
import { callerOf, servableTenant } from '../auth/routes.ts';
import { createAuthService } from '../auth/service.ts';

/** The login log's name of each entry (the message reads `城市平台入口：登录成功`). */
const ENTRIES = { city: '城市平台入口', laiZhou: '莱州自动登录入口' } as const;

const idsOf = (body: z.infer<typeof AddAreaIdBody>): number[] => {
  const listed = typeof body?.areaIds === 'string' ? body.areaIds.split(',').map((id) => id.trim()).filter(Boolean).map(Number) : (body?.areaIds ?? []);
  const ids = body?.areaId ? [...listed, body.areaId] : listed;
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw validationFailed({ areaIds: 'invalid' });
  return [...new Set(ids)];
};

/**
 * The special entries of spec §2: the city login (`?username&password&level2domain`) and the automatic login
 * (`?user&pwd`). Each is the password login itself (AuthService.login: rate limit, lockout, captcha, two-factor code,
 * disabled accounts, expiry, login log) behind the tenant's switch `specialLoginEnabled`; only the entry's name in
 * the login log differs. docs/decisions.md says why nothing is relaxed for them.
 */
export const registerSpecialLoginRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(deps);
  const tags = ['system'];

  /** The tenant, when its special entries are on; a refusal (logged, rate limited like a login) otherwise. */
  const enabledTenant = async (request: FastifyRequest, entry: string, username: string) => {
    const tenant = servableTenant(request);
    if (tenant.specialLoginEnabled) return tenant;
    const caller = callerOf(request);
    await auth.rateLimit(caller.ip);
    const message = '本平台未开启此登录入口';
    await writeLoginLog(deps.database.pool, { tenantId: tenant.id, userName: username, ip: caller.ip, message: `${entry}：${message}`, success: false });
    throw new AppError(403, message, { code: LOGIN_ENTRY_CODES.specialLoginDisabled });
  };

  r.post('/zhwy/api/system/loginForCity', {
    schema: { tags, summary: 'City platform entry: the login, with level2domain naming this tenant (needs specialLoginEnabled)', body: CityLoginBody, response: { 200: LoginResult } },
    config: { access: 'public', operation: '城市平台登录', operationKey: { key: 'loginCity' } },
    handler: async (request) => {
      const { level2domain, ...login } = request.body;
      const tenant = await enabledTenant(request, ENTRIES.city, login.username);
      // The city platform names the tenant by its second-level domain: it must be the one this host serves.
      if (level2domain.toLowerCase() !== tenant.code) throw validationFailed({ level2domain: '不是本平台的二级域名' }, '二级域名与本平台不符');
      return auth.login(tenant, login, { ...callerOf(request), entry: ENTRIES.city });
    },
  });

  r.post('/zhwy/api/system/loginForLaiZhou', {
    schema: { tags, summary: 'Automatic login entry (user, pwd): the login (needs specialLoginEnabled)', body: LaiZhouLoginBody, response: { 200: LoginResult } },
    config: { access: 'public', operation: '自动登录', operationKey: { key: 'loginAuto' } },
    handler: async (request) => {
      const tenant = await enabledTenant(request, ENTRIES.laiZhou, request.body.username);
      return auth.login(tenant, request.body, { ...callerOf(request), entry: ENTRIES.laiZhou });
    },
  });

  r.post('/zhwy/api/zhwy_admin/LaiZhouUser/addAreaId', {
    schema: {
      tags,
      summary: "After the automatic login: the session user's communities (data scope). Grants nothing: ids outside the scope are refused",
      body: AddAreaIdBody,
      response: { 200: envelope(AddAreaIdResult) },
    },
    // A read of the caller's own scope, so also right after a login that must change its password first.
    config: { access: 'login', operation: '自动登录：核对用户小区', operationKey: { key: 'loginAutoAreas' }, beforePasswordChange: true },
    handler: async (request) => {
      const user = request.user!;
      const tenant = servableTenant(request);
      if (!tenant.specialLoginEnabled) throw new AppError(403, '本平台未开启此登录入口', { code: LOGIN_ENTRY_CODES.specialLoginDisabled });
      const asked = idsOf(request.body);
      const scope = user.areaIds;
      const outside = scope === null ? [] : asked.filter((id) => !scope.includes(id));
      // A login must never widen its own data scope; an administrator assigns communities (user edit).
      if (outside.length > 0) throw forbidden(`小区 ${outside.join(',')} 不在当前用户的数据范围内，此接口不分配小区，请联系管理员`);
      return ok({ areaIds: scope === null ? [] : [...scope], allCommunities: scope === null });
    },
  });
};
