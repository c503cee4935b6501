import './second-factor.css';

import { useState } from 'react';

import { useVerifySecondFactorMutation } from '@/api/auth/endpoints-centre';
import { outcomeOf } from '@/api/core/outcome';
import { useSendSmsMutation } from '@/api/sms/endpoints';
import { SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { Button } from '@/shared/ui';
import { MESSAGES } from '@/shared/validation';

import { SmsCodeInput } from './sms-code-input';
import { senderFieldProps, useCodeSender } from './use-code-sender';

export const SECOND_FACTOR_TEXT = {
  lead: '为了您的账户安全，请先验证已绑定的手机号码。',
  verify: '验证',
  failed: '验证失败，请稍后再试',
} as const;

/**
 * The second factor every sensitive change asks for first: an SMS to the bound phone (type twoFactor), its
 * code checked by POST /v1/auth/2fa; the one-use ticket goes to `onTicket`.
 */
export function SecondFactor({ onTicket }: { onTicket: (ticket: string) => void }) {
  const [sendSms] = useSendSmsMutation();
  const [verify, { isLoading }] = useVerifySecondFactorMutation();
  const sender = useCodeSender(
    async () => outcomeOf(await sendSms({ type: 'twoFactor', silent: true })),
    SMS_COUNTDOWN_S,
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!code) return setError(MESSAGES.smsCodeRequired);
    if (!/^\d{6}$/.test(code)) return setError(MESSAGES.smsCodeSixDigits);
    setError(null);
    const outcome = outcomeOf(await verify({ code, silent: true }));
    if (outcome.ok) onTicket(outcome.value.ticket);
    else setError(outcome.message || SECOND_FACTOR_TEXT.failed);
  };

  return (
    <div className="gz-centre-2fa" role="group" aria-label="安全验证">
      <p>{SECOND_FACTOR_TEXT.lead}</p>
      <SmsCodeInput
        value={code}
        onChange={setCode}
        error={sender.error ?? error}
        {...senderFieldProps(sender)}
        name="twoFactorCode"
      />
      <Button type="primary" loading={isLoading} onClick={() => void submit()}>
        {SECOND_FACTOR_TEXT.verify}
      </Button>
    </div>
  );
}
