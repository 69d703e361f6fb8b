import type { FastifyInstance } from 'fastify';
import { clientIpOf } from './client-ip.ts';
import type pg from 'pg';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET_KEY = /pass|pwd|token|secret|captcha|authorization|verification/i;
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

/** Every mutating call lands in the operation log, written after the response so it costs the caller nothing. */
export const registerOperationLog = (app: FastifyInstance, pool: pg.Pool) => {
  app.addHook('onResponse', async (request, reply) => {
    if (!MUTATING.has(request.method) || !request.routeOptions.url) return;
    const tenantId = request.tenant?.id ?? request.user?.tenantId;
    if (!tenantId) return;
    const failed = reply.statusCode >= 400;
    const body = request.body as Record<string, unknown> | undefined;
    // Without a session the account is the one the call names: the login's username, or what a route worked out
    // (the forced password change sends the name AES-encrypted).
    const named = request.actor ?? (typeof body?.username === 'string' ? body.username : '');
    const username = request.user?.username ?? named.replaceAll('\0', '').slice(0, 64);
    await pool
      .query(
        `INSERT INTO sys_operation_log (tenant_id, user_id, username, method, uri, ip, params, message, error, status, duration_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          tenantId,
          request.user?.userId ?? null,
          username,
          request.method,
          request.url.split('?')[0].slice(0, 500),
          clientIpOf(request),
          // The account a route decrypted replaces its ciphertext: the log is read by people.
          paramsOf(request.query, request.actor !== undefined && typeof body?.userName === 'string' ? { ...body, userName: request.actor } : body),
          (request.routeOptions.config.operation ?? `${request.method} ${request.routeOptions.url}`).slice(0, 500),
          failed ? (request.failure ?? `HTTP ${reply.statusCode}`).slice(0, 2000) : null,
          failed ? 1 : 0,
          Math.round(reply.elapsedTime),
        ],
      )
      .catch((err: unknown) => request.log.error({ err }, 'operation log write failed'));
  });
};
