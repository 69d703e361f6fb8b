import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { prettyFactory } from 'pino-pretty';
import type { Config } from './config.ts';

/** What a secret in a logged URL becomes. */
export const REDACTED = '******';

/** Query parameter names that look like they carry a secret (a substring, any case). */
const SECRET_NAME = /token|ticket|pass|pwd|secret|key|code|captcha|auth|session|sign|credential|otp|cookie|jwt/i;
/** Paths whose whole query string is withheld: logins (login, loginByCas, loginSend…), passwords, captchas (the spec spells them catpcha). */
const SECRET_PATH = /\/login[^/]*(\/|$)|passw|pwd|captcha|catpcha/;

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
};

/**
 * A request URL fit for the log: the path, and the query with the value of every parameter whose name looks like a
 * secret replaced by `******` (every value on login, password and captcha paths; a part without `=`, which may be a
 * bare token, always). What cannot be decoded counts as a secret.
 */
export const redactUrl = (url: string): string => {
  const mark = url.indexOf('?');
  if (mark < 0 || mark === url.length - 1) return url;
  const path = url.slice(0, mark);
  const decodedPath = decode(path)?.toLowerCase();
  const everything = decodedPath === undefined || SECRET_PATH.test(decodedPath);
  const query = url
    .slice(mark + 1)
    .split(/([&;])/)
    .map((part, i) => {
      if (i % 2 === 1 || part === '') return part; // a delimiter, or nothing between two
      const eq = part.indexOf('=');
      if (eq < 0) return REDACTED;
      const name = part.slice(0, eq);
      const decodedName = decode(name);
      return everything || decodedName === null || SECRET_NAME.test(decodedName) ? `${name}=${REDACTED}` : part;
    })
    .join('');
  return `${path}?${query}`;
};

/** Fastify's own request serializer, with the URL redacted. */
const serializeRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
  version: req.headers?.['accept-version'] as string | undefined,
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** Fastify's per-request lines ("incoming request", "request completed") at debug: the console keeps to what matters. */
class QuietRequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply); // "request errored" stays an error
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Writes one line at a time to stdout, where the start banner goes too: the log and the banner keep their order. */
const stdoutLines = (format: (line: string) => string = (line) => line) => ({ write: (line: string) => void process.stdout.write(format(line)) });

/**
 * The app's logger, from LOG_LEVEL and LOG_FORMAT (README):
 * - `json` (LOG_FORMAT=json, or NODE_ENV=production): one JSON object per line, every request at info, for collectors;
 * - `pretty` (otherwise): readable lines (pino-pretty), requests at debug, so that the start banner stays in view.
 * Both write to stdout, synchronously with `console.log`; warnings and errors are written in either format. Request
 * URLs are logged without secrets (`redactUrl`), the Authorization header never.
 */
export const loggerOptions = (config: Pick<Config, 'logLevel' | 'logFormat'>): Pick<FastifyServerOptions, 'logger' | 'logController'> => ({
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization'],
    serializers: { req: serializeRequest },
    stream: config.logFormat === 'json' ? stdoutLines() : stdoutLines(prettyFactory({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })),
  },
  logController: config.logFormat === 'json' ? undefined : new QuietRequestLogController(),
});
