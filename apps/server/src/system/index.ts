import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/context.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerUnlockRoutes } from './auth/unlock-routes.ts';
import { registerDictRoutes } from './dict/routes.ts';
import { registerFileRoutes } from './file/routes.ts';
import { registerLogRoutes } from './log/routes.ts';
import { registerMenuRoutes } from './menu/routes.ts';
import { registerProfileRoutes } from './profile/routes.ts';
import { registerTenantRoutes } from './tenant/routes.ts';

/** Access and administration (spec: access-and-administration.md). */
export const registerSystemModule = async (app: FastifyInstance, deps: AppDeps & { tenants: { clear: () => void } }) => {
  registerTenantRoutes(app, deps.passwordKey);
  registerAuthRoutes(app, deps);
  registerUnlockRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerMenuRoutes(app);
  registerDictRoutes(app, deps.database);
  registerLogRoutes(app, deps.database);
  registerFileRoutes(app, deps);
};
