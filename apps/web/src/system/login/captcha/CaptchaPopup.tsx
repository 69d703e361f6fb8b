import { type BehaviourCaptchaType, CAPTCHA } from '@zhwy/contracts';
import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickWordCaptcha } from './ClickWordCaptcha.tsx';
import { SliderCaptcha } from './SliderCaptcha.tsx';
import './captcha.css';

type Props = {
  /** The captcha to show; null: the popup is closed. */
  type: BehaviourCaptchaType | null;
  /** A passed check's second verification, at once (the login goes on while the popup still shows the success). */
  onSuccess: (verification: string) => void;
  /** Closed by the user before passing. */
  onCancel: () => void;
  /** Closed after a success (1.5 s for click-word, 1 s for the slider). */
  onClosed: () => void;
};

/** The popup of the behaviour captchas, titled 'please complete the security check' (spec §2). */
export default function CaptchaPopup({ type, onSuccess, onCancel, onClosed }: Props) {
  const { t } = useTranslation();
  const closing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closing.current), []);

  const succeeded = (verification: string) => {
    onSuccess(verification);
    closing.current = window.setTimeout(onClosed, type === 'clickWord' ? CAPTCHA.clickWordCloseMs : CAPTCHA.sliderCloseMs);
  };

  return (
    <Modal
      open={type !== null}
      title={t('captcha.title')}
      footer={null}
      width={358}
      centered
      maskClosable={false}
      destroyOnHidden
      onCancel={() => {
        window.clearTimeout(closing.current);
        onCancel();
      }}
    >
      {type === 'clickWord' && <ClickWordCaptcha onSuccess={succeeded} />}
      {type === 'blockPuzzle' && <SliderCaptcha onSuccess={succeeded} />}
    </Modal>
  );
}
