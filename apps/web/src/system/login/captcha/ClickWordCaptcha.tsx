import { CAPTCHA, type CaptchaPoint } from '@zhwy/contracts';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkChallenge } from './api.ts';
import { CaptchaRefresh } from './CaptchaRefresh.tsx';
import { secondsSince, useChallenge } from './useChallenge.ts';

type Props = { onSuccess: (verification: string) => void };

/**
 * Click-word (spec §2, §4): click the 3 listed characters in order. The third click is checked after 0.4 s with the
 * clicks scaled to the 310×155 reference; success turns the bar green with the seconds taken and ignores further
 * clicks; failure says so and brings a new picture after 0.7 s.
 */
export function ClickWordCaptcha({ onSuccess }: Props) {
  const { t } = useTranslation();
  const { challenge, message, state, setState, failure, load, retryLater, shownAt } = useChallenge('clickWord');
  // The clicks belong to the picture they were made on: a new picture starts with none.
  const [marks, setMarks] = useState<{ token: string; points: CaptchaPoint[] }>({ token: '', points: [] });
  const clicks = challenge && marks.token === challenge.token ? marks.points : [];
  const [elapsed, setElapsed] = useState('');

  const check = async (points: CaptchaPoint[], box: DOMRect) => {
    if (!challenge) return;
    setState('checking');
    const scaled = points.map((p) => ({ x: Math.round((CAPTCHA.width * p.x) / box.width), y: Math.round((CAPTCHA.height * p.y) / box.height) }));
    try {
      const { reply, verification } = await checkChallenge(challenge, scaled);
      if (verification) {
        setElapsed(secondsSince(shownAt.current));
        setState('success');
        onSuccess(verification);
      } else retryLater(CAPTCHA.retryDelayMs, reply);
    } catch {
      // A failed call is a failed check: a new picture follows.
      retryLater(CAPTCHA.retryDelayMs);
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!challenge || state !== 'ready' || clicks.length >= CAPTCHA.clicks) return;
    const box = event.currentTarget.getBoundingClientRect();
    const next = [...clicks, { x: event.clientX - box.left, y: event.clientY - box.top }];
    setMarks({ token: challenge.token, points: next });
    if (next.length === CAPTCHA.clicks) window.setTimeout(() => void check(next, box), CAPTCHA.checkDelayMs);
  };

  const bar =
    state === 'success'
      ? t('captcha.succeeded', { seconds: elapsed })
      : state === 'failed'
        ? failure
        : challenge && t('captcha.clickWordHint', { words: challenge.wordList?.join(',') ?? '' });

  return (
    <div className="zh-captcha">
      <div className={`zh-captcha-picture${challenge && state === 'ready' ? ' is-clickable' : ''}`} onClick={onClick} data-testid="captcha-picture">
        {challenge ? (
          <img className="zh-captcha-background" src={`data:image/png;base64,${challenge.originalImageBase64}`} alt="" draggable={false} />
        ) : (
          <div className="zh-captcha-message">{message ?? t('captcha.loading')}</div>
        )}
        {clicks.map((p, i) => (
          <span key={i} className="zh-captcha-mark" style={{ left: p.x, top: p.y }}>
            {i + 1}
          </span>
        ))}
      </div>
      <div className={`zh-captcha-bar${state === 'success' ? ' is-success' : state === 'failed' ? ' is-failed' : ''}`} role="status">
        {state === 'ready' || state === 'checking' ? <span className="zh-captcha-words">{bar}</span> : bar}
      </div>
      <CaptchaRefresh onClick={() => void load()} />
    </div>
  );
}
