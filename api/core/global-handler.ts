import type { Dispatch } from '@reduxjs/toolkit';

import { RESPONSE_STATE, SIGNED_OUT_IN_CENTRE } from '@/shared/enums/response-state';
import { announceSessionEnd, isLeavingPage, isOnLoginPage, loginAfter, navigateOnce } from '@/shared/routing';
import type { SessionEnd } from '@/shared/routing';
import { showAlert, showToast } from '@/shared/ui';

import { CLIENT_MESSAGES, type ApiError, type Quietness } from './api-error';
import { loginExpired, loginFirstRequired, loginReplaced } from './session-events';

/**
 * A write (the investor pressed something) found the session gone, typically ended in another tab (退出, or
 * a login elsewhere: 401003): what was typed is not sent, and the investor is told so before the login page.
 */
let sayingWhy = false;

async function toLoginSayingWhy(message: string, end: SessionEnd): Promise<void> {
  // The reads that follow the write (a refetch of what it invalidated) wait for this dialog's redirect.
  if (sayingWhy) return;
  sayingWhy = true;
  try {
    await showAlert({
      title: CLIENT_MESSAGES.sessionLostTitle,
      message,
      confirmText: CLIENT_MESSAGES.relogin,
    });
    navigateOnce(loginAfter(end, window.location.href));
  } finally {
    sayingWhy = false;
  }
}

/**
 * The global response handler (identity-login-shared.md §8) for one failed call. Flags and the login
 * redirect always happen; the dialog and the toast only when neither the endpoint nor the call quiets them.
 * After a write the redirect waits for the investor to read why (their input was not sent).
 */
export function handleFailure(
  error: ApiError,
  dispatch: Dispatch,
  quiet: Quietness,
  { write = false }: { write?: boolean } = {},
): void {
  switch (error.state) {
    case RESPONSE_STATE.NOT_LOGGED_IN:
      dispatch(loginExpired());
      // Leaving already (退出 ended the session the read found gone): the other tabs have been told why.
      if (isOnLoginPage() || isLeavingPage()) return;
      announceSessionEnd('expire');
      if (write) void toLoginSayingWhy(CLIENT_MESSAGES.sessionEnded, 'logout');
      else if (!sayingWhy) navigateOnce(loginAfter('logout', window.location.href));
      return;
    case RESPONSE_STATE.NO_ROLE_PERMISSION:
      return;
    case RESPONSE_STATE.REPLACED_LOGIN: {
      dispatch(loginReplaced());
      if (isOnLoginPage() || isLeavingPage()) return;
      // The same code ends a session signed out in 安全中心 (退出其他设备): its message tells them apart.
      const signedOut = error.message === SIGNED_OUT_IN_CENTRE;
      const end = signedOut ? 'signout' : 'replace';
      announceSessionEnd(end);
      // A read too: the screen would otherwise say 加载失败 of a session that can never load again.
      const why = signedOut ? CLIENT_MESSAGES.sessionSignedOut : CLIENT_MESSAGES.sessionReplaced;
      if (write) void toLoginSayingWhy(why, end);
      else if (!sayingWhy) navigateOnce(loginAfter(end, window.location.href));
      return;
    }
    case RESPONSE_STATE.MUST_CHANGE_PASSWORD:
      dispatch(loginFirstRequired());
      return;
  }
  if (quiet.silent || quiet.silentStates?.includes(error.state)) return;
  if (error.state === RESPONSE_STATE.AGREEMENT_ERROR) {
    void showAlert({
      title: CLIENT_MESSAGES.agreementTitle,
      message: error.message || CLIENT_MESSAGES.fallback,
      confirmText: CLIENT_MESSAGES.agreementConfirm,
    });
    return;
  }
  showToast(error.message || CLIENT_MESSAGES.fallback, 'error');
}
