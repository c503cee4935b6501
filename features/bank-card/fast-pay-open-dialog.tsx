import { useState } from 'react';

import type { BankCard } from '@/api/bank/contract-cards';
import {
  useConfirmFastPayMutation,
  useOpenFastPayMutation,
  useResendFastPaySmsMutation,
} from '@/api/bank/endpoints-fast-pay';
import { outcomeOf, type Outcome } from '@/api/core/outcome';
import { senderFieldProps, SmsCodeInput, useCodeSender } from '@/features/sms';
import { BANK_CARD_TEXT } from '@/shared/bank/card-texts';
import { BANK_SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { bankTail } from '@/shared/format';
import { Button, Checkbox, Dialog, Form, FormFailure, showToast } from '@/shared/ui';
import { MESSAGES } from '@/shared/validation';
import { agreementUrl } from '@/static-agreements';

import { CARD_TEXT } from './card-number';

/**
 * 开通快捷支付 on a bound card: the 《快捷支付服务协议》 accepted, the bank's SMS to the card's reserved phone
 * (the first press starts the opening, POST /v1/bank/fastPay/open; later presses resend), then 确认开通.
 */
export function FastPayOpenDialog({
  card,
  limits,
  onClose,
  onOpened,
}: {
  card: BankCard;
  /** The bank's fast-pay limits in yuan. */
  limits: { single: number; daily: number } | null;
  onClose: () => void;
  onOpened: () => void;
}) {
  const [open] = useOpenFastPayMutation();
  const [resend] = useResendFastPaySmsMutation();
  const [confirm, { isLoading }] = useConfirmFastPayMutation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreedError, setAgreedError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const sender = useCodeSender(async (): Promise<Outcome<string | null>> => {
    setFailure(null);
    if (!agreed) {
      setAgreedError(CARD_TEXT.agreementRequired);
      return { ok: false, silent: true };
    }
    if (openId) return outcomeOf(await resend({ openId, silent: true }));
    const started = outcomeOf(await open({ cardId: card.id, agreed: true, silent: true }));
    if (!started.ok) return started;
    setOpenId(started.value.openId);
    return { ok: true, value: started.value.phoneMasked };
  }, BANK_SMS_COUNTDOWN_S);

  const submit = async () => {
    setFailure(null);
    if (!openId) return setCodeError(CARD_TEXT.codeFirst);
    if (!code) return setCodeError(MESSAGES.smsCodeRequired);
    if (!/^\d{6}$/.test(code)) return setCodeError(MESSAGES.smsCodeSixDigits);
    const outcome = outcomeOf(await confirm({ openId, code, silent: true }));
    if (outcome.ok) {
      showToast(BANK_CARD_TEXT.fastPayOpened, 'success');
      return onOpened();
    }
    if (outcome.state === 400002 || outcome.state === 400024) setCodeError(outcome.message ?? null);
    else setFailure(outcome.message ?? '开通失败，请稍后再试');
  };

  return (
    <Dialog open title="开通快捷支付" size="tiny" onClose={onClose}>
      <Form ariaLabel="开通快捷支付" onSubmit={() => void submit()} stacked>
        <p>
          {card.bankName} {bankTail(card.cardNoMasked)}，银行预留手机 {card.phoneMasked}
        </p>
        {limits && <p className="gz-centre-form__lead">{CARD_TEXT.limits(limits.single, limits.daily)}</p>}
        <div className="gz-centre-form__agreement">
          <Checkbox
            multiline
            invalid={!!agreedError}
            checked={agreed}
            disabled={!!openId}
            onChange={(value: boolean) => {
              setAgreed(!!value);
              setAgreedError(null);
            }}
          >
            我已阅读并同意
            <a href={agreementUrl('fast-pay-agreement')} target="_blank" rel="noopener noreferrer">
              《快捷支付服务协议》
            </a>
          </Checkbox>
          {agreedError && <p role="alert">{agreedError}</p>}
        </div>
        <SmsCodeInput
          label="银行验证码"
          name="fastPayCode"
          value={code}
          onChange={(typed) => {
            setCode(typed);
            setCodeError(null);
          }}
          error={sender.error ?? codeError}
          {...senderFieldProps(sender, BANK_CARD_TEXT.smsSentTo)}
        />
        <FormFailure>{failure}</FormFailure>
        <div className="gz-centre-form__actions">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" nativeType="submit" loading={isLoading}>
            确认开通
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
