import { useCallback, useEffect, useState } from 'react';

import { useCheckSessionMutation } from '@/api/auth/endpoints-session';

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

/** A value shown under a live card once the component emitted it. */
export function useLastEmitted<T>(): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  return [value, useCallback((next: T) => setValue(next), [])];
}
