import { PERMISSIONS, SysRole, type ListQuery, listQuerySchema, pageSchema, rowSchema } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEntity } from '../../platform/crud.ts';
import type { Database } from '../../platform/db/client.ts';
import { sysRole } from '../schema.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';

/**
 * The role list (`cscpRolessByCriteria`, the card list and the user form's role options with size=1000): paging,
 * sorting and the name filter in SQL like every list. The user form needs it too, so the user add/edit codes serve it
 * as well as the role list's own code.
 */
export const registerRoleOptionRoutes = (app: FastifyInstance, database: Database) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(SysRole.paths.list, {
    schema: {
      tags: ['system'],
      summary: 'List roles (cards, user form options); builtinAdmin marks the built-in administrator role',
      querystring: listQuerySchema(SysRole),
      response: { 200: pageSchema(rowSchema(SysRole).extend({ builtinAdmin: z.boolean() })) },
    },
    config: { access: { anyOf: [PERMISSIONS.role.list, PERMISSIONS.user.add, PERMISSIONS.user.edit] } },
    handler: async (request) => {
      const { tenantId } = request.user!;
      const page = await listEntity(database.db, SysRole, sysRole, tenantId, request.query as ListQuery);
      // The built-in role is shown as such (no delete, grants read-only): one small read beside the page.
      const builtin = await database.db.select({ id: sysRole.id }).from(sysRole).where(and(scopeWhere(sysRole, { tenantId }, { live: false }), eq(sysRole.builtinAdmin, true)));
      const ids = new Set(builtin.map((row) => row.id));
      return { data: page.data.map((row) => ({ ...row, builtinAdmin: ids.has(row.id as number) })), recordsTotal: page.recordsTotal };
    },
  });
};
