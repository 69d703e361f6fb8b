import { PERMISSIONS, envelope } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { ok } from '../../platform/reply.ts';
import { assertUserWithinOwn } from '../role/grant-limits.ts';
import { createLockout } from './lockout.ts';
import { pgScope } from '../../platform/scope-sql.ts';

/**
 * PUT /zhwy/api/system/cscpUserUnlock/{userName}: an administrator lifts a lockout (RuoYi's
 * `monitor/logininfor/unlock/{userName}`, offered on the login log page). It lifts the account's lock and every
 * address's lock of that name in the caller's tenant and starts the counts over. Any name can be unlocked: unknown
 * names lock like known ones, and the login log lists both.
 */
export const registerUnlockRoutes = (app: FastifyInstance, deps: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lockout = createLockout(deps.store, deps.config.login);
  r.put('/zhwy/api/system/cscpUserUnlock/:userName', {
    schema: {
      tags: ['system'],
      summary: 'Unlock an account locked by wrong passwords (all addresses)',
      params: z.object({ userName: z.string().trim().min(1, { error: 'required' }).max(64, { error: 'max' }) }),
      response: { 200: envelope(z.null()) },
    },
    config: { access: PERMISSIONS.loginLog.unlock, operation: '解锁账号', operationKey: { key: 'unlockAccount' } },
    handler: async (request) => {
      // A name of a live account: only when it holds nothing beyond the caller's own (issue 20); unknown names lock too, and unlock freely.
      const { rows } = await deps.database.pool.query<{ id: number }>(`SELECT id FROM sys_user WHERE ${pgScope(null, 1)} AND username = $2`, [
        request.user!.tenantId,
        request.params.userName,
      ]);
      if (rows[0]) await assertUserWithinOwn(deps.database.pool, request.user!, rows[0].id);
      await lockout.unlock(request.user!.tenantId, request.params.userName);
      return ok(null, '账号已解锁');
    },
  });
};
