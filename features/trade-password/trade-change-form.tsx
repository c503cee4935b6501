import './trade-password.css';

import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';

import { outcomeOf } from '@/api/core/outcome';
import { useChangeTradePasswordMutation } from '@/api/password/endpoints-trade';
import { useHybridBody } from '@/features/encryption';
import { NewPasswordFields, SubmitRow } from '@/shared/form';
import { PASSWORD_MESSAGES } from '@/shared/messages/passwords';
import { Form, showToast } from '@/shared/ui';
import { modifyTradePasswordSchema } from '@/shared/validation';

export const TRADE_CHANGE_TEXT = {
  heading: '修改交易密码',
  oldPassword: '原交易密码',
  newPassword: '新交易密码',
  confirmPassword: '确认新交易密码',
  rule: '6位数字，不能是连续或相同的数字',
  submit: '确定',
  done: PASSWORD_MESSAGES.tradeChanged,
  failed: '交易密码修改失败，请稍后再试',
} as const;

/**
 * The trade-password change (PUT /v1/auth/password/trade, hybrid body, both passwords RSA-encrypted): a wrong
 * old password shows under its field with the server's words.
 */
export function TradeChangeForm({ onDone }: { onDone: () => void }) {
  const hybridBody = useHybridBody();
  const [change] = useChangeTradePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: modifyTradePasswordSchema,
    onSubmit: async ({ oldPassword, newPassword }) => {
      setFailure(null);
      const body = await hybridBody((encrypt) => ({
        oldPassword: encrypt(oldPassword),
        newPassword: encrypt(newPassword),
      }));
      const outcome = body.ok ? outcomeOf(await change({ ...body.value, silent: true })) : body;
      if (outcome.ok) {
        showToast(TRADE_CHANGE_TEXT.done, 'success');
        return onDone();
      }
      const message = outcome.message || TRADE_CHANGE_TEXT.failed;
      if (message.includes('原交易密码')) formik.setFieldError('oldPassword', message);
      else setFailure(message);
    },
  });
  return (
    <FormikProvider value={formik}>
      <Form
        onSubmit={formik.handleSubmit}
        ariaLabel={TRADE_CHANGE_TEXT.heading}
        className="gz-reset-form"
        stacked
      >
        <NewPasswordFields text={TRADE_CHANGE_TEXT} maxLength={6} />
        <SubmitRow
          failure={failure}
          className="gz-trade-change__actions"
          submitText={TRADE_CHANGE_TEXT.submit}
        />
      </Form>
    </FormikProvider>
  );
}
