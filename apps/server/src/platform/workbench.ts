import { WORKBENCH_PATH, envelope, workbenchCount } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './context.ts';
import type { ServerModule } from './module.ts';
import { ok } from './reply.ts';

/**
 * A count a module offers the home page's workbench: what waits in the caller's scope (their tenant and
 * communities), shown to whoever holds `access` (the list's code of the page the count leads to).
 */
export type WorkbenchItem = {
  /** Stable within the app: the web's label `menu.workbench.<name>`. */
  name: string;
  /** The menu item (its `name`) of the page that lists the rows counted. */
  menu: string;
  /** The permission code the caller needs to see the count (the page's list code). */
  access: string;
  /** The rows waiting, counted with the platform's scope helpers (tenant, live rows, the caller's communities). */
  count: (request: FastifyRequest, deps: AppDeps) => Promise<number>;
};

/**
 * `GET /api/platform/workbench`: the modules' counts the caller may see, each in their scope, in the modules' order.
 * One query per count, side by side; a name given by two modules stops the start.
 */
export const registerWorkbench = (app: FastifyInstance, modules: readonly ServerModule[], deps: AppDeps) => {
  const items = modules.flatMap((module) => module.workbench ?? []);
  const names = new Set<string>();
  for (const item of items) {
    if (names.has(item.name)) throw new Error(`workbench count "${item.name}" is defined twice`);
    names.add(item.name);
  }
  app.withTypeProvider<ZodTypeProvider>().get(WORKBENCH_PATH, {
    schema: { tags: ['platform'], summary: 'What waits for the caller: the home page\'s counts', response: { 200: envelope(z.array(workbenchCount)) } },
    config: { access: 'login' },
    handler: async (request) => {
      const mine = items.filter((item) => request.user!.permissions.has(item.access));
      const counts = await Promise.all(mine.map((item) => item.count(request, deps)));
      return ok(mine.map((item, i) => ({ name: item.name, menu: item.menu, count: counts[i]! })));
    },
  });
};
