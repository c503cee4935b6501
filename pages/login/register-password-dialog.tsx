// The look of the password dialogs (password-change-dialog.css) comes with features/password-change, which
// the same login-dialogs chunk loads.
import { FormikProvider } from 'formik';

import { outcomeOf } from '@/api/core/outcome';
import { useRegisterPasswordMutation } from '@/api/password/endpoints-register';
import { useSendSmsMutation } from '@/api/sms/endpoints';
import { useEncryptPasswords } from '@/features/encryption';
import {
  formProblem,
  senderFieldProps,
  SmsCodeField,
  useCodeSender,
  useSmsPasswordForm,
} from '@/features/sms';
import { SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { NewPasswordFields, SubmitRow } from '@/shared/form';
import { Button, Dialog, Form, showToast } from '@/shared/ui';

import { LOGIN_TEXT as T } from './login-texts';

interface RegisterPasswordDialogProps {
  open: boolean;
  onDone: () => void;
  onLogout: () => void;
}

/**
 * A Registered (consignment) user handed over without a login password sets one: an SMS of type
 * registerPassword to the bound phone proves it is the investor (the hand-over session alone does not).
 */
export function RegisterPasswordDialog({ open, ...props }: RegisterPasswordDialogProps) {
  if (!open) return null;
  return (
    <Dialog open title={T.registerPasswordTitle} closable={false} size="tiny" className="gz-password-dialog">
      <RegisterPasswordForm {...props} />
    </Dialog>
  );
}

function RegisterPasswordForm({ onDone, onLogout }: Omit<RegisterPasswordDialogProps, 'open'>) {
  const [sendSms] = useSendSmsMutation();
  const [registerPassword] = useRegisterPasswordMutation();
  const encrypt = useEncryptPasswords();
  const sender = useCodeSender(
    async () => outcomeOf(await sendSms({ type: 'registerPassword', silent: true })),
    SMS_COUNTDOWN_S,
  );
  const { formik, failure } = useSmsPasswordForm(async (smsCode, newPassword) => {
    const encrypted = await encrypt({ password: newPassword });
    const outcome = encrypted.ok
      ? outcomeOf(await registerPassword({ ...encrypted.value, smsCode, silent: true }))
      : encrypted;
    if (!outcome.ok) return formProblem(outcome, T.registerPasswordFailed);
    showToast(T.registerPasswordDone, 'success');
    onDone();
    return null;
  });
  return (
    <FormikProvider value={formik}>
      <Form onSubmit={formik.handleSubmit} ariaLabel={T.registerPasswordTitle} stacked>
        <p className="gz-password-dialog__description">{T.registerPasswordMessage}</p>
        <SmsCodeField sendError={sender.error} {...senderFieldProps(sender)} />
        <NewPasswordFields text={T.registerPassword} maxLength={20} />
        <SubmitRow
          failure={failure}
          className="gz-password-dialog__actions"
          submitText={T.registerPasswordSubmit}
        >
          <Button onClick={onLogout}>{T.registeredLogout}</Button>
        </SubmitRow>
      </Form>
    </FormikProvider>
  );
}
