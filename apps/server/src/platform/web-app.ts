import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api', '/zhwy/', '/base/', '/yypt/', '/zhsq/', '/healthz', '/readyz'];

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an API call
 * gets index.html, so the browser's router can answer deep links such as /system/dict.
 */
export const registerWebApp = async (app: FastifyInstance, root: string) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web app not built (${root}); run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders: (res, file: string) => {
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'));
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0];
    if (API_PREFIXES.some((p) => url.startsWith(p))) return reply.callNotFound();
    const file = path.join(root, path.normalize(url));
    if (file.startsWith(root) && path.extname(url) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    if (path.extname(url) && url.startsWith('/assets/')) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
};
