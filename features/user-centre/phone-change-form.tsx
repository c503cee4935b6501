import './user-centre.css';

import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { object } from 'yup';

import { useChangeMobileMutation } from '@/api/auth/endpoints-centre';
import { outcomeOf, type Outcome } from '@/api/core/outcome';
import { useSendSmsMutation } from '@/api/sms/endpoints';
import { senderFieldProps, SmsCodeField, useCodeSender } from '@/features/sms';
import { SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { RESPONSE_STATE } from '@/shared/enums';
import { TextField, SubmitRow } from '@/shared/form';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { Form, showToast } from '@/shared/ui';
import { phoneField, smsCodeField } from '@/shared/validation';

export const PHONE_TEXT = {
  heading: '修改手机号码',
  oldCode: '原手机验证码',
  phone: '新手机号码',
  newCode: '新手机验证码',
  phoneFirst: '请先输入正确的新手机号码',
  submit: '确认修改',
  done: USER_CENTRE_MESSAGES.phoneChanged,
  failed: '手机号码修改失败，请稍后再试',
} as const;

type Field = 'oldCode' | 'phone' | 'newCode';
/** Each refusal of spec §8 belongs under its own field. */
const FIELD_OF_STATE: Record<number, Field> = {
  [RESPONSE_STATE.OLD_SMS_EXPIRED]: 'oldCode',
  [RESPONSE_STATE.OLD_SMS_WRONG]: 'oldCode',
  [RESPONSE_STATE.NEW_SMS_EXPIRED]: 'newCode',
  [RESPONSE_STATE.NEW_SMS_WRONG]: 'newCode',
  [RESPONSE_STATE.MOBILE_ERROR_2]: 'phone',
  [RESPONSE_STATE.MOBILE_ACCOUNT_ERROR_2]: 'phone',
};

const schema = object({ oldCode: smsCodeField, phone: phoneField, newCode: smsCodeField });

/** The phone change: a code to the bound phone, the new phone and a code sent to it (POST /v1/auth/mobile). */
export function PhoneChangeForm({ currentPhone, onDone }: { currentPhone: string; onDone: () => void }) {
  const [sendSms] = useSendSmsMutation();
  const [changeMobile] = useChangeMobileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { oldCode: '', phone: '', newCode: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const outcome = outcomeOf(await changeMobile({ ...values, phone: values.phone.trim(), silent: true }));
      if (outcome.ok) {
        showToast(PHONE_TEXT.done, 'success');
        return onDone();
      }
      const field = FIELD_OF_STATE[outcome.state ?? 0];
      if (field) formik.setFieldError(field, outcome.message);
      else setFailure(outcome.message || PHONE_TEXT.failed);
    },
  });
  const oldSender = useCodeSender(
    async () => outcomeOf(await sendSms({ type: 'mobileOld', silent: true })),
    SMS_COUNTDOWN_S,
  );
  const newSender = useCodeSender(async (): Promise<Outcome<string | null>> => {
    const phone = formik.values.phone.trim();
    if (!/^1[3-9]\d{9}$/.test(phone)) return { ok: false, message: PHONE_TEXT.phoneFirst, silent: false };
    return outcomeOf(await sendSms({ type: 'mobileNew', extras: { phone }, silent: true }));
  }, SMS_COUNTDOWN_S);

  return (
    <FormikProvider value={formik}>
      <Form onSubmit={formik.handleSubmit} ariaLabel={PHONE_TEXT.heading} className="gz-centre-form" stacked>
        <p className="gz-centre-form__lead">当前绑定手机号码：{currentPhone}</p>
        <SmsCodeField
          label={PHONE_TEXT.oldCode}
          name="oldCode"
          sendError={oldSender.error}
          {...senderFieldProps(oldSender)}
        />
        <TextField name="phone" label={PHONE_TEXT.phone} maxLength={11} inputMode="tel" required />
        <SmsCodeField
          label={PHONE_TEXT.newCode}
          name="newCode"
          sendError={newSender.error}
          {...senderFieldProps(newSender)}
        />
        <SubmitRow failure={failure} className="gz-centre-form__actions" submitText={PHONE_TEXT.submit} />
      </Form>
    </FormikProvider>
  );
}
