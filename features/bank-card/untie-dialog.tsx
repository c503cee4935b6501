import { useState } from 'react';

import type { BankCard } from '@/api/bank/contract-cards';
import { useUntieCardMutation, useVerifyUntieMutation } from '@/api/bank/endpoints-cards';
import { outcomeOf } from '@/api/core/outcome';
import { SecondFactor, SmsCodeInput, useCodeSender } from '@/features/sms';
import { BANK_CARD_TEXT } from '@/shared/bank/card-texts';
import { BANK_SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { bankTail } from '@/shared/format';
import { Button, Dialog, showToast } from '@/shared/ui';
import { MESSAGES } from '@/shared/validation';

/**
 * 解绑银行卡: the second factor first (its ticket), then the bank's SMS to the card's reserved phone
 * (POST /v1/bank/untie/pay; 400038 for the last card or money in transit) and its code (untie/verify).
 */
export function UntieDialog({ card, onClose }: { card: BankCard; onClose: () => void }) {
  const [untie] = useUntieCardMutation();
  const [verify, { isLoading }] = useVerifyUntieMutation();
  const [ticket, setTicket] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sender = useCodeSender(async () => {
    // The ticket is spent by the first send; a resend asks for the second factor again.
    if (!ticket) return { ok: false, message: '请先完成安全验证' };
    const outcome = outcomeOf(await untie({ cardId: card.id, ticket, silent: true }));
    setTicket(null);
    return outcome;
  }, BANK_SMS_COUNTDOWN_S);
  const started = sender.sentTo !== null;

  const submit = async () => {
    if (!code) return setError(MESSAGES.smsCodeRequired);
    if (!/^\d{6}$/.test(code)) return setError(MESSAGES.smsCodeSixDigits);
    const outcome = outcomeOf(await verify({ cardId: card.id, code, silent: true }));
    if (!outcome.ok) return setError(outcome.message ?? '解绑失败，请稍后再试');
    showToast(BANK_CARD_TEXT.untied, 'success');
    onClose();
  };

  return (
    <Dialog open title="解绑银行卡" size="tiny" onClose={onClose}>
      <p>
        {card.bankName} {bankTail(card.cardNoMasked)}
      </p>
      {!started && !ticket && <SecondFactor onTicket={setTicket} />}
      {(ticket || started) && (
        <>
          <SmsCodeInput
            label="银行验证码"
            name="untieCode"
            value={code}
            onChange={setCode}
            error={sender.error ?? error}
            countdown={sender.countdown}
            sent={started}
            sending={sender.sending}
            onSend={() => void sender.send()}
            hint={sender.sentTo ? BANK_CARD_TEXT.smsSentTo(sender.sentTo) : null}
          />
          <div className="gz-centre-form__actions">
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={isLoading} disabled={!started} onClick={() => void submit()}>
              确认解绑
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
