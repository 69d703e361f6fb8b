import { CAPTCHA_LOGIN_CODES } from '@zhwy/contracts';
import type { TFunction } from 'i18next';
import { HttpError } from '../../platform/http/errors.ts';
import { formatDuration } from '../../platform/layout/duration.ts';

/** The spec's login errors: attempts left, lockout with the time to wait, refusals, the rest with the server message. */
export const loginErrorText = (error: unknown, t: TFunction): string => {
  if (!(error instanceof HttpError)) return t('shell.login.failed', { msg: error instanceof Error ? error.message : String(error) });
  if (error.kind !== 'http') return t(`common.http.${error.kind}`);
  // The captcha: 'login failed, captcha wrong'; not sent at all: the server's 'not verified'.
  if (error.body.code === CAPTCHA_LOGIN_CODES.captchaWrong) return t('shell.login.captchaWrong');
  if (error.body.code === CAPTCHA_LOGIN_CODES.captchaRequired) return error.message || t('shell.login.captchaWrong');
  const attempts = Number(error.body.attempts ?? 0);
  const lockoutTime = Number(error.body.lockoutTime ?? 0);
  switch (error.status) {
    case 401:
      if (attempts > 0) return t('shell.login.attemptsLeft', { n: attempts });
      if (lockoutTime > 0) return t('shell.login.locked', { time: formatDuration(lockoutTime, t) });
      return error.message || t('shell.login.lockedNoTime');
    case 403:
      return error.message || t('common.http.forbidden');
    case 500:
      return error.message ? t('shell.login.failed', { msg: error.message }) : t('shell.login.captchaWrong');
    default:
      return t('shell.login.failed', { msg: error.message || t('common.http.serviceAbnormal') });
  }
};
