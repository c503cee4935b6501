import type { Dispatch } from '@reduxjs/toolkit';

import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { isOnLoginPage, loginUrlWithRedirect, navigate } from '@/shared/routing';
import { showAlert, showToast } from '@/shared/ui';

import { CLIENT_MESSAGES, type ApiError, type Quietness } from './api-error';
import { loginExpired, loginFirstRequired, loginReplaced } from './session-events';

/**
 * The global response handler (identity-login-shared.md §8) for one failed call. Flags and the login
 * redirect always happen; the dialog and the toast only when neither the endpoint nor the call quiets them.
 */
export function handleFailure(error: ApiError, dispatch: Dispatch, quiet: Quietness): void {
  switch (error.state) {
    case RESPONSE_STATE.NOT_LOGGED_IN:
      dispatch(loginExpired());
      if (!isOnLoginPage()) navigate(loginUrlWithRedirect(window.location.href));
      return;
    case RESPONSE_STATE.NO_ROLE_PERMISSION:
      return;
    case RESPONSE_STATE.REPLACED_LOGIN:
      dispatch(loginReplaced());
      return;
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
