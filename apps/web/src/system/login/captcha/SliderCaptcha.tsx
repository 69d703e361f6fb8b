import { ArrowRightOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { CAPTCHA } from '@zhwy/contracts';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkChallenge } from './api.ts';
import { CaptchaRefresh } from './CaptchaRefresh.tsx';
import { secondsSince, useChallenge } from './useChallenge.ts';

type Props = { onSuccess: (verification: string) => void };

/** The piece and the handle move together, the piece's strip at most to the picture's right edge. */
const MAX_LEFT = CAPTCHA.width - CAPTCHA.pieceWidth;

/**
 * Slider (spec §2, §4): drag the handle until the piece fills its hole. On release the distance, scaled to the
 * 310 px reference, goes as {x, y: 5}; success turns the bar green with the seconds taken; failure says so and brings
 * a new picture after 0.7 s.
 */
export function SliderCaptcha({ onSuccess }: Props) {
  const { t } = useTranslation();
  const { challenge, message, state, setState, failure, load, retryLater } = useChallenge('blockPuzzle');
  // The handle's place belongs to the picture it was moved on: a new picture starts at 0.
  const [moved, setMoved] = useState({ token: '', left: 0 });
  const left = challenge && moved.token === challenge.token ? moved.left : 0;
  const setLeft = (value: number) => setMoved({ token: challenge?.token ?? '', left: value });
  const [elapsed, setElapsed] = useState('');
  const drag = useRef<{ startX: number; startedAt: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!challenge || state !== 'ready') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const width = event.currentTarget.parentElement?.getBoundingClientRect().width ?? CAPTCHA.width;
    drag.current = { startX: event.clientX - left, startedAt: performance.now(), width };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setLeft(Math.min(Math.max(event.clientX - drag.current.startX, 0), (MAX_LEFT * drag.current.width) / CAPTCHA.width));
  };

  const onPointerUp = async (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current || !challenge) return;
    const distance = Math.min(Math.max(event.clientX - current.startX, 0), (MAX_LEFT * current.width) / CAPTCHA.width);
    setLeft(distance);
    setState('checking');
    try {
      const { reply, verification } = await checkChallenge(challenge, { x: (CAPTCHA.width * distance) / current.width, y: CAPTCHA.sliderY });
      if (verification) {
        setElapsed(secondsSince(current.startedAt));
        setState('success');
        onSuccess(verification);
      } else retryLater(CAPTCHA.retryDelayMs, reply);
    } catch {
      retryLater(CAPTCHA.retryDelayMs);
    }
  };

  const status = state === 'success' ? ' is-success' : state === 'failed' ? ' is-failed' : '';
  const text = state === 'success' ? t('captcha.succeeded', { seconds: elapsed }) : state === 'failed' ? failure : left === 0 ? t('captcha.sliderHint') : '';
  return (
    <div className="zh-captcha">
      <div className="zh-captcha-picture" data-testid="captcha-picture">
        {challenge ? (
          <>
            <img className="zh-captcha-background" src={`data:image/png;base64,${challenge.originalImageBase64}`} alt="" draggable={false} />
            <img className="zh-captcha-piece" src={`data:image/png;base64,${challenge.jigsawImageBase64}`} alt="" draggable={false} style={{ left }} />
          </>
        ) : (
          <div className="zh-captcha-message">{message ?? t('captcha.loading')}</div>
        )}
      </div>
      <div className={`zh-captcha-bar${status}`} role="status">
        <div className="zh-captcha-track" style={{ width: left + 40 }} />
        <span className="zh-captcha-hint">{text}</span>
        <div
          className="zh-captcha-handle"
          role="slider"
          aria-label={t('captcha.sliderHint')}
          aria-valuemin={0}
          aria-valuemax={MAX_LEFT}
          aria-valuenow={Math.round(left)}
          tabIndex={0}
          style={{ left }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => void onPointerUp(event)}
          onPointerCancel={() => {
            drag.current = null;
            setLeft(0);
          }}
        >
          {state === 'success' ? <CheckOutlined /> : state === 'failed' ? <CloseOutlined /> : <ArrowRightOutlined />}
        </div>
      </div>
      <CaptchaRefresh onClick={() => void load()} />
    </div>
  );
}
