import { CasLoginBody, CasLogoutBody, LoginResult, envelope } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIpOf } from '../../platform/client-ip.ts';
import type { AppDeps } from '../../platform/context.ts';
import { ok } from '../../platform/reply.ts';
import { callerOf, servableTenant } from '../auth/routes.ts';
import { createAuthService } from '../auth/service.ts';
import { createCasService } from './service.ts';
import { CAS_SERVICE_PATH } from './service-url.ts';

/** Form bodies are small here: a ticket and a URL, or one SAML LogoutRequest. */
const FORM_BODY_LIMIT = 32 * 1024;

/**
 * The form parser the CAS calls need (`application/x-www-form-urlencoded`), for the routes of this scope only:
 * everything else keeps JSON and multipart. Fields land in an object without prototype; a repeated field keeps its
 * last value.
 */
const registerFormParser = (scope: FastifyInstance) => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null);
    for (const [name, value] of new URLSearchParams(body as string)) fields[name] = value;
    done(null, fields);
  });
};

export const registerCasRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const cas = createCasService(deps, createAuthService(deps));
  const tags = ['system'];
  void app.register(async (scope) => {
    registerFormParser(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post('/zhwy/api/system/loginByCas', {
      schema: {
        tags,
        summary: 'Log in with a CAS service ticket (form: ticket, serviceUrl = this host\'s /login); answers like the login',
        body: CasLoginBody,
        response: { 200: LoginResult },
      },
      config: { access: 'public', operation: 'CAS 登录', operationKey: { key: 'casLoginCall' } },
      handler: async (request) => cas.loginByCas(servableTenant(request), request.body, callerOf(request), request.headers.host),
    });

    // CAS posts single logout to the service URL itself: the login page's address, which is otherwise the web app's.
    r.post(CAS_SERVICE_PATH, {
      schema: { tags, summary: 'CAS single logout (form: logoutRequest, a SAML LogoutRequest); ends the session its ticket opened', body: CasLogoutBody, response: { 200: envelope(z.null()) } },
      config: { access: 'public', operation: 'CAS 单点登出', operationKey: { key: 'casLogout' } },
      handler: async (request) => {
        const ended = await cas.singleLogout(servableTenant(request), request.body.logoutRequest, clientIpOf(request));
        return ok(null, ended ? '会话已结束' : '没有对应的会话');
      },
    });
  });
};
