import { MenuItem } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The user's menu items come with the session (platform/access.ts): no query of their own, and no serialising
 * either: they were checked against the MenuItem contract and serialised when the access cache loaded them, and
 * Fastify sends a JSON string as it is (the response schema still documents the call).
 */
export const registerMenuRoutes = (app: FastifyInstance) => {
  app.get('/zhwy/api/system/cscpMenus', {
    schema: { tags: ['system'], summary: "The logged-in user's menu items, buttons included", response: { 200: z.array(MenuItem) } },
    // The web app loads user, menus and dictionary together, also behind the forced password page.
    config: { access: 'login', beforePasswordChange: true },
    handler: async (request, reply) => reply.type('application/json; charset=utf-8').send(request.user!.menusJson),
  });
};
