import { Community } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { guardCommunityDelete } from '../hierarchy/rules.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { comArea } from '../schema.ts';
import { registerCommunityCalls } from './calls.ts';

/** 小区: the framework's routes from the definition. */
export const registerCommunity = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  registerEntityRoutes(app, { entity: Community, table: comArea, database, hooks: { beforeDelete: guardCommunityDelete } });
  registerCommunityCalls(app, deps);
};
