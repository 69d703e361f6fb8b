import crypto from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerAccessControl } from './platform/auth.ts';
import { registerClosingGuard } from './platform/closing.ts';
import type { Config } from './platform/config.ts';
import type { AppDeps } from './platform/context.ts';
import { registerDuplicateSubmitGuard } from './platform/duplicate-submit.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './platform/errors.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { registerLabelRoutes } from './platform/label-routes.ts';
import { registerWorkbench } from './platform/workbench.ts';
import type { ServerModule } from './platform/module.ts';
import { loggerOptions } from './platform/logger.ts';
import { registerNulGuard } from './platform/nul-guard.ts';
import { pacedValidatorCompiler } from './platform/paced-validation.ts';
import { registerOperationLog } from './platform/operation-log.ts';
import { registerMaskedSearch } from './platform/search-by-mask.ts';
import { responseSerializerCompiler } from './platform/response-writer.ts';
import { registerRouteInfo } from './platform/route-info.ts';
import { registerSecurityHeaders, withSecurityHeaders } from './platform/security-headers.ts';
import { resolveServices, servicesFor } from './platform/services.ts';
import { registerTenantResolution } from './platform/tenant.ts';
import { registerWebApp } from './platform/web-app.ts';
import { baseModule } from './base/index.ts';
import { communityModule } from './community/index.ts';
import { contentModule } from './content/index.ts';
import { feeModule } from './fee/index.ts';
import { meterModule } from './meter/index.ts';
import { fundsModule } from './funds/index.ts';
import { systemModule } from './system/index.ts';
import { letterModule } from './letter/index.ts';
import { workorderModule } from './workorder/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { patrolModule } from './patrol/index.ts';

/** Fastify honours a hop count but its types omit it: the same rule as a trust function (hop i < N). */
const trustProxyOption = (value: Config['trustProxy']) => (typeof value === 'number' ? (_address: string, hop: number) => hop < value : value);

/** The modules, listed once: their routes are registered in this order, their menus and dictionaries synced at start. */
export const MODULES: readonly ServerModule[] = [systemModule, baseModule, feeModule, meterModule, fundsModule, communityModule, contentModule, letterModule, workorderModule, attendanceModule, patrolModule];

export type BuildOptions = { logger?: boolean; webRoot?: string | null; modules?: readonly ServerModule[] };

/** Builds the Fastify app from its dependencies; `main.ts` only starts it. */
export const buildApp = async (deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : loggerOptions(deps.config)),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: withSecurityHeaders(frameworkErrors),
    clientErrorHandler,
    return503OnClosing: false, // platform/closing.ts answers in the API's shape
  });
  app.setValidatorCompiler(pacedValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerRouteInfo(app);
  registerSecurityHeaders(app, deps.config); // first: hooks that answer early (401) skip later onRequest hooks
  registerClosingGuard(app);
  registerJsonBodyParser(app);

  await app.register(swagger, {
    openapi: {
      info: { title: '智慧物业管理后台 API', version: '0.1.0', description: 'See docs/api.md for conventions.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs' routes come from the plugin and declare no access: they are public (a route without one means login).
  app.addHook('onRoute', (route) => {
    if (route.url === '/api-docs' || route.url.startsWith('/api-docs/')) route.config = { ...route.config, access: 'public' };
  });
  await app.register(swaggerUi, { routePrefix: '/api-docs' });
  await app.register(multipart, { limits: { fileSize: deps.config.uploadMaxBytes, files: 1, fields: 10 } });

  const { pool, db } = deps.database;
  const tenants = registerTenantResolution(app, db, deps.config.defaultTenant);
  registerAccessControl(app, pool);
  registerNulGuard(app);
  registerDuplicateSubmitGuard(app, deps.store);
  registerMaskedSearch(app, deps.store);
  registerLabelRoutes(app, deps.database);
  registerOperationLog(app, pool);

  // Liveness: fails only when restarting this process is what helps (its embedded PostgreSQL died and will not start
  // again). Readiness: whether calls can be served now (the database and the shared store answer). docs/deployment.md.
  app.get('/healthz', { config: { access: 'public', probe: true }, schema: { hide: true } }, async (_request, reply) =>
    deps.alive === undefined || deps.alive() ? { status: 'ok' } : reply.status(503).send({ status: 'embedded database down' }),
  );
  app.get('/readyz', { config: { access: 'public', probe: true }, schema: { hide: true } }, async (_request, reply) => {
    const database = await pool.query('SELECT 1').then(() => true, () => false);
    if (!database) return reply.status(503).send({ status: 'database unavailable' });
    if (!(await deps.store.available())) return reply.status(503).send({ status: 'store unavailable' });
    return { status: 'ready' };
  });

  // Services first: a module requiring one that nobody provides stops the start here, before any route exists.
  const modules = options.modules ?? MODULES;
  const services = resolveServices(modules, { ...deps, log: app.log }, deps.services);
  app.decorate('services', services);
  for (const module of modules) await module.register(app, { ...deps, tenants, modules, services: servicesFor(module, services) });
  registerWorkbench(app, modules, deps);
  if (options.webRoot) await registerWebApp(app, options.webRoot);
  return app;
};
