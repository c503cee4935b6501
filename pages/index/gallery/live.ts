import { useCallback, useEffect, useState } from 'react';

import { useCheckSessionMutation } from '@/api/auth/endpoints-session';
import { isApiError } from '@/api/core/api-error';
import { useRecognizeIdCardMutation } from '@/api/ocr/endpoints';
import type { RecognizeOutcome, RecognizeRequest } from '@/shared/components/id-card-upload';

/** What a failed call hands the component: the state and the server's message. */
function failure(error: unknown): { ok: false; state?: number; message?: string } {
  return isApiError(error) ? { ok: false, state: error.state, message: error.message } : { ok: false };
}

/**
 * Whether a session lives, asked without the redirect a protected call would cause: the gallery is open to
 * everyone, its live cards that need a session say so instead of sending the visitor to the login page.
 */
export function useGallerySession(): 'checking' | 'live' | 'none' {
  const [check, { data, isUninitialized, isLoading }] = useCheckSessionMutation();
  useEffect(() => {
    void check({ silent: true });
  }, [check]);
  if (isUninitialized || isLoading) return 'checking';
  return data === true ? 'live' : 'none';
}

/** POST /v1/auth/ocr for one side, quietly: the component shows every outcome. */
export function useLiveRecognize(): (request: RecognizeRequest) => Promise<RecognizeOutcome> {
  const [recognize] = useRecognizeIdCardMutation();
  return useCallback(
    async ({ file, side, scene, encryptId }) => {
      const result = await recognize({
        file,
        fileName: file.name,
        type: side,
        scene,
        encryptId,
        silent: true,
      });
      return 'data' in result && result.data ? { ok: true, result: result.data } : failure(result.error);
    },
    [recognize],
  );
}

/** A value shown under a live card once the component emitted it. */
export function useLastEmitted<T>(): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  return [value, useCallback((next: T) => setValue(next), [])];
}
