import { useEffect } from 'react';

import { loginAfter, navigate, onSessionEndElsewhere } from '@/shared/routing';

/**
 * Another tab of this browser ended the session (退出, a login elsewhere, the time ran out): this one leaves
 * for the login page at once, with its redirect and reason, instead of showing the investor's data until
 * its next call (issue 39). The gallery, open without a session, stays.
 */
export function SessionEndElsewhere({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return undefined;
    return onSessionEndElsewhere((end) => navigate(loginAfter(end, window.location.href)));
  }, [active]);
  return null;
}
