import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';

import { failureText } from '@/api/core/outcome';
import { codeOrFormProblem, SmsCodeField, SMS_TEXT, smsSentToast, useSmsCountdown } from '@/features/sms';
import { SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { NewPasswordFields, TextField, SubmitRow } from '@/shared/form';
import { Form, showToast } from '@/shared/ui';
import {
  MESSAGES,
  certificateNoField,
  confirmPasswordField,
  isValidResidentId,
  sixDigitPasswordField,
  smsCodeField,
} from '@/shared/validation';

import { TRADE_RESET_FORM_TEXT as T } from './trade-reset-texts';
import { useTradeResetCalls } from './use-trade-reset-calls';

const schema = object({
  // A number shaped like a resident ID must be a valid one; other documents are the back office's to check.
  idNo: certificateNoField.test('resident-id', MESSAGES.idNumberInvalid, (value) =>
    !value || !/^\d{17}[\dX]$/i.test(value.trim()) ? true : isValidResidentId(value),
  ),
  smsCode: smsCodeField,
  newPassword: sixDigitPasswordField,
  confirmPassword: confirmPasswordField('newPassword'),
});

/**
 * The trade-password reset of a logged-in natural person: ID check, SMS to the session's phone, six digits.
 * It sends the SMS and the encrypted reset itself (useTradeResetCalls).
 */
export function TradeResetForm({ onDone }: { onDone: () => void }) {
  const calls = useTradeResetCalls();
  const countdown = useSmsCountdown(SMS_COUNTDOWN_S);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { idNo: '', smsCode: '', newPassword: '', confirmPassword: '' },
    validationSchema: schema,
    onSubmit: async ({ idNo, smsCode, newPassword }) => {
      setFailure(null);
      const outcome = await calls.reset(idNo.trim().toUpperCase(), smsCode.trim(), newPassword);
      if (outcome.ok) return onDone();
      const problem = codeOrFormProblem(outcome, T.submitFailed);
      if (problem?.field) formik.setFieldError(problem.field, problem.message);
      else if (problem) setFailure(problem.message);
    },
  });

  const send = async () => {
    if (sending || countdown.running) return;
    setSending(true);
    setSendError(null);
    const outcome = await calls.sendSms();
    setSending(false);
    if (!outcome.ok) return setSendError(failureText(outcome, SMS_TEXT.sendFailed));
    setSentTo(outcome.value ?? '');
    countdown.start();
    showToast(smsSentToast(outcome.value ?? undefined), 'success');
  };

  return (
    <FormikProvider value={formik}>
      <Form onSubmit={formik.handleSubmit} ariaLabel={T.heading} className="gz-reset-form" stacked>
        <TextField name="idNo" label={T.idNo} placeholder={T.idNoPlaceholder} maxLength={50} required />
        <SmsCodeField
          sendError={sendError}
          countdown={countdown}
          sent={sentTo !== null}
          sending={sending}
          onSend={() => void send()}
          hint={sentTo ? `验证码已发送至${sentTo}` : null}
        />
        <NewPasswordFields text={T} maxLength={6} />
        <SubmitRow failure={failure} className="gz-reset-form__actions" submitText={T.submit} size="large" />
      </Form>
    </FormikProvider>
  );
}
