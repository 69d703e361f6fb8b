import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientIpOf } from './client-ip.ts';
import { routeOf } from './route-info.ts';
import type pg from 'pg';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET_KEY = /pass|pwd|token|ticket|secret|captcha|authorization|verification|logoutRequest/i;
const MAX_PARAMS = 4000;

/** Inline files (an avatar's `data:image/png;base64,…`) are bulk, not a record of what was done. */
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w=.+-]+)*,/;

/**
 * Copies params with every secret-looking key's value replaced and inline files shortened. Below six levels a
 * value is left out: the log keeps the shape, and a body nested thousands deep cannot exhaust the stack.
 */
export const redact = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string' && value.length > 64 && DATA_URL.test(value)) return `[${value.slice(5, value.indexOf(','))}, ${value.length} characters]`;
  if (value === null || typeof value !== 'object') return value;
  // A parsed body's times (z.coerce.date) are Dates: their instant, not `{}`.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEY.test(k) ? '******' : redact(v, depth + 1)]),
  );
};

const paramsOf = (query: unknown, body: unknown): string => {
  const isFile = body !== null && typeof body === 'object' && 'file' in (body as object);
  const parts = { query: redact(query), body: isFile ? '[file]' : redact(body) };
  const text = JSON.stringify(parts) ?? '';
  return text.length > MAX_PARAMS ? `${text.slice(0, MAX_PARAMS - 1)}…` : text;
};

/** A call that changes something: a mutating method, or a route that names its operation (the spec's `GET editStatus`). */
const isMutating = (request: FastifyRequest) => {
  const { config } = routeOf(request);
  return (MUTATING.has(request.method) && !config.reads) || config.operation !== undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Parameters of the operation's key known only once the call ran (a clean-up's number of days). */
    operationParams?: Record<string, string | number>;
  }
  interface FastifyContextConfig {
    /**
     * The operation's message as a key and parameters (`LOG_MESSAGE_KEYS` of the contracts), beside `operation`'s
     * Chinese text: the web app words it in the reader's language. Routes without one show their text as stored.
     */
    operationKey?: { key: string; params?: Record<string, string | number> };
    /** A read the spec sends as POST (a list in the body, `menu/queryByRoleId`): not an operation, not logged. */
    reads?: boolean;
  }
}

const INSERT = `INSERT INTO sys_operation_log (tenant_id, user_id, username, method, uri, ip, params, message, error, status, duration_ms, message_key, message_params)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`;

/** A route's operation key and its parameters as the columns keep them (the request may add parameters: `operationParams`). */
const keyOf = (request: FastifyRequest): [string | null, string | null] => {
  const operationKey = routeOf(request).config.operationKey;
  if (!operationKey) return [null, null];
  const params = { ...operationKey.params, ...request.operationParams };
  return [operationKey.key, Object.keys(params).length > 0 ? cleanText(JSON.stringify(params), 500) : null];
};

/**
 * Text as a log column keeps it: without NUL (PostgreSQL text cannot hold it: the whole row was lost) and the
 * other control characters but tab and newline, cut to the column's length.
 */
export const cleanText = (value: string, max: number): string =>
  value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').slice(0, max);

/** A call that reached a user: a session's, or an account a route has authenticated by its password. */
const hasActor = (request: FastifyRequest) => request.user !== null || request.actor !== undefined;

const valuesOf = (request: FastifyRequest, outcome: { status: number; durationMs: number }): unknown[] => {
  const failed = outcome.status >= 400;
  const body = request.body as Record<string, unknown> | undefined;
  const username = request.user?.username ?? request.actor ?? '';
  return [
    request.tenant?.id ?? request.user?.tenantId,
    request.user?.userId ?? null,
    cleanText(username, 64),
    request.method,
    cleanText(request.url.split('?')[0], 500),
    clientIpOf(request),
    // The account a route decrypted replaces its ciphertext: the log is read by people.
    paramsOf(request.query, request.actor !== undefined && typeof body?.userName === 'string' ? { ...body, userName: request.actor } : body),
    cleanText(routeOf(request).config.operation ?? `${request.method} ${routeOf(request).url}`, 500),
    failed ? cleanText(request.failure ?? `HTTP ${outcome.status}`, 2000) : null,
    failed ? 1 : 0,
    Math.round(outcome.durationMs),
    ...keyOf(request),
  ];
};

