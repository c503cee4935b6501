import { useCallback, useEffect, useRef, useState } from 'react';

import { MESSAGES } from '@/shared/validation';

import type { RecognizedIdentity } from './identity-form';
import { judgeRecognition, worthRetrying } from './recognition';
import type { RecognizeOutcome, RecognizeRequest } from './types';

export interface PhotoPair {
  portrait: File | null;
  emblem: File | null;
}

export type RecognitionState =
  | { phase: 'idle' }
  | { phase: 'recognizing' }
  | { phase: 'done'; identity: RecognizedIdentity }
  | { phase: 'failed'; message: string; retryable: boolean };

/**
 * Recognises both sides once both are there (spec §4), each file once: replacing one side asks again for
 * that side only. An answer for a pair that has changed since is dropped.
 */
export function useRecognition(
  files: PhotoPair,
  recognize: (request: RecognizeRequest) => Promise<RecognizeOutcome>,
  scene: string,
  encryptId: string | undefined,
  onExpired: () => void,
): RecognitionState & { retry: () => void } {
  const [state, setState] = useState<RecognitionState>({ phase: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const cache = useRef(new WeakMap<File, Promise<RecognizeOutcome>>());
  const latest = useRef({ recognize, onExpired });
  latest.current = { recognize, onExpired };

  useEffect(() => {
    const { portrait, emblem } = files;
    if (!portrait || !emblem) {
      setState({ phase: 'idle' });
      return undefined;
    }
    let current = true;
    const ask = (file: File, side: '0' | '1') => {
      let pending = cache.current.get(file);
      if (!pending) {
        pending = latest.current
          .recognize({ file, side, scene, encryptId })
          .catch((): RecognizeOutcome => ({ ok: false }))
          .then((outcome) => {
            // A network or server failure says nothing about the picture: the retry asks again.
            if (!outcome.ok && worthRetrying(outcome.state)) cache.current.delete(file);
            return outcome;
          });
        cache.current.set(file, pending);
      }
      return pending;
    };
    setState({ phase: 'recognizing' });
    void Promise.all([ask(portrait, '1'), ask(emblem, '0')]).then(([front, back]) => {
      if (!current) return;
      const verdict = judgeRecognition(front, back);
      if (verdict.kind === 'ok') setState({ phase: 'done', identity: verdict.identity });
      else if (verdict.kind === 'silent') setState({ phase: 'idle' });
      else if (verdict.kind === 'expired') {
        setState({ phase: 'idle' });
        latest.current.onExpired();
      } else {
        const refused = verdict.kind === 'error';
        const message = refused && verdict.message ? verdict.message : MESSAGES.recognitionFailed;
        setState({ phase: 'failed', message, retryable: refused && worthRetrying(verdict.state) });
      }
    });
    return () => {
      current = false;
    };
  }, [files, scene, encryptId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
