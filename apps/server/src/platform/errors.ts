import { ERROR_CODES, VALIDATION_MESSAGES, formatMessage, pickLocale, type ValidationKey } from '@zhwy/contracts';
import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { unavailableOf } from './unavailable.ts';

/** A failure the client should see as is: status, message, optional field map and extras. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { code?: number; fields?: Record<string, string>; attempts?: number; lockoutTime?: number; params?: Record<string, unknown>; rows?: { row: number; fields: Record<string, string> }[] } = {},
    /** For the operation log only, after the message (e.g. the permission code a 403 lacked); never sent to the client. */
    readonly logDetail?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, { fields });
export const unauthorized = (message = '请先登录') => new AppError(401, message);
/** 403 with the generic catalogue message; `logDetail` (e.g. the missing permission code) goes to the operation log only. */
export const forbidden = (message = 'forbidden', logDetail?: string) => new AppError(403, message, {}, logDetail);
export const notFound = (message = '请求的资源不存在') => new AppError(404, message);
export const conflict = (message: string, fields?: Record<string, string>, params?: Record<string, unknown>) => new AppError(409, message, { fields, params });
/** Too many calls (429, the spec's rateLimited code): every limit answers alike. */
export const rateLimited = () => new AppError(429, 'rateLimited', { code: ERROR_CODES.rateLimited });

export const validationFailed = (fields: Record<string, string>, message = '提交的数据有误') => new AppError(422, message, { fields });

const KNOWN_KEYS = new Set(Object.keys(VALIDATION_MESSAGES.zh_CN));

/** A catalogue message in the caller's language (`Accept-Language`; zh_CN when absent), for answers that are not errors. */
export const messageIn = (acceptLanguage: string | undefined, key: ValidationKey, params?: Record<string, unknown>): string => {
  const catalogue = VALIDATION_MESSAGES[pickLocale(acceptLanguage)];
  return formatMessage(catalogue[key], params, catalogue);
};

/** A message that is a catalogue key, worded in the language (zh_CN when absent, as logs keep it); other text as is. */
export const worded = (message: string, acceptLanguage?: string, params?: Record<string, unknown>): string =>
  KNOWN_KEYS.has(message) ? messageIn(acceptLanguage, message as ValidationKey, params) : message;

type Issue = {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  keys?: string[];
};

/** The value at `path` inside `root` (what the client sent), or undefined. */
const valueAt = (root: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), root);

const NUMERIC = new Set(['number', 'int', 'bigint']);

/**
 * Turns zod issues into `{field: message}` in the caller's language. `sent` is what the client sent (body, query
 * or params): zod does not report the input, and a wrong type must not read as a missing value.
 */
export const fieldErrors = (issues: readonly Issue[], acceptLanguage?: string, sent?: unknown): Record<string, string> => {
  const catalogue = VALIDATION_MESSAGES[pickLocale(acceptLanguage)];
  // Without a prototype: a key the client sent as `__proto__` is named like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const issue of issues) {
    let key: ValidationKey = 'invalid';
    const params: Record<string, unknown> = { min: issue.minimum, max: issue.maximum };
    const missing = ('input' in issue ? issue.input : valueAt(sent, issue.path)) == null;
    if (KNOWN_KEYS.has(issue.message)) key = issue.message as ValidationKey;
    else if (issue.code === 'invalid_type') key = missing ? 'required' : issue.expected === 'int' ? 'integer' : 'invalid';
    else if (issue.code === 'too_big') key = NUMERIC.has(issue.origin ?? '') ? 'maxValue' : 'max';
    else if (issue.code === 'too_small') key = NUMERIC.has(issue.origin ?? '') ? 'minValue' : issue.minimum === 1 ? 'required' : 'min';
    else if (issue.code === 'invalid_value') key = 'enum';
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys ?? []) fields[[...issue.path, name].join('.')] = catalogue.unknownField;
      continue;
    }
    const name = issue.path.map(String).join('.') || '_';
    fields[name] ??= formatMessage(catalogue[key], params);
  }
  return fields;
};

const zodIssues = (error: unknown): Issue[] | null => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((v) => ({
      ...(v.params as object),
      code: v.keyword,
      message: v.message ?? '',
      path: v.instancePath.split('/').filter(Boolean),
    }));
  }
  if (error && typeof error === 'object' && (error as ZodError).name === 'ZodError') return (error as ZodError).issues as Issue[];
  return null;
};

