import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// The API's path prefixes (every API path starts with one); web routes such as /base/community must not.
const API_PREFIXES = ['/api', '/zhwy/api/', '/base/api/', '/yypt/api/', '/zhsq/api/', '/catpcha/', '/captcha/', '/test-hooks/', '/healthz', '/readyz'];

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an API call
 * gets index.html, so the browser's router can answer deep links such as /system/dict.
 */
export const registerWebApp = async (app: FastifyInstance, root: string) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built (${root}); run npm run build`);
    return;
  }
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'));
  await app.register(async (scope) => {
    // The web app's own files are public: the routes @fastify/static adds declare no access of their own.
    // Encapsulated, so this hook touches only the routes of this scope.
    scope.addHook('onRoute', (route) => {
      if (!route.config?.access) route.config = { ...route.config, access: 'public' };
    });
    await scope.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false, // ours below: @fastify/send would overwrite it with max-age=0
      setHeaders: (res, file: string) => {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    scope.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split('?')[0];
      if (API_PREFIXES.some((p) => url.startsWith(p))) return reply.callNotFound();
      if (path.extname(url) && url.startsWith('/assets/')) return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    });
  });
};
