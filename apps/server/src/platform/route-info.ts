import type { FastifyInstance, FastifyRequest } from 'fastify';

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
