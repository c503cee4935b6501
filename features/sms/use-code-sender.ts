import { useState } from 'react';

import { failureText, type Outcome } from '@/api/core/outcome';
import { showToast } from '@/shared/ui';

import { SMS_TEXT, smsSentHint, smsSentToast } from './messages';
import { useSmsCountdown, type SmsCountdown } from './use-sms-countdown';

export interface CodeSender {
  countdown: SmsCountdown;
  sending: boolean;
  /** The masked phone the last code went to; null before the first send. */
  sentTo: string | null;
  error: string | null;
  send: () => Promise<void>;
}

/**
 * One SMS button's state: sending, the countdown (120 s for the portal's codes, 60 s for the bank's), where
 * the code went, the refusal. `call` answers the masked phone.
 */
export function useCodeSender(call: () => Promise<Outcome<string | null>>, seconds: number): CodeSender {
  const countdown = useSmsCountdown(seconds);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (sending || countdown.running) return;
    setSending(true);
    setError(null);
    const outcome = await call();
    setSending(false);
    if (!outcome.ok) {
      setError(failureText(outcome, SMS_TEXT.sendFailed));
      return;
    }
    setSentTo(outcome.value ?? '');
    countdown.start();
    showToast(smsSentToast(outcome.value ?? undefined), 'success');
  };
  return { countdown, sending, sentTo, error, send };
}

/** What an SMS code field shows of its sender; `sentHint` words where the code went (the portal's words unless given). */
export function senderFieldProps(
  sender: CodeSender,
  sentHint: (maskedPhone: string) => string = smsSentHint,
) {
  return {
    countdown: sender.countdown,
    sent: sender.sentTo !== null,
    sending: sender.sending,
    onSend: () => void sender.send(),
    hint: sender.sentTo ? sentHint(sender.sentTo) : null,
  };
}
