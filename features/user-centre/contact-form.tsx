import './user-centre.css';

import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { object, string } from 'yup';

import { outcomeOf, failureText } from '@/api/core/outcome';
import { useFetchDictQuery } from '@/api/dict/endpoints';
import type { UserDetailData } from '@/api/user/contract';
import { useUpdateUserMutation } from '@/api/user/endpoints-centre';
import { SecondFactor } from '@/features/sms';
import { SelectField, SubmitRow, TextField } from '@/shared/form';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { Form, showToast } from '@/shared/ui';
import {
  addressField,
  areaCodeField,
  emailField,
  isEmailChange,
  landlineNumberField,
  postcodeField,
} from '@/shared/validation';

import { ProfileFields } from './profile-fields';

export const CONTACT_TEXT = {
  heading: '修改个人资料',
  address: '联系地址',
  addressHint: '至少8个汉字，并以具体的楼层或门牌号结尾，如：北京市东城区示范路88号3层301室',
  postcode: '邮政编码',
  areaCode: '固话区号',
  landline: '固定电话',
  email: '电子邮箱',
  vocation: '职业',
  vocationRequired: '请选择职业',
  save: '保存',
  saved: USER_CENTRE_MESSAGES.profileSaved,
  emailNeedsSms: '对账单和资产证明将发送至新的电子邮箱：请先完成短信验证，验证通过后自动保存。',
  failed: '个人资料保存失败，请稍后再试',
} as const;

const schema = object({
  address: addressField,
  postcode: postcodeField,
  areaCode: areaCodeField,
  landline: landlineNumberField,
  email: emailField,
  vocation: string().required(CONTACT_TEXT.vocationRequired),
});

/**
 * 个人资料 (ModifyInfo): the contact details of trading-accounts §5 and a person's profile (spec §3
 * dictionaries), saved with PUT /v1/user.
 */
export function ContactForm({
  contact,
  person,
  onDone,
}: {
  contact: UserDetailData['contact'];
  /** A natural person also gives nationality, education, income, marriage and region. */
  person: boolean;
  onDone: () => void;
}) {
  const [update] = useUpdateUserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // A new e-mail needs the SMS second factor first; its one-use ticket goes with the save.
  const [askSms, setAskSms] = useState(false);
  const ticket = useRef<string | null>(null);
  const { data: vocations } = useFetchDictQuery({ id: 3, silent: true });
  const formik = useFormik({
    initialValues: { ...contact },
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const email = values.email.trim();
      if (isEmailChange(contact.email || null, email) && !ticket.current) return setAskSms(true);
      const outcome = outcomeOf(
        await update({
          ...values,
          address: values.address.trim(),
          email,
          postcode: values.postcode.trim(),
          areaCode: values.areaCode.trim(),
          landline: values.landline.trim(),
          ...(ticket.current ? { ticket: ticket.current } : {}),
          silent: true,
        }),
      );
      // A ticket serves one save: a refused one is asked for again.
      ticket.current = null;
      if (!outcome.ok) return setFailure(failureText(outcome, CONTACT_TEXT.failed));
      showToast(CONTACT_TEXT.saved, 'success');
      onDone();
    },
  });
  const verified = (value: string) => {
    ticket.current = value;
    setAskSms(false);
    void formik.submitForm();
  };
  const smsNeeded = askSms && isEmailChange(contact.email || null, formik.values.email);
  const options = Object.entries(vocations ?? {}).map(([value, label]) => ({ value, label }));
  return (
    <FormikProvider value={formik}>
      <Form
        onSubmit={formik.handleSubmit}
        ariaLabel={CONTACT_TEXT.heading}
        className="gz-centre-form"
        stacked
      >
        <TextField
          name="address"
          label={CONTACT_TEXT.address}
          hint={CONTACT_TEXT.addressHint}
          maxLength={150}
          required
        />
        <TextField name="postcode" label={CONTACT_TEXT.postcode} maxLength={6} inputMode="numeric" required />
        <div className="gz-centre-form__pair">
          <TextField
            name="areaCode"
            label={CONTACT_TEXT.areaCode}
            maxLength={4}
            inputMode="numeric"
            required
          />
          <TextField
            name="landline"
            label={CONTACT_TEXT.landline}
            maxLength={8}
            inputMode="numeric"
            required
          />
        </div>
        <TextField name="email" label={CONTACT_TEXT.email} maxLength={100} type="email" required />
        <SelectField
          name="vocation"
          label={CONTACT_TEXT.vocation}
          placeholder={CONTACT_TEXT.vocationRequired}
          options={options}
          required
          validateOnChange
        />
        {person && <ProfileFields />}
        {smsNeeded && (
          <>
            <p className="gz-centre-form__lead">{CONTACT_TEXT.emailNeedsSms}</p>
            <SecondFactor onTicket={verified} />
          </>
        )}
        <SubmitRow failure={failure} className="gz-centre-form__actions" submitText={CONTACT_TEXT.save} />
      </Form>
    </FormikProvider>
  );
}
