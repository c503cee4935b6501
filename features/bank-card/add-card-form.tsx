import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useMemo, useState } from 'react';

import type { BankChannel } from '@/api/bank/contract-cards';
import {
  bankCardsApi,
  useBindCardMutation,
  useConfirmCardMutation,
  useResendBankSmsMutation,
} from '@/api/bank/endpoints-cards';
import { isOutcomeUnknown, outcomeOf, type Outcome } from '@/api/core/outcome';
import { senderFieldProps, SmsCodeInput, useCodeSender } from '@/features/sms';
import { BANK_CARD_TEXT } from '@/shared/bank/card-texts';
import { BANK_SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { TextField } from '@/shared/form';
import { Button, Checkbox, Form, FormFailure, FormItem, NativeSelect, showToast } from '@/shared/ui';
import { agreementUrl } from '@/static-agreements';

import {
  addCardSchema,
  bankCodeOf,
  CARD_TEXT,
  type AddCardValues,
  cardDigits,
  cardFieldsSchema,
  groupCardNo,
  recogniseBank,
} from './card-number';

const INITIAL: AddCardValues = { cardNo: '', bank: '', phone: '', code: '', agreed: false };
/** What the bank SMS checks (the code is not asked yet): each problem shows under its own field. */
const SMS_TOUCHED = { cardNo: true, bank: true, phone: true, agreed: true };

/**
 * 添加银行卡: bank (recognised from the number as it is typed), card number shown in groups of four, the
 * reserved phone, the bank's SMS (its own 60 s countdown; the first press starts the binding, POST /v1/bank,
 * later presses resend), the agreement, then POST /v1/bank/confirm.
 */
export function AddCardForm({
  banks,
  fastPay,
  onDone,
}: {
  banks: readonly BankChannel[];
  fastPay: boolean;
  onDone: () => void;
}) {
  const [bindCard] = useBindCardMutation();
  const [resend] = useResendBankSmsMutation();
  const [confirmCard, { isLoading }] = useConfirmCardMutation();
  const [fetchCards] = bankCardsApi.endpoints.fetchBankChannel.useLazyQuery();
  const [bindId, setBindId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldsSchema = useMemo(() => cardFieldsSchema(banks), [banks]);
  // Problems show when 获取验证码 or 确认绑定 is pressed, not while typing.
  const formik = useFormik<AddCardValues>({
    initialValues: INITIAL,
    validationSchema: addCardSchema(banks, bindId),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async ({ code }) => {
      if (!bindId) return;
      const outcome = outcomeOf(await confirmCard({ bindId, code, silent: true }));
      // No answer: the binding may have been confirmed (the code is spent then); the bound cards say.
      const bound =
        !outcome.ok &&
        isOutcomeUnknown(outcome.state) &&
        (await fetchCards({ silent: true }, false)).data?.cards.some((card) => card.id === bindId);
      if (outcome.ok || bound) {
        showToast(BANK_CARD_TEXT.bound, 'success');
        return onDone();
      }
      if (outcome.state === 400002 || outcome.state === 400024) formik.setFieldError('code', outcome.message);
      else setFailure(outcome.message ?? null);
    },
  });
  const { values, errors } = formik;
  const digits = cardDigits(values.cardNo);
  const recognised = recogniseBank(digits, banks);
  const bankCode = bankCodeOf(values, banks);

  const sender = useCodeSender(async (): Promise<Outcome<string | null>> => {
    setFailure(null);
    const problems: FormikErrors<AddCardValues> = await validateYupSchema(values, fieldsSchema).then(
      () => ({}),
      (error: unknown) => yupToFormErrors(error),
    );
    void formik.setTouched({ ...formik.touched, ...SMS_TOUCHED }, false);
    formik.setErrors(problems);
    // Each problem shows under its own field, not again under the code.
    if (Object.keys(problems).length) return { ok: false, silent: true };
    if (bindId) return outcomeOf(await resend({ bindId, silent: true }));
    const started = outcomeOf(
      await bindCard({
        bankCode,
        cardNo: digits,
        phone: values.phone.trim(),
        fastPay: fastPay ? '1' : '0',
        agreed: true,
        silent: true,
      }),
    );
    if (!started.ok) return started;
    setBindId(started.value.bindId);
    return { ok: true, value: started.value.phoneMasked };
  }, BANK_SMS_COUNTDOWN_S);

  // Opening fast pay with the card: only the banks whose channel offers it.
  const options = banks
    .filter((bank) => !fastPay || bank.singleLimit !== null)
    .map((bank) => ({ value: bank.bankCode, label: bank.bankName }));
  const limits = banks.find((bank) => bank.bankCode === bankCode);
  return (
    <FormikProvider value={formik}>
      <Form
        className="gz-centre-form"
        ariaLabel={fastPay ? '开通快捷支付' : '添加银行卡'}
        onSubmit={() => {
          setFailure(null);
          void formik.submitForm();
        }}
        stacked
      >
        <TextField
          name="cardNo"
          label="银行卡号"
          required
          hint={recognised ? `识别为${recognised.bankName}` : null}
          transform={(typed) => groupCardNo(cardDigits(typed))}
          inputMode="numeric"
          maxLength={23}
          placeholder="请输入本人名下的储蓄卡卡号"
          disabled={!!bindId}
        />
        <FormItem label="开户银行" error={formik.touched.bank ? errors.bank : null} required>
          <NativeSelect
            name="bankCode"
            value={bankCode}
            options={options}
            onChange={(chosen) => void formik.setFieldValue('bank', chosen)}
            placeholder={CARD_TEXT.bankRequired}
            disabled={!!bindId}
          />
        </FormItem>
        {limits?.singleLimit && limits.dailyLimit && (
          <p className="gz-centre-form__lead">{CARD_TEXT.limits(limits.singleLimit, limits.dailyLimit)}</p>
        )}
        <TextField
          name="phone"
          label="银行预留手机号"
          required
          transform={(typed) => typed.replace(/\D/g, '').slice(0, 11)}
          inputMode="tel"
          maxLength={11}
          placeholder="请输入银行预留手机号"
          disabled={!!bindId}
        />
        <SmsCodeInput
          label="银行验证码"
          name="bankCode6"
          value={values.code}
          onChange={(code) => void formik.setFieldValue('code', code)}
          error={sender.error ?? (formik.touched.code ? errors.code : null)}
          {...senderFieldProps(sender, BANK_CARD_TEXT.smsSentTo)}
        />
        <div className="gz-centre-form__agreement">
          <Checkbox
            multiline
            invalid={!!(formik.touched.agreed && errors.agreed)}
            checked={values.agreed}
            onChange={(v: boolean) => void formik.setFieldValue('agreed', !!v)}
          >
            我已阅读并同意
            <a href={agreementUrl('fast-pay-agreement')} target="_blank" rel="noopener noreferrer">
              《快捷支付服务协议》
            </a>
          </Checkbox>
          {formik.touched.agreed && errors.agreed && <p role="alert">{errors.agreed}</p>}
        </div>
        <FormFailure>{failure}</FormFailure>
        <div className="gz-centre-form__actions">
          <Button type="primary" nativeType="submit" loading={isLoading}>
            确认绑定
          </Button>
        </div>
      </Form>
    </FormikProvider>
  );
}
