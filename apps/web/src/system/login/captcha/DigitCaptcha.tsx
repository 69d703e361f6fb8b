import { SafetyOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { type Ref, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDigitCaptcha } from './api.ts';
import './captcha.css';

export type DigitCaptchaHandle = { refresh: () => void };

type Props = {
  value?: string;
  onChange?: (value: string) => void;
  /** The key of the image shown (the login sends it with the digits). */
  onKey: (key: string) => void;
  ref?: Ref<DigitCaptchaHandle>;
};

/**
 * The digit captcha (spec §2): a code input and its image, which a click refreshes. Placeholder 'enter captcha',
 * alt 'captcha image failed to load', title 'click to refresh the captcha'. A form control (value/onChange).
 */
export default function DigitCaptcha({ value, onChange, onKey, ref }: Props) {
  const { t } = useTranslation();
  const [image, setImage] = useState('');

  const refresh = useCallback(() => {
    getDigitCaptcha()
      .then(({ key, image: next }) => {
        setImage(next);
        onKey(key);
      })
      .catch(() => {
        // The alt text shows that the image did not come.
        setImage('');
        onKey('');
      });
  }, [onKey]);

  useImperativeHandle(ref, () => ({ refresh }), [refresh]);
  useEffect(() => refresh(), [refresh]);

  return (
    <div className="zh-digit-captcha">
      <Input
        prefix={<SafetyOutlined />}
        placeholder={t('captcha.digitPlaceholder')}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={8}
        autoComplete="off"
        inputMode="numeric"
      />
      <img src={image || undefined} alt={t('captcha.digitAlt')} title={t('captcha.digitTitle')} onClick={refresh} />
    </div>
  );
}
