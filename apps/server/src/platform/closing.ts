import type { FastifyInstance } from 'fastify';
import { UnavailableError } from './unavailable.ts';

/**
 * Once the server is closing, a request that still arrives on a kept-alive connection is answered 503 in the API's
 * shape (with `Connection: close`), not with Fastify's own body: the app is built with `return503OnClosing: false`
 * and this hook, first of the app's own, refuses instead. Requests already in flight finish as usual.
 */
export const registerClosingGuard = (app: FastifyInstance) => {
  let closing = false;
  // preClose runs as Fastify stops routing new requests and before the listening socket closes.
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook: no promise per request for a flag.
  app.addHook('onRequest', (_request, _reply, done) => done(closing ? new UnavailableError('closing') : undefined));
};