/** `failure` is what the operation log records (Chinese, as the log is read); the caller gets `body.msg`. */
const send = (reply: FastifyReply, request: FastifyRequest, status: number, body: Record<string, unknown>, failure = String(body.msg)) => {
  request.failure = failure;
  reply.status(status).send({ code: body.code ?? status, requestId: request.id, ...body });
};

/** What Fastify refuses before routing (a URL with a broken %-escape): answered in the same shape as the rest. */
export const frameworkErrors = (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => send(reply, request, 400, { msg: '请求格式不正确' });

const CLIENT_ERRORS: Record<string, { status: number; message: (language: string | undefined) => string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: (language) => messageIn(language, 'headersTooLarge') },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: () => '请求超时' },
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a URL or headers over 16 KB, a request that times
 * out, bytes that are not HTTP): answered in the API's shape `{code, msg, requestId}` instead of Fastify's own, in
 * the caller's language when its Accept-Language header is among the bytes read (Chinese otherwise).
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = Object.hasOwn(CLIENT_ERRORS, error.code) ? CLIENT_ERRORS[error.code] : undefined;
  const status = known?.status ?? 400;
  // Node's parser hands over the bytes it read as a Buffer (Fastify's type says otherwise).
  const raw: unknown = error.rawPacket;
  const language = Buffer.isBuffer(raw) ? /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(raw.toString('latin1'))?.[1] : undefined;
  const requestId = crypto.randomUUID();
  this.log.info({ err: error, requestId }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ code: status, msg: known ? known.message(language) : '请求格式不正确', requestId });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * busboy (under @fastify/multipart) reports a body that is not valid multipart (no boundary, cut short, broken part
 * headers) as plain Errors: the client's fault, not the server's.
 */
const BUSBOY_MESSAGE = /^(Multipart: |Unexpected end of (multipart data|form)|Malformed (part header|urlencoded form))/;
const isMalformedMultipart = (request: FastifyRequest, error: FastifyError) =>
  !error.statusCode && !error.code && /^multipart\//i.test(request.headers['content-type'] ?? '') && BUSBOY_MESSAGE.test(error.message);

/** One error shape for the whole API: real status, `{code, msg, fields?, requestId}`, never a stack trace. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const issues = zodIssues(error);
    if (issues) {
      const sent = { body: request.body, querystring: request.query, params: request.params }[String(error.validationContext)];
      const fields = fieldErrors(issues, request.headers['accept-language'], sent);
      // The wire format is wrong (400) unless every complaint is about a field's value (422).
      return send(reply, request, 422, { msg: `提交的数据有误：${Object.entries(fields).map(([k, v]) => `${k} ${v}`).join('；')}`, fields });
    }
    if (error instanceof AppError) {
      // A message or field message that is a catalogue key is answered in the caller's language.
      const language = request.headers['accept-language'];
      const { params, ...extra } = error.extra;
      const text = (message: string, lang = language) => worded(message, lang, params);
      const fields = extra.fields && Object.fromEntries(Object.entries(extra.fields).map(([name, message]) => [name, text(message)]));
      const body = { msg: text(error.message), ...extra, ...(fields ? { fields } : {}) };
      const failure = text(error.message, 'zh_CN');
      return send(reply, request, error.statusCode, body, error.logDetail ? `${failure}（${error.logDetail}）` : failure);
    }
    if (isMalformedMultipart(request, error)) return send(reply, request, 400, { msg: messageIn(request.headers['accept-language'], 'badMultipart') }, messageIn('zh_CN', 'badMultipart'));
    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION' && isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, request, 500, { msg: '服务异常' });
    }
    const unavailable = unavailableOf(error);
    if (unavailable) {
      // The database or the store is away (or we are stopping): the client may retry; nothing was half-written.
      request.log.warn({ err: error }, unavailable === 'closing' ? 'refused: the server is closing' : `${unavailable} unavailable`);
      if (unavailable === 'closing') reply.header('connection', 'close');
      reply.header('retry-after', '5');
      return send(reply, request, 503, { msg: messageIn(request.headers['accept-language'], 'serviceUnavailable') }, messageIn('zh_CN', 'serviceUnavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, request, 500, { msg: '服务异常' });
    }
    const messages: Record<number, string> = {
      400: error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.message.includes('JSON') ? '请求体不是有效的 JSON' : '请求格式不正确',
      413: '文件或请求体过大',
      415: '不支持的内容类型',
      429: messageIn(request.headers['accept-language'], 'rateLimited'),
    };
    return send(reply, request, status, { msg: messages[status] ?? error.message, ...(status === 429 ? { code: ERROR_CODES.rateLimited } : {}) });
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, { msg: '请求的资源不存在' }));
};
