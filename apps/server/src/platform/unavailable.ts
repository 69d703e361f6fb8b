/**
 * Failures that are not the request's fault nor a bug: the database or the shared store cannot be reached right now
 * (a dropped connection, a restart, a failover), or the server is stopping. Answered 503 in the API's error shape,
 * so that a client retries and an operator reads "unavailable" rather than a 500 to investigate.
 */
export class UnavailableError extends Error {
  constructor(
    readonly what: 'database' | 'store' | 'closing',
    options?: { cause?: unknown },
  ) {
    super(`${what} unavailable`, options);
  }
}

/** SQLSTATE classes and codes that mean "no usable connection", not "bad statement": 08 connection exception, shutdowns, too many connections. */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of the connection to the database (ENOENT: the Unix socket is gone while the server restarts). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** What node-postgres and its pool say when a connection ended under them or could not be made in time. */
const PG_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

const isConnectionFailure = (error: object): boolean => {
  const { code, syscall, message } = error as { code?: unknown; syscall?: unknown; message?: unknown };
  if (typeof code === 'string' && PG_UNAVAILABLE.test(code)) return true;
  if (typeof code === 'string' && SOCKET_CODES.has(code) && (syscall === 'connect' || syscall === 'read' || syscall === 'write')) return true;
  return typeof message === 'string' && PG_MESSAGES.some((text) => message.startsWith(text));
};

/** What is unavailable, when `error` (or an error it wraps, e.g. drizzle's query error) says so; null otherwise. */
export const unavailableOf = (error: unknown): UnavailableError['what'] | null => {
  for (let e = error, depth = 0; e !== null && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof UnavailableError) return e.what;
    if (isConnectionFailure(e)) return 'database';
  }
  return null;
};
