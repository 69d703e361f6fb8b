import { MenuItem } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The user's menu items come with the session (platform/access.ts): no query of their own. */
export const registerMenuRoutes = (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().get('/zhwy/api/system/cscpMenus', {
    schema: { tags: ['system'], summary: "The logged-in user's menu items, buttons included", response: { 200: z.array(MenuItem) } },
    config: { access: 'login' },
    handler: async (request) => request.user!.menus,
  });
};
