import { type BehaviourCaptchaType, type CaptchaChallenge, REP_CODES } from '@zhwy/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChallenge } from './api.ts';

export type CheckState = 'ready' | 'checking' | 'success' | 'failed';

/**
 * One behaviour captcha's challenge: loaded on mount and by `load` (refresh, and 0.7 s after a failure). A 6201
 * answer clears the images; any other refusal shows its repMsg in their place.
 */
export const useChallenge = (type: BehaviourCaptchaType) => {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [state, setState] = useState<CheckState>('ready');
  /** What the bar says after a failed check: 'verification failed', or the server's repMsg for other refusals. */
  const [failure, setFailure] = useState('');
  const live = useRef(true);
  /** When the current picture appeared (click-word's seconds count from there). */
  const shownAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const load = useCallback(async () => {
    window.clearTimeout(timer.current);
    let next: CaptchaChallenge | null = null;
    let refusal: string | null = null;
    try {
      const reply = await getChallenge(type);
      // 6201 (too many gets) clears the images; the other refusals leave no usable challenge either.
      if (reply.repCode === REP_CODES.success && reply.repData) next = reply.repData;
      else refusal = reply.repMsg || t('captcha.failed');
    } catch (error) {
      refusal = error instanceof Error ? error.message : t('captcha.failed');
    }
    if (!live.current) return;
    shownAt.current = performance.now();
    setChallenge(next);
    setMessage(refusal);
    setState('ready');
  }, [type, t]);

  /** After a failed check (its reply, if any): the bar says so, and a new challenge comes after the retry delay. */
  const retryLater = useCallback(
    (delayMs: number, reply?: { repCode: string; repMsg: string | null }) => {
      const verifyFailed = !reply || reply.repCode === REP_CODES.verifyFailed;
      setFailure(verifyFailed ? t('captcha.failed') : reply.repMsg || t('captcha.failed'));
      setState('failed');
      timer.current = window.setTimeout(() => void load(), delayMs);
    },
    [load, t],
  );

  useEffect(() => {
    live.current = true;
    void load();
    return () => {
      live.current = false;
      window.clearTimeout(timer.current);
    };
  }, [load]);

  return { challenge, message, state, setState, failure, load, retryLater, shownAt };
};

/** Seconds since `start`, two decimals, as the success bar shows them. */
export const secondsSince = (start: number) => ((performance.now() - start) / 1000).toFixed(2);
