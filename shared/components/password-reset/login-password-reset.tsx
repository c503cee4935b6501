import './password-reset.css';

import { useEffect, useRef, useState } from 'react';

import { CaptchaDialog } from '@/features/captcha';
import { smsSentToast, useSmsCountdown } from '@/features/sms';
import { SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { showToast } from '@/shared/ui';

import { DonePanel } from './done-panel';
import { IdentityForm } from './identity-form';
import { EMPTY_IDENTITY, type IdentityValues } from './identity-schema';
import { NewPasswordForm, type SubmitProblem } from './new-password-form';
import { ResetSteps } from './reset-steps';
import { RESET_TEXT } from './texts';
import type { LoginResetCalls, ResetIdentity, ResetLoginType } from './types';

export interface LoginPasswordResetProps {
  loginType: ResetLoginType;
  calls: LoginResetCalls;
  /** Absolute URL to go back to once done (the checked `from`). */
  target: string;
}

const CODE_STATES: readonly number[] = [RESPONSE_STATE.SMS_ERROR, RESPONSE_STATE.SMS_EXPIRED];

/**
 * The forgotten login password (persons and organisations): identity → slider → SMS to the bound phone →
 * new password → back to `from`. Every resend passes the slider again: the back office sends a reset SMS
 * only against a fresh captcha token.
 */
export function LoginPasswordReset({ loginType, calls, target }: LoginPasswordResetProps) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<IdentityValues>(EMPTY_IDENTITY);
  const [identity, setIdentity] = useState<ResetIdentity | null>(null);
  const [slider, setSlider] = useState<'first' | 'resend' | null>(null);
  const [sending, setSending] = useState(false);
  const [identityFailure, setIdentityFailure] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [maskedPhone, setMaskedPhone] = useState<string | null>(null);
  const countdown = useSmsCountdown(SMS_COUNTDOWN_S);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // A new step is announced by moving focus to its heading (not on the first render of the page).
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);

  const startIdentity = (next: ResetIdentity, typed: IdentityValues) => {
    setValues(typed);
    setIdentity(next);
    setIdentityFailure(null);
    setSlider('first');
  };

  const sendWith = async (token: string) => {
    const purpose = slider;
    setSlider(null);
    if (!identity) return;
    setSending(true);
    const outcome = await calls.sendSms(token, identity);
    setSending(false);
    if (!outcome.ok) {
      const message = outcome.message || RESET_TEXT.sendFailed;
      if (purpose === 'first') setIdentityFailure(message);
      else setSendError(message);
      return;
    }
    setSendError(null);
    setMaskedPhone(outcome.value);
    countdown.start();
    showToast(smsSentToast(outcome.value), 'success');
    setStep(1);
  };

  const resend = () => {
    if (countdown.running || sending) return;
    setSendError(null);
    setSlider('resend');
  };

  const back = () => {
    countdown.reset();
    setSendError(null);
    setStep(0);
  };

  const submit = async (smsCode: string, newPassword: string): Promise<SubmitProblem> => {
    if (!identity) return { message: RESET_TEXT.submitFailed };
    const outcome = await calls.resetPassword(identity, smsCode, newPassword);
    if (outcome.ok) {
      setStep(2);
      return null;
    }
    const message = outcome.message || RESET_TEXT.submitFailed;
    return outcome.state !== undefined && CODE_STATES.includes(outcome.state)
      ? { field: 'smsCode', message }
      : { message };
  };

  return (
    <div className="gz-reset">
      <ResetSteps current={step} />
      <div className="gz-reset__panel">
        {step < 2 && (
          <h2 className="gz-reset__step-title" ref={heading} tabIndex={-1}>
            {RESET_TEXT.steps[step]}
          </h2>
        )}
        {step === 0 && (
          <IdentityForm
            loginType={loginType}
            initialValues={values}
            failure={identityFailure}
            busy={sending || slider !== null}
            onSubmit={startIdentity}
          />
        )}
        {step === 1 && (
          <NewPasswordForm
            sentHint={maskedPhone ? `验证码已发送至${maskedPhone}` : null}
            countdown={countdown}
            sending={sending}
            sendError={sendError}
            onResend={resend}
            onBack={back}
            onSubmit={submit}
          />
        )}
        {step === 2 && (
          <DonePanel title={RESET_TEXT.loginDone} detail={RESET_TEXT.loginDoneDetail} target={target} />
        )}
      </div>
      <CaptchaDialog
        open={slider !== null}
        title={RESET_TEXT.captchaTitle}
        onSuccess={(token) => void sendWith(token)}
        onClose={() => setSlider(null)}
      />
    </div>
  );
}