export type Queryable = { query: (text: string, values: unknown[]) => Promise<unknown> };

/**
 * Writes the success row of a mutating call on the connection of its transaction, just before the commit: the
 * change and its log row land together or not at all (a crash between them cannot leave an unlogged change).
 */
export const logOperationIn = async (client: Queryable, request: FastifyRequest): Promise<void> => {
  if (!isMutating(request) || !hasActor(request) || !(request.tenant?.id ?? request.user?.tenantId)) return;
  await client.query(INSERT, valuesOf(request, { status: 200, durationMs: performance.now() - request.startedAt }));
  request.operationLogged = true;
};

/** At most one warning a minute about refused anonymous writes: the server log keeps the trace, not the table. */
const anonymousWarning = (log: (text: string, fields: object) => void) => {
  let refused = 0;
  let windowStart = 0;
  return (request: FastifyRequest, status: number) => {
    refused++;
    const now = Date.now();
    if (now - windowStart < 60_000) return;
    log('mutating calls without a user were refused (not written to the operation log)', {
      count: refused, last: `${request.method} ${request.url.split('?')[0]}`, status, ip: clientIpOf(request),
    });
    refused = 0;
    windowStart = now;
  };
};

/**
 * Every mutating call that reached a user lands in the operation log. Changes made through a transaction write
 * their row inside it (logOperationIn); every other call, failures included, is written here before the reply.
 * Calls that never reached a user (no session: refused logins, 401s) are not: the login log records logins, and a
 * flood of anonymous requests must not fill the table; a rate-limited warning goes to the server log instead.
 */
export const registerOperationLog = (app: FastifyInstance, pool: pg.Pool) => {
  app.decorateRequest('startedAt', 0);
  // A named operation must say how the log page words it in other languages: without a key, the English, Japanese
  // and Korean consoles would show the Chinese name. Checked as routes are declared, so a new route cannot forget.
  // And every call the log records must name its operation: a raw path (`POST /api/base/ComArea/exportExcel`) is
  // not what a reader looks for. Public routes are logged only when they name their actor (logins), and those do.
  app.addHook('onRoute', (route) => {
    if (route.config?.operation && !route.config.operationKey) {
      throw new Error(`route ${route.method} ${route.url} names its operation '${route.config.operation}' without an operationKey`);
    }
    const writes = [route.method].flat().some((method) => MUTATING.has(method)) && !route.config?.reads && route.config?.access !== 'public';
    if (writes && !route.config?.operation) throw new Error(`route ${String(route.method)} ${route.url} is logged but names no operation (config.operation and operationKey)`);
  });
  // Callback hooks: a read (most calls) passes both without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.startedAt = performance.now();
    done();
  });
  const warnAnonymous = anonymousWarning((text, fields) => app.log.warn(fields, text));
  // onSend, not onResponse: the row is written before the caller hears of the outcome, so an acknowledged change
  // always has its row (a crash in between leaves the change unacknowledged), and a reader sees it at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isMutating(request) || !routeOf(request).url || request.operationLogged) return done(null, payload);
    if (!hasActor(request)) {
      if (routeOf(request).config.access !== 'public' || reply.statusCode >= 400) warnAnonymous(request, reply.statusCode);
      return done(null, payload);
    }
    if (!(request.tenant?.id ?? request.user?.tenantId)) return done(null, payload);
    pool
      .query(INSERT, valuesOf(request, { status: reply.statusCode, durationMs: reply.elapsedTime }))
      .catch((err: unknown) => request.log.error({ err }, 'operation log write failed'))
      .finally(() => done(null, payload));
  });
};
