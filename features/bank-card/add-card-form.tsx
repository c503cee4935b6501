import { useState } from 'react';

import type { BankChannel } from '@/api/bank/contract-cards';
import {
  bankCardsApi,
  useBindCardMutation,
  useConfirmCardMutation,
  useResendBankSmsMutation,
} from '@/api/bank/endpoints-cards';
import { isOutcomeUnknown, outcomeOf, type Outcome } from '@/api/core/outcome';
import { SmsCodeInput, useCodeSender } from '@/features/sms';
import { BANK_SMS_COUNTDOWN_S } from '@/shared/config/constants';
import {
  Button,
  Checkbox,
  Form,
  FormFailure,
  FormItem,
  NativeSelect,
  showToast,
  TextInput,
} from '@/shared/ui';
import { MESSAGES, PATTERNS } from '@/shared/validation';
import { agreementUrl } from '@/static-agreements';

import { CARD_TEXT, cardDigits, cardProblem, groupCardNo, recogniseBank } from './card-number';

type Errors = Partial<Record<'bank' | 'card' | 'phone' | 'code' | 'agreement' | 'form', string>>;

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
  const [chosen, setChosen] = useState('');
  const [digits, setDigits] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [bindId, setBindId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const recognised = recogniseBank(digits, banks);
  const bankCode = chosen || recognised?.bankCode || '';

  const fieldsProblem = (): Errors => {
    const found: Errors = {};
    const card = cardProblem(digits, recognised, bankCode);
    if (card === CARD_TEXT.bankRequired) found.bank = card;
    else if (card) found.card = card;
    if (!phone.trim()) found.phone = MESSAGES.bankPhoneRequired;
    else if (!PATTERNS.mobile.test(phone.trim())) found.phone = MESSAGES.bankPhoneFormat;
    if (!agreed) found.agreement = CARD_TEXT.agreementRequired;
    return found;
  };

  const sender = useCodeSender(async (): Promise<Outcome<string | null>> => {
    const problems = fieldsProblem();
    setErrors(problems);
    // Each problem shows under its own field, not again under the code.
    if (Object.keys(problems).length) return { ok: false, silent: true };
    if (bindId) return outcomeOf(await resend({ bindId, silent: true }));
    const started = outcomeOf(
      await bindCard({
        bankCode,
        cardNo: digits,
        phone: phone.trim(),
        fastPay: fastPay ? '1' : '0',
        agreed: true,
        silent: true,
      }),
    );
    if (!started.ok) return started;
    setBindId(started.value.bindId);
    return { ok: true, value: started.value.phoneMasked };
  }, BANK_SMS_COUNTDOWN_S);

  const submit = async () => {
    const problems = fieldsProblem();
    if (!code) problems.code = MESSAGES.smsCodeRequired;
    else if (!/^\d{6}$/.test(code)) problems.code = MESSAGES.smsCodeSixDigits;
    else if (!bindId) problems.code = '请先获取银行验证码';
    setErrors(problems);
    if (Object.keys(problems).length || !bindId) return;
    const outcome = outcomeOf(await confirmCard({ bindId, code, silent: true }));
    // No answer: the binding may have been confirmed (the code is spent then); the bound cards say.
    const bound =
      !outcome.ok &&
      isOutcomeUnknown(outcome.state) &&
      (await fetchCards({ silent: true }, false)).data?.cards.some((card) => card.id === bindId);
    if (outcome.ok || bound) {
      showToast('银行卡绑定成功', 'success');
      return onDone();
    }
    setErrors({ [outcome.state === 400002 || outcome.state === 400024 ? 'code' : 'form']: outcome.message });
  };

  const options = banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }));
  const limits = banks.find((bank) => bank.bankCode === bankCode);
  return (
    <Form
      className="gz-centre-form"
      ariaLabel={fastPay ? '开通快捷支付' : '添加银行卡'}
      onSubmit={() => void submit()}
      stacked
    >
      <FormItem
        label="银行卡号"
        error={errors.card}
        required
        hint={recognised ? `识别为${recognised.bankName}` : null}
      >
        <TextInput
          name="cardNo"
          value={groupCardNo(digits)}
          onChange={(typed) => setDigits(cardDigits(typed))}
          inputMode="numeric"
          maxLength={23}
          placeholder="请输入本人名下的储蓄卡卡号"
          disabled={!!bindId}
        />
      </FormItem>
      <FormItem label="开户银行" error={errors.bank} required>
        <NativeSelect
          name="bankCode"
          value={bankCode}
          options={options}
          onChange={setChosen}
          placeholder={CARD_TEXT.bankRequired}
          disabled={!!bindId}
        />
      </FormItem>
      {limits && (
        <p className="gz-centre-form__lead">
          快捷支付限额：单笔 {limits.singleLimit.toLocaleString('zh-CN')} 元，单日{' '}
          {limits.dailyLimit.toLocaleString('zh-CN')} 元
        </p>
      )}
      <FormItem label="银行预留手机号" error={errors.phone} required>
        <TextInput
          name="bankPhone"
          value={phone}
          onChange={(typed) => setPhone(typed.replace(/\D/g, '').slice(0, 11))}
          inputMode="tel"
          maxLength={11}
          placeholder="请输入银行预留手机号"
          disabled={!!bindId}
        />
      </FormItem>
      <SmsCodeInput
        label="银行验证码"
        name="bankCode6"
        value={code}
        onChange={setCode}
        error={sender.error ?? errors.code}
        countdown={sender.countdown}
        sent={sender.sentTo !== null}
        sending={sender.sending}
        onSend={() => void sender.send()}
        hint={sender.sentTo ? `银行验证码已发送至${sender.sentTo}` : null}
      />
      <div className="gz-centre-form__agreement">
        <Checkbox
          multiline
          invalid={!!errors.agreement}
          checked={agreed}
          onChange={(v: boolean) => setAgreed(!!v)}
        >
          我已阅读并同意
          <a href={agreementUrl('fast-pay-agreement')} target="_blank" rel="noopener noreferrer">
            《快捷支付服务协议》
          </a>
        </Checkbox>
        {errors.agreement && <p role="alert">{errors.agreement}</p>}
      </div>
      <FormFailure>{errors.form}</FormFailure>
      <div className="gz-centre-form__actions">
        <Button type="primary" nativeType="submit" loading={isLoading}>
          确认绑定
        </Button>
      </div>
    </Form>
  );
}
