import { type BehaviourCaptchaType, CAPTCHA, CAPTCHA_LOGIN_HEADERS } from '@zhwy/contracts';
import { App, Form, type FormInstance } from 'antd';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../../../platform/i18n/index.ts';
import { byLocale } from '../../../platform/modules.ts';
import CaptchaPopup from './CaptchaPopup.tsx';
import DigitCaptcha, { type DigitCaptchaHandle } from './DigitCaptcha.tsx';

const CAPTCHA_TEXTS = byLocale(import.meta.glob('./locales/*/captcha.ts'));

/** The login form's field of the digit captcha. */
export const DIGIT_FIELD = 'captchaCode';

export type CaptchaHeaders = Record<string, string>;

/** What the login asks of the captcha (useLoginCaptcha). */
export type CaptchaHostHandle = {
  /** The headers of a passed captcha: the popup's second verification, or the digit key and code. Null: not passed. */
  proof: () => Promise<CaptchaHeaders | null>;
  /** The login failed: the digit code is used up, so its image is reloaded after 1 s. */
  loginFailed: () => void;
};

type Props = { type: BehaviourCaptchaType | 'digit'; form: FormInstance; ref?: Ref<CaptchaHostHandle> };

/**
 * The login's captcha, loaded only where one is needed: the digit field inside the form, or the popup of the slider
 * or click-word that the login button opens. Its texts load with it.
 */
export default function CaptchaHost({ type, form, ref }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [textsReady, setTextsReady] = useState(false);
  const [popupType, setPopupType] = useState<BehaviourCaptchaType | null>(null);
  const answer = useRef<((verification: string | null) => void) | null>(null);
  const digitKey = useRef('');
  const digit = useRef<DigitCaptchaHandle>(null);

  useEffect(() => {
    let live = true;
    void loadTexts(CAPTCHA_TEXTS).finally(() => live && setTextsReady(true));
    return () => {
      live = false;
    };
  }, []);

  const settle = (verification: string | null) => {
    answer.current?.(verification);
    answer.current = null;
  };

  useImperativeHandle(
    ref,
    () => ({
      proof: async () => {
        await loadTexts(CAPTCHA_TEXTS);
        let headers: CaptchaHeaders | null;
        if (type === 'digit') {
          const code = String(form.getFieldValue(DIGIT_FIELD) ?? '').trim();
          headers = { [CAPTCHA_LOGIN_HEADERS.key]: digitKey.current, [CAPTCHA_LOGIN_HEADERS.verification]: code };
        } else {
          const verification = await new Promise<string | null>((resolve) => {
            answer.current = resolve;
            setPopupType(type);
          });
          headers = verification ? { [CAPTCHA_LOGIN_HEADERS.verification]: verification } : null;
        }
        if (!headers) void message.warning(t('captcha.notVerified'));
        return headers;
      },
      loginFailed: () => {
        if (type !== 'digit') return;
        form.setFieldValue(DIGIT_FIELD, '');
        window.setTimeout(() => digit.current?.refresh(), CAPTCHA.loginReloadMs);
      },
    }),
    [type, form, message, t],
  );

  const onKey = useCallback((key: string) => {
    digitKey.current = key;
  }, []);

  if (!textsReady) return null;
  if (type === 'digit') {
    return (
      <Form.Item name={DIGIT_FIELD} rules={[{ required: true, whitespace: true, message: t('captcha.digitRequired') }]}>
        <DigitCaptcha ref={digit} onKey={onKey} />
      </Form.Item>
    );
  }
  return (
    <CaptchaPopup
      type={popupType}
      onSuccess={settle}
      onCancel={() => {
        settle(null);
        setPopupType(null);
      }}
      onClosed={() => setPopupType(null)}
    />
  );
}
