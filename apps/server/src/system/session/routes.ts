import { OnlineSessionQuery, OnlineSessionRow, PERMISSIONS, envelope, idSchema, pageSchema } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { areasLiteral, peerIdsText, seesAllStaff } from '../user/peers.ts';
import { pgScope, sameTenantText } from '../../platform/scope-sql.ts';

const PATH = '/zhwy/api/system/online';

// A live session: not revoked, not past its lifetime, not idle past its limit (as platform/auth.ts's check).
const LIVE = `${pgScope('s', 1, { live: false })} AND s.revoked_at IS NULL AND s.expires_at > now()
  AND s.last_seen_at > now() - s.idle_minutes * interval '1 minute'`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * 在线用户 (issue 12): the caller's tenant's live sessions, and force logout. A forced-out session is revoked in
 * sys_session, which the session check reads on every request: its next call gets 401 on every instance.
 */
export const registerOnlineSessionRoutes = (app: FastifyInstance, { database }: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;
  const tags = ['system'];

  r.get(PATH, {
    schema: {
      tags,
      summary: "Live sessions of the caller's tenant: the caller's own first, then newest login first (username contains, IP starts with)",
      querystring: OnlineSessionQuery,
      response: { 200: envelope(pageSchema(OnlineSessionRow)) },
    },
    config: { access: PERMISSIONS.session.list },
    handler: async (request) => {
      // The caller's own session heads the first page (where the filters keep it), however many logins came after.
      const { tenantId, sessionId } = request.user!;
      const { page, size, username, ip } = request.query;
      const params: unknown[] = [tenantId];
      const where = [LIVE];
      if (username) where.push(`lower(u.username) LIKE $${params.push(`%${escapeLike(username.toLowerCase())}%`)}`);
      if (ip) where.push(`s.ip LIKE $${params.push(`${escapeLike(ip)}%`)}`);
      // Issue 20: a caller who is not an administrator sees the sessions of their peers (and their own) only.
      if (!seesAllStaff(request)) where.push(`s.user_id IN ${peerIdsText('$1', `$${params.push(areasLiteral(request))}`, `$${params.push(request.user!.userId)}`)}`);
      const from = `FROM sys_session s JOIN sys_user u ON u.id = s.user_id AND ${sameTenantText('u', 's', { live: false })} WHERE ${where.join(' AND ')}`;
      const total = await pool.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
      const rows = await pool.query<OnlineSessionRow>(
        `SELECT s.id, s.user_id AS "userId", u.username, coalesce(u.family_name, '') || coalesce(u.name, '') AS name,
           (SELECT code FROM tenant WHERE id = $1) AS "tenantCode", coalesce(s.ip, '') AS ip,
           coalesce(s.user_agent, '') AS "userAgent", to_json(s.created_at)#>>'{}' AS "loginTime",
           to_json(s.last_seen_at)#>>'{}' AS "lastActiveTime", s.remember_me AS "rememberMe", s.id = $${params.push(sessionId)} AS current
         ${from} ORDER BY s.id = $${params.length} DESC, s.created_at DESC, s.id DESC LIMIT $${params.push(size)} OFFSET $${params.push((page - 1) * size)}`,
        params,
      );
      return ok({ data: rows.rows, recordsTotal: total.rows[0].n });
    },
  });

  r.delete(`${PATH}/:sessionId`, {
    schema: { tags, summary: "Force a session of the caller's tenant out (not the caller's own)", params: z.object({ sessionId: idSchema }), response: { 200: envelope(z.null()) } },
    config: { access: PERMISSIONS.session.forceLogout, operation: '强制退出', operationKey: { key: 'forceLogout' } },
    handler: async (request) => {
      const { tenantId, sessionId: own } = request.user!;
      const { sessionId } = request.params;
      if (sessionId === own) throw validationFailed({ sessionId: 'sessionOwn' }, 'sessionOwn');
      await mutate(database, request, async (_tx, client) => {
        const all = seesAllStaff(request);
        const { rows } = await client.query<{ live: boolean }>(
          `SELECT (s.revoked_at IS NULL AND s.expires_at > now()) AS live FROM sys_session s WHERE s.id = $2 AND ${pgScope('s', 1, { live: false })}
           ${all ? '' : `AND s.user_id IN ${peerIdsText('$1', '$3', '$4')}`} FOR UPDATE`,
          all ? [tenantId, sessionId] : [tenantId, sessionId, areasLiteral(request), request.user!.userId],
        );
        // Another tenant's session (or, for a caller who is not an administrator, another community's) is as unknown here as one that never existed.
        if (!rows[0]) throw notFound('会话不存在');
        if (!rows[0].live) throw validationFailed({ sessionId: 'sessionGone' }, 'sessionGone');
        await client.query('UPDATE sys_session SET revoked_at = now() WHERE id = $1', [sessionId]);
      });
      return ok(null, '已强制退出');
    },
  });
};
