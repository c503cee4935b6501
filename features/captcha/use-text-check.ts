import { useCallback, useEffect, useRef, useState } from 'react';

import type { TextCaptchaData } from '@/api/captcha/contract';
import { failureText } from '@/api/core/outcome';

import type { TextCheckCalls } from './captcha-calls';
import { TEXT_CHECK } from './text-check-texts';

export type TextCheckStatus = 'loading' | 'ready' | 'verifying' | 'passed' | 'unavailable';

/**
 * The life of the text check while open: fetch a question, send the answer once (the back office uses a
 * question up on the first answer), and after a wrong one say so and ask a new question.
 */
export function useTextCheck(open: boolean, calls: TextCheckCalls, onSuccess: (token: string) => void) {
  const [question, setQuestion] = useState<TextCaptchaData | null>(null);
  const [status, setStatus] = useState<TextCheckStatus>('loading');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);
  const latest = useRef({ calls, onSuccess });
  latest.current = { calls, onSuccess };

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setStatus('loading');
    setAnswer('');
    const next = await latest.current.calls.fetchQuestion().catch(() => null);
    if (mine !== generation.current) return;
    setQuestion(next);
    setStatus(next ? 'ready' : 'unavailable');
  }, []);

  useEffect(() => {
    if (!open) {
      generation.current += 1;
      return;
    }
    setError(null);
    void load();
  }, [open, load]);

  const submit = useCallback(async () => {
    if (!question || status !== 'ready') return;
    if (!/^\s*[0-9０-９]+\s*$/.test(answer)) {
      setError(TEXT_CHECK.needDigits);
      return;
    }
    const mine = generation.current;
    setStatus('verifying');
    setError(null);
    const outcome = await latest.current.calls
      .answer(question.id, answer.trim())
      .catch(() => ({ ok: false }) as const);
    if (mine !== generation.current) return;
    if (outcome.ok) {
      setStatus('passed');
      latest.current.onSuccess(outcome.value);
      return;
    }
    setError(failureText(outcome, TEXT_CHECK.wrong));
    await load();
  }, [question, status, answer, load]);

  const refresh = useCallback(() => {
    setError(null);
    return load();
  }, [load]);

  return { question, status, answer, setAnswer, error, submit, refresh };
}
