import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';

import { NameCheckDialog } from '@/shared/components/dialogs';
import { CERTIFICATE_NO_MAX_LENGTH, NAME_MAX_LENGTH } from '@/shared/config/constants';
import { SelectField, TextField } from '@/shared/form';
import { Button, Form, type SelectOption } from '@/shared/ui';
import {
  HOLDER_NAME,
  hasNonChineseChars,
  otherCertificateSchema,
  sanitizeName,
  type CertificateHolder,
} from '@/shared/validation';

import { PERSON_ID_TYPE_OPTIONS } from './id-type-options';
import './other-certificate-form.css';

export interface OtherCertificateValue {
  name: string;
  idType: string;
  idNo: string;
}

export const BACK_TO_ID_CARD = '返回身份证验证';

export interface OtherCertificateFormProps {
  /** person: 姓名 / 请输入姓名; agent (an organisation's 经办人): 经办人姓名 / 请输入经办人姓名; responsible: 负责人. */
  who?: CertificateHolder;
  /** Person types without the ID card by default; ORG_ID_TYPE_OPTIONS or a dictionary's for others. */
  idTypeOptions?: readonly SelectOption[];
  initialValues?: Partial<OtherCertificateValue>;
  /** Gets the checked, trimmed values once the name check passed. */
  onSubmit: (value: OtherCertificateValue) => void | Promise<void>;
  /** The back link to ID-card verification: a page URL, or a handler when the page switches in place. */
  backHref?: string;
  onBack?: () => void;
  submitting?: boolean;
  /** A failure of the page's own call, shown above the button. */
  serverError?: string | null;
  submitText?: string;
}

/** The form for an identity document other than the ID card; emits {name, idType, idNo}. */
export function OtherCertificateForm({
  who = 'person',
  idTypeOptions = PERSON_ID_TYPE_OPTIONS,
  initialValues,
  onSubmit,
  backHref,
  onBack,
  submitting,
  serverError,
  submitText = '确定',
}: OtherCertificateFormProps) {
  const schema = otherCertificateSchema(who);
  const [pending, setPending] = useState<OtherCertificateValue | null>(null);
  const formik = useFormik<OtherCertificateValue>({
    initialValues: { name: '', idType: '', idNo: '', ...initialValues },
    validationSchema: schema,
    onSubmit: async (values) => {
      const checked = schema.cast(values);
      if (hasNonChineseChars(checked.name)) setPending(checked);
      else await onSubmit(checked);
    },
  });
  const { name, idType, idNo } = formik.values;
  const filled = name.trim() !== '' && idType !== '' && idNo.trim() !== '';

  return (
    <FormikProvider value={formik}>
      <Form onSubmit={formik.handleSubmit} ariaLabel="其他证件信息" className="gz-other-certificate" stacked>
        <TextField
          name="name"
          label={HOLDER_NAME[who].label}
          placeholder={HOLDER_NAME[who].required}
          maxLength={NAME_MAX_LENGTH}
          transform={sanitizeName}
          autoComplete="name"
          required
        />
        <SelectField
          name="idType"
          label="证件类型"
          placeholder="请选择证件类型"
          options={idTypeOptions}
          validateOnChange
          required
        />
        <TextField
          name="idNo"
          label="证件号码"
          placeholder="请输入证件号码"
          maxLength={CERTIFICATE_NO_MAX_LENGTH}
          autoComplete="off"
          required
        />
        {serverError && (
          <p className="gz-other-certificate__error" role="alert">
            {serverError}
          </p>
        )}
        <Button
          type="primary"
          size="large"
          block
          nativeType="submit"
          disabled={!filled}
          loading={submitting || formik.isSubmitting}
        >
          {submitText}
        </Button>
        <div className="gz-other-certificate__back">
          {backHref ? (
            <a href={backHref}>{BACK_TO_ID_CARD}</a>
          ) : (
            onBack && (
              <button type="button" className="gz-link-button" onClick={onBack}>
                {BACK_TO_ID_CARD}
              </button>
            )
          )}
        </div>
      </Form>
      <NameCheckDialog
        open={pending !== null}
        name={pending?.name ?? ''}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const value = pending;
          setPending(null);
          if (value) void onSubmit(value);
        }}
      />
    </FormikProvider>
  );
}
