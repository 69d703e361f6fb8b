import { PERMISSIONS, POST_OPTIONS_PATH, PostOptionSchema, SysPost, envelope } from '@zhwy/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { conflict } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { sysPost, sysUser } from '../schema.ts';
import { pgScope, scopeWhere } from '../../platform/scope-sql.ts';
import type { DeleteRuleContext } from '../../platform/entity-context.ts';

/** The post options serve the post screen and the user form (a user's post). */
export const POST_OPTIONS_ACCESS = { anyOf: [PERMISSIONS.post.list, PERMISSIONS.user.add, PERMISSIONS.user.edit] } as const;

/** A post still held by users (sys_user.post_id) is not deleted: the message counts them. */
const refuseWhileHeld = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const [{ users }] = await tx
    .select({ users: count() })
    .from(sysUser)
    .where(and(scopeWhere(sysUser, { tenantId }), eq(sysUser.postId, Number(current.id))));
  if (users > 0) throw conflict('postInUse', undefined, { n: users });
};

/** Posts (岗位): the enabled posts as options (`post/queryList`), and the management screen's CRUD by the framework. */
export const registerPostRoutes = (app: FastifyInstance, database: Database) => {
  app.withTypeProvider<ZodTypeProvider>().get(POST_OPTIONS_PATH, {
    schema: {
      tags: ['system'],
      summary: "The tenant's enabled posts, ordered by sort then id",
      querystring: z.object({}).strict(),
      response: { 200: envelope(z.array(PostOptionSchema)) },
    },
    config: { access: POST_OPTIONS_ACCESS },
    handler: async (request) => {
      const { rows } = await database.pool.query(
        `SELECT id, post_code AS "postCode", post_name AS "postName", COALESCE(sort, 0) AS sort, status
         FROM sys_post WHERE ${pgScope(null, 1)} AND status = '0' ORDER BY COALESCE(sort, 0), id`,
        [request.user!.tenantId],
      );
      return ok(rows);
    },
  });
  registerEntityRoutes(app, { entity: SysPost, table: sysPost, database, hooks: { beforeDelete: refuseWhileHeld } });
};
