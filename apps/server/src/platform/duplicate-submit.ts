import { ERROR_CODES } from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from './crypto.ts';
import { AppError } from './errors.ts';
import { routeOf } from './route-info.ts';
import type { KvStore } from './store/store.ts';

export const DUPLICATE_WINDOW_MS = 1000;

/**
 * An identical POST or PUT from the same session to the same route with the same body within 1000 ms is refused (429).
 * A read the spec sends as POST (`reads`) is not a submit: a page opened twice in a second (a quick reload) asks again.
 */
export const registerDuplicateSubmitGuard = (app: FastifyInstance, store: KvStore) => {
  const guard = async (request: FastifyRequest) => {
    // Uploads are told apart by their content, which is streamed later: they are not guarded here.
    const { allowRepeat, reads } = routeOf(request).config;
    if (allowRepeat || reads || request.isMultipart()) return;
    const body = JSON.stringify(request.body ?? null);
    // The route and its parameters, not the raw URL: a trailing slash, a doubled slash or a query string added to
    // the same call does not make it a new one.
    const target = `${request.method} ${routeOf(request).url} ${JSON.stringify(request.params ?? {})}`;
    const key = `dup:${request.user!.tokenHash}:${sha256(`${target}\n${body}`)}`;
    if (!(await store.setIfAbsent(key, '1', DUPLICATE_WINDOW_MS))) {
      throw new AppError(429, 'duplicateSubmit', { code: ERROR_CODES.duplicateSubmit });
    }
  };
  // A callback hook: reads (most calls) pass without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if ((request.method !== 'POST' && request.method !== 'PUT') || !request.user) return done();
    guard(request).then(() => done(), done);
  });
};
