import { SMS_LOGIN_HEADERS, type TenantInfo } from '@zhwy/contracts';
import type { FormInstance } from 'antd';
import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { loadTexts } from '../../../platform/i18n/index.ts';
import { byLocale } from '../../../platform/modules.ts';

// Loaded only where the tenant has the two-factor login on: the login page's first load stays small.
const SmsFields = lazy(() => import('./SmsFields.tsx'));
const SMS_TEXTS = byLocale(import.meta.glob('./locales/*/sms.ts'));

/** The login form's field of the SMS code (the server names it in its field errors). */
export const SMS_CODE_FIELD = 'smsCode';

type Headers = Record<string, string>;
/**
 * How a send goes through the login's captcha (spec §4: captcha success proceeds to login or SMS send): the captcha
 * hook's `withCaptcha`, which runs the call with the captcha's headers, or null when it was closed without passing.
 */
export type ThroughCaptcha = <T>(send: (headers: Headers) => Promise<T>) => Promise<T | null>;

/**
 * The SMS two-factor login on the login page (spec §2, §5): when the tenant has it on, the linked phone (looked up
 * 800 ms after the account stops changing), the code and its send button with the 30 s countdown. `headers()` are
 * the login's: the code in X-Sms-Code. `throughCaptcha`: the login captcha's hook (none: sends go straight out).
 */
export const useSmsLogin = (tenant: TenantInfo | null, form: FormInstance, throughCaptcha: ThroughCaptcha = (send) => send({})) => {
  const enabled = tenant?.doubleFactorLogin === true;
  const [textsReady, setTextsReady] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadTexts(SMS_TEXTS).finally(() => live && setTextsReady(true));
    return () => {
      live = false;
    };
  }, [enabled]);

  // A slider or click-word captcha guards the send; the digit captcha is a field of the login only.
  const behaviour = tenant?.captchaType === 'blockPuzzle' || tenant?.captchaType === 'clickWord';
  const sendThrough: ThroughCaptcha = behaviour ? throughCaptcha : (send) => send({});

  const field: ReactNode =
    enabled && textsReady && tenant ? (
      <Suspense fallback={null}>
        <SmsFields tenant={tenant} form={form} sendThrough={sendThrough} />
      </Suspense>
    ) : null;

  const headers = (): Headers => {
    if (!enabled) return {};
    const code = String(form.getFieldValue(SMS_CODE_FIELD) ?? '').trim();
    return code ? { [SMS_LOGIN_HEADERS.code]: code } : {};
  };

  return { field, headers };
};
