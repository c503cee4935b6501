import { useCallback, useEffect, useRef, useState } from 'react';

import type { CaptchaData } from '@/api/captcha/contract';
import { failureText, type Outcome } from '@/api/core/outcome';
import type { SliderStatus } from '@/shared/components/slider-captcha';
import { MESSAGES } from '@/shared/validation/messages';

import type { CaptchaCalls } from './captcha-calls';

interface SessionProps {
  open: boolean;
  calls: CaptchaCalls;
  onSuccess: (token: string) => void;
}

/**
 * The life of the slider while its dialog is open: fetch a puzzle, track the offset and the slide time,
 * verify once per puzzle (the back office uses a puzzle up on the first attempt), and after a failure show
 * 滑块验证码错误 with a new puzzle.
 */
export function useCaptchaSession({ open, calls, onSuccess }: SessionProps) {
  const [challenge, setChallenge] = useState<CaptchaData | null>(null);
  const [status, setStatus] = useState<SliderStatus>('loading');
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const startedAt = useRef<number | null>(null);
  // The newest load wins: a puzzle that arrives after a newer request (or after closing) is dropped.
  const generation = useRef(0);
  // Callbacks are read at call time so that a parent's inline functions do not restart anything.
  const callbacks = useRef({ calls, onSuccess });
  callbacks.current = { calls, onSuccess };

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setStatus('loading');
    setOffset(0);
    startedAt.current = null;
    let next: CaptchaData | null = null;
    try {
      next = await callbacks.current.calls.fetchChallenge();
    } catch {
      next = null;
    }
    if (mine !== generation.current) return;
    setChallenge(next);
    setStatus(next ? 'ready' : 'unavailable');
  }, []);

  useEffect(() => {
    if (open) {
      setError(null);
      void load();
    } else {
      generation.current += 1;
      setChallenge(null);
    }
  }, [open, load]);

  const begin = useCallback(() => {
    if (startedAt.current === null) startedAt.current = performance.now();
  }, []);

  const submit = useCallback(
    async (position: number) => {
      if (!challenge || status !== 'ready') return;
      const code = Math.round(position);
      const slideMs = Math.round(performance.now() - (startedAt.current ?? performance.now()));
      const mine = generation.current;
      setStatus('verifying');
      setError(null);
      let outcome: Outcome<string>;
      try {
        outcome = await callbacks.current.calls.verify(challenge.id, code, slideMs);
      } catch {
        outcome = { ok: false };
      }
      if (mine !== generation.current) return;
      if (outcome.ok) {
        setStatus('passed');
        callbacks.current.onSuccess(outcome.value);
        return;
      }
      setError(failureText(outcome, MESSAGES.sliderFailed));
      await load();
    },
    [challenge, status, load],
  );

  const refresh = useCallback(() => {
    setError(null);
    return load();
  }, [load]);

  return { challenge, status, offset, setOffset, error, begin, submit, refresh };
}
