import { ERROR_CODES } from '@zhwy/contracts';
import type { TFunction } from 'i18next';
import { HttpError } from '../../platform/http/errors.ts';
import { formatDuration } from '../../platform/layout/duration.ts';

/**
 * A wrong old password (or unknown account: the server answers both alike) or a locked account, in the UI
 * language: the text for the old-password field. Null for any other failure.
 */
export const oldPasswordErrorText = (error: unknown, t: TFunction): string | null => {
  if (!(error instanceof HttpError) || error.kind !== 'http') return null;
  const code = Number(error.body.code);
  if (code === ERROR_CODES.badCredentials) return t('shell.password.wrongOld', { n: Number(error.body.attempts ?? 0) });
  if (code === ERROR_CODES.accountLocked) {
    const lockoutTime = Number(error.body.lockoutTime ?? 0);
    return lockoutTime > 0 ? t('shell.login.locked', { time: formatDuration(lockoutTime, t) }) : t('shell.login.lockedNoTime');
  }
  return null;
};

/** Why a password change failed, in the UI language where it is known (the `{msg}` of the failure texts). */
export const passwordFailureReason = (error: unknown, t: TFunction): string => {
  const known = oldPasswordErrorText(error, t);
  let msg: string;
  if (known) msg = known;
  else if (error instanceof HttpError && error.kind !== 'http') msg = t(`common.http.${error.kind}`);
  else msg = error instanceof Error ? error.message : String(error);
  return msg || t('common.http.serviceAbnormal');
};

/** The spec's 'Modification failed: {msg}' of the forced change page. */
export const passwordErrorText = (error: unknown, t: TFunction): string => t('shell.password.failed', { msg: passwordFailureReason(error, t) });

/** The field errors of a failed change for antd's form.setFields; the old-password refusal in the UI language. */
export const passwordFieldErrors = (error: unknown, t: TFunction): Record<string, string> => {
  const fields = error instanceof HttpError ? { ...error.fields } : {};
  const known = oldPasswordErrorText(error, t);
  if (known) fields.oldPassword = known;
  return fields;
};
