import { i18n } from '../i18n/index.ts';
import { feedback } from '../feedback/feedback.ts';
import { HttpError } from './errors.ts';

export const TOKEN_KEY = 'token';
export const REQUEST_TIMEOUT_MS = 30_000;
export const DUPLICATE_WINDOW_MS = 1000;

type Query = Record<string, string | number | boolean | null | undefined>;
export type RequestOptions = {
  query?: Query;
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded (the spec's role/menu calls). */
  form?: Record<string, string>;
  /** multipart upload */
  formData?: FormData;
  /** Skip the global error messages; the caller shows its own. */
  silent?: boolean;
  timeoutMs?: number;
  /** Extra request headers (the login's captcha and SMS headers). */
  headers?: Record<string, string>;
};

type Hooks = { onUnauthorized: () => void; isOnLogin: () => boolean; locale: () => string };
let hooks: Hooks = { onUnauthorized: () => {}, isOnLogin: () => false, locale: () => 'zh_CN' };
/** The session and router plug themselves in here (keeps this module free of React). */
export const configureHttp = (next: Partial<Hooks>) => {
  hooks = { ...hooks, ...next };
};

const recent = new Map<string, number>();
let expiring = false;

const t = (key: string) => i18n.t(`common.http.${key}`);

/**
 * The reasons of a refused request's fields, each named by `nameOf` (a field's label) or, without a name, by its
 * message alone: a raw key (`parentId.equals`) never reaches the reader.
 */
export const fieldReasons = (fields: Record<string, string>, nameOf: (key: string) => string | null = () => null): string => {
  const reasons = Object.entries(fields).map(([key, reason]) => {
    const field = nameOf(key);
    return field ? i18n.t('common.http.fieldReason', { field, reason }) : reason;
  });
  return [...new Set(reasons)].join(t('reasonSeparator'));
};

/** The spec's error catalogue, in one place. */
const report = async (error: HttpError) => {
  // Where the call failed decides; before the first render, what it reports shows once the page can (feedback()).
  const onLogin = hooks.isOnLogin();
  const { message } = await feedback();
  if (error.kind === 'network') return void message.error(t('network'));
  if (error.kind === 'timeout') return void message.error(t('timeout'));
  if (error.kind === 'duplicate') return void message.warning(t('duplicate'));
  switch (error.status) {
    case 401:
      if (onLogin) return; // the login form shows it
      // One message per expired session (spec: 'identity information has expired, please log in again' for 2 s),
      // however many calls were refused at once, and straight to the login page.
      if (expiring) return;
      expiring = true;
      message.warning({ content: t('expired'), duration: 2, key: 'session-expired' });
      hooks.onUnauthorized();
      setTimeout(() => {
        expiring = false;
      }, 2000);
      return;
    case 403:
      return void message.warning(error.message || t('forbidden'), 3);
    case 404:
      return void message.error(t('notFound'));
    case 606:
      // 'All data has been exported': one notice, in the reader's language (the server words it in Chinese only).
      return void message.info(t('exported'));
    default:
      // A message naming fields by the wire's keys (`parentId.equals 格式不正确`) is said by its reasons instead.
      if (Object.keys(error.fields).some((key) => error.message.includes(key))) return void message.error(i18n.t('common.http.invalid', { reasons: fieldReasons(error.fields) }));
      return void message.error(error.message || t('serviceAbnormal'));
  }
};

const urlOf = (path: string, query?: Query) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
};

/** Headers every call carries: the session's token and the language the server words its messages in. */
export const authHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { 'Accept-Language': hooks.locale() };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = token;
  return headers;
};

/** Shows a failed call as every other call's failure is shown (downloads and uploads outside `request`). */
export const reportHttpError = (error: HttpError) => void report(error);

/** One HTTP client: token header, 30 s timeout, duplicate-submit guard, the error catalogue, field errors. */
export const request = async <T>(method: string, path: string, options: RequestOptions = {}): Promise<T> => {
  const headers = authHeaders();
  Object.assign(headers, options.headers);
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.form) {
    body = new URLSearchParams(options.form);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const url = urlOf(path, options.query);

  if (method === 'POST' || method === 'PUT') {
    const key = `${method} ${url} ${typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : ''}`;
    const now = Date.now();
    for (const [k, at] of recent) if (now - at > DUPLICATE_WINDOW_MS) recent.delete(k);
    if (!options.formData && recent.has(key)) {
      const error = new HttpError('duplicate', 0, t('duplicate'));
      if (!options.silent) void report(error);
      throw error;
    }
    recent.set(key, now);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (cause) {
    const timedOut = cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    const error = new HttpError(timedOut ? 'timeout' : 'network', 0, t(timedOut ? 'timeout' : 'network'));
    if (!options.silent) void report(error);
    throw error;
  }

  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const payload = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    // The server words its messages in the language this client sends (Accept-Language).
    const error = new HttpError('http', response.status, String(payload.msg ?? payload.message ?? ''), payload);
    // A 401 always leads back to login, even for callers that handle other errors themselves.
    if (!options.silent || response.status === 401) void report(error);
    throw error;
  }
  return data as T;
};

export const http = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) => request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** Envelope of non-list calls. */
export type Envelope<T> = { code: number; msg: string; data: T };
export type Page<T> = { data: T[]; recordsTotal: number };
