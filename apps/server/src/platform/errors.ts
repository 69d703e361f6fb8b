import { ERROR_CODES, VALIDATION_MESSAGES, formatMessage, pickLocale, type ValidationKey } from '@zhwy/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';

/** A failure the client should see as is: status, message, optional field map and extras. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { code?: number; fields?: Record<string, string>; attempts?: number; lockoutTime?: number } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, message, { fields });
export const unauthorized = (message = '请先登录') => new AppError(401, message);
export const forbidden = (message = '没有权限执行此操作') => new AppError(403, message);
export const notFound = (message = '请求的资源不存在') => new AppError(404, message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, message, { fields });
export const validationFailed = (fields: Record<string, string>, message = '提交的数据有误') => new AppError(422, message, { fields });

const KNOWN_KEYS = new Set(Object.keys(VALIDATION_MESSAGES.zh_CN));

/** A catalogue message in the caller's language (`Accept-Language`; zh_CN when absent), for answers that are not errors. */
export const messageIn = (acceptLanguage: string | undefined, key: ValidationKey, params?: Record<string, unknown>): string =>
  formatMessage(VALIDATION_MESSAGES[pickLocale(acceptLanguage)][key], params);

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
  const fields: Record<string, string> = {};
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
      const text = (message: string, lang = language) => (KNOWN_KEYS.has(message) ? messageIn(lang, message as ValidationKey) : message);
      const fields = error.extra.fields && Object.fromEntries(Object.entries(error.extra.fields).map(([name, message]) => [name, text(message)]));
      const body = { msg: text(error.message), ...error.extra, ...(fields ? { fields } : {}) };
      return send(reply, request, error.statusCode, body, text(error.message, 'zh_CN'));
    }
    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION' && isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, request, 500, { msg: '服务异常' });
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
