import { FormikProvider } from 'formik';

import { SmsCodeField, type SmsCountdown, type SubmitProblem, useSmsPasswordForm } from '@/features/sms';
import { NewPasswordFields, SubmitRow } from '@/shared/form';
import { Button, Form } from '@/shared/ui';

import { RESET_TEXT } from './texts';

interface NewPasswordFormProps {
  /** 验证码已发送至138****0001 */
  sentHint: string | null;
  countdown: SmsCountdown;
  sending: boolean;
  /** A failed resend, shown under the SMS field. */
  sendError: string | null;
  onResend: () => void;
  onBack: () => void;
  onSubmit: (smsCode: string, newPassword: string) => Promise<SubmitProblem>;
}

/** Step 2: the SMS code sent to the bound phone and the new login password, twice. */
export function NewPasswordForm({
  sentHint,
  countdown,
  sending,
  sendError,
  onResend,
  onBack,
  onSubmit,
}: NewPasswordFormProps) {
  const { formik, failure } = useSmsPasswordForm(onSubmit);
  return (
    <FormikProvider value={formik}>
      <Form onSubmit={formik.handleSubmit} ariaLabel={RESET_TEXT.steps[1]} className="gz-reset-form" stacked>
        <SmsCodeField
          sendError={sendError}
          countdown={countdown}
          sent
          sending={sending}
          onSend={onResend}
          hint={sentHint}
        />
        <NewPasswordFields text={RESET_TEXT.password} maxLength={20} />
        <SubmitRow
          failure={failure}
          className="gz-reset-form__actions"
          submitText={RESET_TEXT.confirm}
          size="large"
        >
          <Button size="large" onClick={onBack}>
            {RESET_TEXT.back}
          </Button>
        </SubmitRow>
      </Form>
    </FormikProvider>
  );
}
