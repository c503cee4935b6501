import './password-change-dialog.css';

import { FormikProvider, useFormik } from 'formik';
import { useState, type ReactNode } from 'react';

import { failureText } from '@/api/core/outcome';
import { NewPasswordFields, SubmitRow } from '@/shared/form';
import { PASSWORD_MESSAGES } from '@/shared/messages/passwords';
import { Button, Dialog, Form, showToast } from '@/shared/ui';
import { modifyPasswordSchema } from '@/shared/validation/schemas';

import { usePasswordChange } from './use-password-change';

export interface PasswordChangeDialogProps {
  open: boolean;
  title?: string;
  /** Why the change is asked for. */
  description?: ReactNode;
  /** The password was changed (and the dialog has said so). */
  onDone: () => void;
  /** Offered as a second button when given (e.g. 退出登录): the change itself cannot be skipped. */
  onCancel?: () => void;
  cancelText?: string;
}

export const PASSWORD_CHANGE_TEXT = {
  title: '修改登录密码',
  description: '为了您的账户安全，请修改登录密码后继续。',
  oldPassword: '原登录密码',
  newPassword: '新登录密码',
  confirmPassword: '确认新登录密码',
  rule: '6-20位字母和数字的组合，不能是纯数字或纯字母',
  confirm: '确定',
  failed: '密码修改失败，请稍后再试',
  changed: PASSWORD_MESSAGES.loginChanged,
} as const;

/**
 * The mandatory password change (spec §2, §4): old, new and confirmation; new equal to old is refused. It
 * encrypts and sends the change itself (usePasswordChange) and shows a failure in the dialog.
 */
export function PasswordChangeDialog({ open, ...props }: PasswordChangeDialogProps) {
  if (!open) return null;
  return <OpenPasswordChangeDialog {...props} />;
}

function OpenPasswordChangeDialog({
  title = PASSWORD_CHANGE_TEXT.title,
  description = PASSWORD_CHANGE_TEXT.description,
  ...form
}: Omit<PasswordChangeDialogProps, 'open'>) {
  return (
    <Dialog open title={title} closable={false} size="tiny" className="gz-password-dialog">
      <PasswordChangeForm title={title} description={description} {...form} />
    </Dialog>
  );
}

/** The change itself, in a dialog (above) or on the user centre's screen (修改登录密码). */
export function PasswordChangeForm({
  title = PASSWORD_CHANGE_TEXT.title,
  description,
  onDone,
  onCancel,
  cancelText = '取消',
}: Omit<PasswordChangeDialogProps, 'open'>) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = usePasswordChange();
  const formik = useFormik({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: modifyPasswordSchema,
    onSubmit: async ({ oldPassword, newPassword }) => {
      setFailure(null);
      const outcome = await submit({ oldPassword, newPassword });
      if (outcome.ok) {
        showToast(PASSWORD_CHANGE_TEXT.changed, 'success');
        onDone();
      } else setFailure(failureText(outcome, PASSWORD_CHANGE_TEXT.failed));
    },
  });
  return (
    <FormikProvider value={formik}>
      <Form onSubmit={formik.handleSubmit} ariaLabel={title} stacked>
        {description && <p className="gz-password-dialog__description">{description}</p>}
        <NewPasswordFields text={PASSWORD_CHANGE_TEXT} maxLength={20} />
        <SubmitRow
          failure={failure}
          className="gz-password-dialog__actions"
          submitText={PASSWORD_CHANGE_TEXT.confirm}
        >
          {onCancel && <Button onClick={onCancel}>{cancelText}</Button>}
        </SubmitRow>
      </Form>
    </FormikProvider>
  );
}
