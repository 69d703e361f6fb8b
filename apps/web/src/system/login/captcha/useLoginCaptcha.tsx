import { CAPTCHA_LOGIN_CODES, type LoginCaptchaType } from '@zhwy/contracts';
import type { FormInstance } from 'antd';
import { type ReactNode, Suspense, lazy, useCallback, useRef, useState } from 'react';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CaptchaHeaders, CaptchaHostHandle } from './CaptchaHost.tsx';

// Everything of the captcha but this hook loads only where the tenant has one: the first load stays small.
const CaptchaHost = lazy(() => import('./CaptchaHost.tsx'));

const isCaptchaRequired = (error: unknown) => error instanceof HttpError && error.body.code === CAPTCHA_LOGIN_CODES.captchaRequired;

/**
 * The login's captcha (spec §2, §4), the tenant's type from queryTenant. Slider and click-word: the login button
 * opens the popup and the login goes on with the second verification. Digit: a field of the form sent with its key.
 * A tenant without captcha gets the slider once the server asks for one (an account's second wrong password).
 * `element` goes inside the login form.
 */
export const useLoginCaptcha = (captchaType: LoginCaptchaType | undefined, form: FormInstance) => {
  const [askedByServer, setAskedByServer] = useState(false);
  const type = captchaType && captchaType !== 'off' ? captchaType : askedByServer ? 'blockPuzzle' : null;
  const host = useRef<CaptchaHostHandle | null>(null);
  const waiting = useRef<((handle: CaptchaHostHandle) => void)[]>([]);

  const attach = useCallback((handle: CaptchaHostHandle | null) => {
    host.current = handle;
    if (handle) for (const resolve of waiting.current.splice(0)) resolve(handle);
  }, []);
  /** The host once its code has loaded (the first use may come before). */
  const ready = () => (host.current ? Promise.resolve(host.current) : new Promise<CaptchaHostHandle>((resolve) => waiting.current.push(resolve)));

  const withProof = async <T,>(send: (headers: CaptchaHeaders) => Promise<T>): Promise<T | null> => {
    const handle = await ready();
    const headers = await handle.proof();
    if (!headers) return null;
    try {
      return await send(headers);
    } catch (error) {
      handle.loginFailed();
      throw error;
    }
  };

  /** Runs the login call with the captcha's headers; null when the captcha was not passed ('not verified' shown). */
  const withCaptcha = async <T,>(send: (headers: CaptchaHeaders) => Promise<T>): Promise<T | null> => {
    if (type) return withProof(send);
    try {
      return await send({});
    } catch (error) {
      if (!isCaptchaRequired(error)) throw error;
      setAskedByServer(true);
      return withProof(send);
    }
  };

  const element: ReactNode = type ? (
    <Suspense fallback={null}>
      <CaptchaHost ref={attach} type={type} form={form} />
    </Suspense>
  ) : null;

  return { withCaptcha, element };
};
