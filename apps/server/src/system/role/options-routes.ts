import { PERMISSIONS, SysRole, type ListQuery, listQuerySchema, pageSchema, rowSchema } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type EntityTable, listEntity } from '../../platform/crud.ts';
import type { Database } from '../../platform/db/client.ts';
import { sysRole } from '../schema.ts';

/**
 * The role list (`cscpRolessByCriteria`, the card list and the user form's role options with size=1000): paging,
 * sorting and the name filter in SQL like every list. The user form needs it too, so the user add/edit codes serve it
 * as well as the role list's own code.
 */
export const registerRoleOptionRoutes = (app: FastifyInstance, database: Database) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(SysRole.paths.list, {
    schema: { tags: ['system'], summary: 'List roles (cards, user form options)', querystring: listQuerySchema(SysRole), response: { 200: pageSchema(rowSchema(SysRole)) } },
    config: { access: { anyOf: [PERMISSIONS.role.list, PERMISSIONS.user.add, PERMISSIONS.user.edit] } },
    handler: (request) => listEntity(database.db, SysRole, sysRole as unknown as EntityTable, request.user!.tenantId, request.query as ListQuery),
  });
};
