import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/context.ts';
import { registerRoleOptionRoutes } from './options-routes.ts';

/** Roles (spec §2 role list and role edit): the list, the role itself, its users and its menu grants. */
export const registerRoleRoutes = (app: FastifyInstance, { database }: AppDeps) => {
  registerRoleOptionRoutes(app, database);
};
