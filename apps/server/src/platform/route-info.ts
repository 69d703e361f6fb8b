import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** request.routeOptions, read once per request (routeOf). */
    routeInfo: FastifyRequest['routeOptions'] | null;
  }
}

/** Declares the request's slot for routeOf (app.ts, before any hook that reads it). */
export const registerRouteInfo = (app: FastifyInstance) => {
  app.decorateRequest('routeInfo', null);
};

/**
 * The request's route options. Fastify's `request.routeOptions` is a getter that builds a new object (and asks the
 * router for its constraint strategies) on every read; the hooks of every call read it about ten times.
 */
export const routeOf = (request: FastifyRequest): FastifyRequest['routeOptions'] => (request.routeInfo ??= request.routeOptions);

/**
 * Adds `preHandler` to the routes named `METHOD url` that are registered after this call, and to no other: a hook added
 * with app.addHook runs on every call of the app, a promise and a look-up each (issue 23).
 */
export const preHandlerOn = (app: FastifyInstance, routes: ReadonlySet<string>, preHandler: preHandlerAsyncHookHandler) => {
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => routes.has(`${method} ${route.url}`))) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), preHandler];
  });
};
