import './password-reset.css';

import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';

import { smsSentToast, type SubmitProblem, useSmsCountdown } from '@/features/sms';
import '@/shared/components/other-certificate-form/style';
import { SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { showToast } from '@/shared/ui';

import { DonePanel } from './done-panel';
import { IdentityForm } from './identity-form';
import type { IdentityValues } from './identity-schema';
import { NewPasswordForm } from './new-password-form';
import { INITIAL_RESET, resetReducer, submitProblem } from './reset-machine';
import { ResetSteps } from './reset-steps';
import { RESET_TEXT } from './texts';
import type { ResetIdentity, ResetLoginType } from './types';
import { useLoginResetCalls } from './use-reset-calls';

// The slider is needed only once the identity is entered: its own chunk, fetched while the investor types.
const loadCaptcha = () => import(/* webpackChunkName: "captcha" */ '@/features/captcha/captcha-dialog');
const CaptchaDialog = lazy(() => loadCaptcha().then((module) => ({ default: module.CaptchaDialog })));

// Few investors verify with another document: the form is fetched when one asks for it (not on the first visit).
const OtherCertificateStep = lazy(() =>
  import('./other-certificate-step').then((module) => ({ default: module.OtherCertificateStep })),
);

export interface LoginPasswordResetProps {
  loginType: ResetLoginType;
  /** Absolute URL to go back to once done (the checked `from`). */
  target: string;
}

/**
 * The forgotten login password (persons and organisations), its rules in reset-machine.ts: this component
 * runs the calls (slider, SMS, the encrypted reset) and the resend countdown, and renders the step.
 */
export function LoginPasswordReset({ loginType, target }: LoginPasswordResetProps) {
  const calls = useLoginResetCalls();
  const [state, dispatch] = useReducer(resetReducer, INITIAL_RESET);
  const { step, identity, slider, sending } = state;
  const countdown = useSmsCountdown(SMS_COUNTDOWN_S);
  // Mounted from the first slider on, so that closing it plays out as before (and it is not fetched twice).
  const [captchaWanted, setCaptchaWanted] = useState(false);
  if (slider !== null && !captchaWanted) setCaptchaWanted(true);
  // A person without an ID card on file verifies with another document (passport, permits, residence cards).
  const [otherCertificate, setOtherCertificate] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // A new step or form is announced by moving focus to its heading (not on the first render of the page).
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step, otherCertificate]);

  const sendWith = async (token: string) => {
    dispatch({ type: 'sliderPassed' });
    if (!identity) return;
    const outcome = await calls.sendSms(token, identity);
    dispatch({ type: 'smsAnswered', outcome });
    if (!outcome.ok) return;
    countdown.start();
    showToast(outcome.value ? smsSentToast(outcome.value) : RESET_TEXT.sentToast, 'success');
  };

  const back = () => {
    countdown.reset();
    dispatch({ type: 'back' });
  };

  const submit = async (smsCode: string, newPassword: string): Promise<SubmitProblem> => {
    if (!identity) return { message: RESET_TEXT.submitFailed };
    const outcome = await calls.resetPassword(identity, smsCode, newPassword);
    if (!outcome.ok) return submitProblem(outcome);
    dispatch({ type: 'resetDone' });
    return null;
  };

  return (
    <div className="gz-reset" onFocus={() => void loadCaptcha()}>
      <ResetSteps current={step} />
      <div className="gz-reset__panel">
        {step < 2 && (
          <h2 className="gz-reset__step-title" ref={heading} tabIndex={-1}>
            {RESET_TEXT.steps[step]}
          </h2>
        )}
        {step === 0 && !otherCertificate && (
          <IdentityForm
            loginType={loginType}
            initialValues={state.values}
            failure={state.identityFailure}
            busy={sending !== null || slider !== null}
            onSubmit={(next: ResetIdentity, values: IdentityValues) =>
              dispatch({ type: 'identityEntered', identity: next, values })
            }
            onOtherCertificate={loginType === 'account' ? () => setOtherCertificate(true) : undefined}
          />
        )}
        {step === 0 && otherCertificate && (
          <Suspense fallback={null}>
            <OtherCertificateStep
              identity={identity}
              failure={state.identityFailure}
              busy={sending !== null || slider !== null}
              onBack={() => setOtherCertificate(false)}
              onEntered={(next) =>
                dispatch({ type: 'identityEntered', identity: next, values: state.values })
              }
            />
          </Suspense>
        )}
        {step === 1 && (
          <NewPasswordForm
            sentHint={state.maskedPhone ? `验证码已发送至${state.maskedPhone}` : RESET_TEXT.sentHint}
            countdown={countdown}
            sending={sending !== null}
            sendError={state.sendError}
            onResend={() => dispatch({ type: 'resendAsked', countdownRunning: countdown.running })}
            onBack={back}
            onSubmit={submit}
          />
        )}
        {step === 2 && (
          <DonePanel title={RESET_TEXT.loginDone} detail={RESET_TEXT.loginDoneDetail} target={target} />
        )}
      </div>
      {captchaWanted && (
        <Suspense fallback={null}>
          <CaptchaDialog
            open={slider !== null}
            title={RESET_TEXT.captchaTitle}
            onSuccess={(token) => void sendWith(token)}
            onClose={() => dispatch({ type: 'sliderClosed' })}
          />
        </Suspense>
      )}
    </div>
  );
}
