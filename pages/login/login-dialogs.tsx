import { useCallback, useEffect, useRef } from 'react';

import { useLogoutMutation } from '@/api/auth/endpoints';
import { useAutoLoginRegisteredMutation } from '@/api/auth/endpoints-session';
import { outcomeOf } from '@/api/core/outcome';
import { CaptchaDialog } from '@/features/captcha';
import { PasswordChangeDialog } from '@/features/password-change';
import { SmsDialog } from '@/features/sms';
import { WarningDialog } from '@/shared/components/dialogs';

import { LOGIN_TEXT } from './login-texts';
import { RegisterPasswordDialog } from './register-password-dialog';
import { RegisteredDialog } from './registered-dialog';
import type { useLoginFlow } from './use-login-flow';
import { useSmsLogin } from './use-sms-login';

type LoginFlow = ReturnType<typeof useLoginFlow>;

/** Sends the consignment hand-over's token once (StrictMode runs effects twice) and hands the answer on. */
function useHandOver(token: string | null, flow: LoginFlow): void {
  const [autoLogin] = useAutoLoginRegisteredMutation();
  const sent = useRef(false);
  const { handedOverWith } = flow;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void autoLogin({ token, silent: true }).then((answer) => handedOverWith(outcomeOf(answer)));
  }, [autoLogin, handedOverWith, token]);
}

/**
 * Every dialog of the login (loaded in its own chunk once the investor first submits, or at once for a
 * consignment hand-over, whose call it makes).
 */
export function LoginDialogs({ flow, handOverToken }: { flow: LoginFlow; handOverToken: string | null }) {
  useHandOver(handOverToken, flow);
  const { step, submit, finish, leave, cancel, passwordRegistered } = flow;
  const onVerified = useCallback(
    (result: Parameters<LoginFlow['finish']>[0]) => void finish(result),
    [finish],
  );
  const sms = useSmsLogin(onVerified, cancel);
  const [logout] = useLogoutMutation();
  const logoutAndStay = useCallback(async () => {
    await logout({ silent: true });
    cancel();
  }, [cancel, logout]);
  const onSliderSuccess = useCallback((token: string) => void submit(token), [submit]);

  return (
    <>
      <CaptchaDialog open={step === 'slider'} onSuccess={onSliderSuccess} onClose={cancel} />
      <SmsDialog
        open={step === 'sms'}
        smsType="login"
        title={LOGIN_TEXT.smsTitle}
        description={LOGIN_TEXT.smsDescription}
        {...sms}
      />
      <PasswordChangeDialog
        open={step === 'changePassword'}
        onDone={leave}
        onCancel={() => void logoutAndStay()}
        cancelText={LOGIN_TEXT.registeredLogout}
      />
      <WarningDialog
        open={step === 'noEntrustment'}
        message={LOGIN_TEXT.noEntrustment}
        detail={LOGIN_TEXT.noEntrustmentDetail}
        onClose={cancel}
      />
      <RegisterPasswordDialog
        open={step === 'registerPassword'}
        onDone={passwordRegistered}
        onLogout={() => void logoutAndStay()}
      />
      <RegisteredDialog
        open={step === 'registered'}
        onContinue={leave}
        onLogout={() => void logoutAndStay()}
      />
    </>
  );
}

export { LiveSessionNotice } from './live-session-notice';
