import { ERROR_CODES, LoginBody, SMS_LOGIN_HEADERS, LoginResult, PasswordChangeBody, PasswordChangeResult, envelope } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { tokenOf } from '../../platform/auth.ts';
import { clientIpOf } from '../../platform/client-ip.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { logOperationIn } from '../../platform/operation-log.ts';
import { ok } from '../../platform/reply.ts';
import { isServable } from '../../platform/tenant.ts';
import { captchaProofOf } from '../captcha/login-captcha.ts';
import { passwordRuleText } from './password-rule.ts';
import { createAuthService } from './service.ts';
import { revokeSession } from './sessions.ts';

/** A header's value when sent once (a repeated header is not taken). */
const headerText = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export const callerOf = (request: FastifyRequest) => ({
  ip: clientIpOf(request),
  userAgent: request.headers['user-agent'],
  acceptLanguage: request.headers['accept-language'],
  captcha: captchaProofOf(request.headers),
  smsCode: headerText(request, SMS_LOGIN_HEADERS.code),
});

export const servableTenant = (request: FastifyRequest) => {
  if (!isServable(request.tenant)) throw new AppError(403, 'tenantUnavailable', { code: ERROR_CODES.tenantUnavailable });
  return request.tenant;
};

export const registerAuthRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService(deps);
  const tags = ['system'];

  r.post('/zhwy/api/system/login', {
    schema: { tags, summary: 'Log in (password AES-encrypted, see docs/api.md)', body: LoginBody, response: { 200: LoginResult } },
    config: { access: 'public', operation: '登录', operationKey: { key: 'login' } },
    handler: async (request) => auth.login(servableTenant(request), request.body, callerOf(request)),
  });

  r.post('/zhwy/api/system/logout', {
    schema: { tags, summary: 'End the current session', response: { 200: envelope(z.null()) } },
    config: { access: 'login', operation: '退出登录', operationKey: { key: 'logout' }, essential: true, beforePasswordChange: true },
    handler: async (request) => {
      await mutate(deps.database, request, (_tx, client) => revokeSession(client, request.user!.sessionId));
      return ok(null, '已退出登录');
    },
  });

  r.put('/zhwy/api/system/cscpUserPassword', {
    schema: { tags, summary: 'Change the own password; answers a new token', body: PasswordChangeBody, response: { 200: PasswordChangeResult } },
    // Reachable before a full login (forced change by account name): the old password is what authorises it.
    // A token that is sent but no longer live is an expired session all the same (401), as is a call without
    // session that names no account (see the service). A wrong old password or a locked account is 422, not 401.
    config: { access: 'public', operation: '修改密码', operationKey: { key: 'changePassword' } },
    handler: async (request) => {
      const tenant = servableTenant(request);
      if (!request.user && tokenOf(request)) throw unauthorized('身份信息已过期，请重新登录');
      const { userName } = request.body;
      return auth.changePassword(tenant, request.body, request.user, callerOf(request), async (client) => {
        // Without a session, the old password has now authenticated the account: the operation log names it.
        if (!request.user && userName !== undefined) request.actor = auth.decryptName(userName);
        await logOperationIn(client, request);
      });
    },
  });

  r.get('/zhwy/api/system/cscpUserPasswordRule', {
    schema: { tags, summary: 'The password rule text', response: { 200: envelope(z.string()) } },
    config: { access: 'public' },
    handler: async (request) => ok(passwordRuleText(request.headers['accept-language'])),
  });
};
