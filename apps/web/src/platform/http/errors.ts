import { ERROR_CODES } from '@zhwy/contracts';
import type { TFunction } from 'i18next';

export type HttpErrorKind = 'http' | 'network' | 'timeout' | 'duplicate';

/** A failed call: HTTP status (0 when there was no response), server message and field errors for forms. */
export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** `{field: message}` from a 400/409/422 answer, ready for antd's form.setFields. */
  get fields(): Record<string, string> {
    const fields = this.body.fields;
    return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
  }
}

/**
 * The text of a refusal whose business code says what happened (disabled account, rate limit, duplicate submit,
 * unavailable or expired tenant), in the UI language. The server words these in Chinese, as the spec defines them,
 * so zh_CN keeps the server's own message (null). Where one code has two messages, the server's text tells them
 * apart: it equals the zh_CN text of the matching key. Null for any other answer.
 */
export const refusalText = (body: Record<string, unknown>, serverMessage: string, t: TFunction, locale: string): string | null => {
  if (locale === 'zh_CN') return null;
  const is = (key: string) => serverMessage === t(key, { lng: 'zh_CN' });
  switch (Number(body.code)) {
    case ERROR_CODES.userDisabled:
      return t('common.http.userDisabled');
    case ERROR_CODES.duplicateSubmit:
      return t('common.http.duplicate');
    case ERROR_CODES.rateLimited:
      return t(is('common.http.loginRateLimited') ? 'common.http.loginRateLimited' : 'common.http.rateLimited');
    case ERROR_CODES.tenantUnavailable:
      return t(is('common.http.tenantExpired') ? 'common.http.tenantExpired' : 'common.http.tenantUnavailable');
    default:
      return null;
  }
};

/** The error of a non-2xx answer: the server's `msg`, or for a known refusal its text in the UI language. */
export const httpErrorOf = (status: number, payload: Record<string, unknown>, t: TFunction, locale: string): HttpError => {
  const serverMessage = String(payload.msg ?? payload.message ?? '');
  return new HttpError('http', status, refusalText(payload, serverMessage, t, locale) ?? serverMessage, payload);
};
