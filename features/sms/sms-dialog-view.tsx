import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ValidationError } from 'yup';

import { failureText, type Outcome } from '@/api/core/outcome';
import type { SmsType } from '@/api/sms/contract';
import { useStableCallback } from '@/shared/components/dialogs';
import { SMS_CODE_LENGTH, SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { Button, Dialog, Form, FormItem, TextInput, showToast } from '@/shared/ui';
import { smsCodeField } from '@/shared/validation';

import { sendButtonLabel } from './countdown';
import { SMS_TEXT, smsSentHint, smsSentToast } from './messages';
import { claimSmsDialog } from './registry';
import { useFocusCodeOnSend } from './use-focus-code-on-send';
import { useSmsCountdown } from './use-sms-countdown';
import './sms-dialog.css';

/** What the dialog resolves with (spec §3 "SMS dialog result"): its type, true once the code was accepted, the code. */
export interface SmsDialogResult {
  type: SmsType;
  /** true once the code was accepted; false when the dialog was closed (or pushed aside by another one). */
  state: boolean;
  /** The accepted code; '' when closed. */
  code: string;
}

export interface SmsDialogViewProps {
  open: boolean;
  /** What the code is for (POST /v1/auth/sms type); the result names it. */
  smsType: SmsType;
  /** 短信验证 unless told otherwise. */
  title?: string;
  /** 120 s by default; 60 s for bank SMS (spec §9). */
  countdownSeconds?: number;
  /** Sends the code; the value is the masked phone. Silent call: the dialog shows the failure itself. */
  send: () => Promise<Outcome<string | null>>;
  /** Checks the code; a failure's message shows under the field. Silent as well. */
  verify: (code: string) => Promise<Outcome>;
  onResult: (result: SmsDialogResult) => void;
  /** A line above the field (what the code is for). */
  description?: ReactNode;
}

/**
 * The SMS dialog over any send: 获取验证码 sends and counts down, 确定 verifies. Only one is open at a time.
 * Screens use SmsDialog, which sends through the API; this one serves it and the gallery's fake states.
 */
export function SmsDialogView({ open, ...props }: SmsDialogViewProps) {
  const [superseded, setSuperseded] = useState(false);
  const onResult = useRef(props.onResult);
  onResult.current = props.onResult;

  useEffect(() => {
    if (!open) return undefined;
    setSuperseded(false);
    return claimSmsDialog(() => {
      setSuperseded(true);
      onResult.current({ type: props.smsType, state: false, code: '' });
    });
  }, [open, props.smsType]);

  const countdown = useSmsCountdown(props.countdownSeconds ?? SMS_COUNTDOWN_S);
  if (!open || superseded) return null;
  return <OpenSmsDialog {...props} countdown={countdown} />;
}

type OpenProps = Omit<SmsDialogViewProps, 'open'> & { countdown: ReturnType<typeof useSmsCountdown> };

function OpenSmsDialog({ smsType, title, send, verify, onResult, description, countdown }: OpenProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const close = useStableCallback(() => onResult({ type: smsType, state: false, code: '' }));
  const row = useRef<HTMLDivElement>(null);
  useFocusCodeOnSend(row, countdown.running);

  const doSend = async () => {
    if (sending || countdown.running) return;
    setSending(true);
    setError(null);
    const outcome = await send();
    setSending(false);
    if (!outcome.ok) {
      setError(failureText(outcome, SMS_TEXT.sendFailed));
      return;
    }
    const maskedPhone = outcome.value || undefined;
    countdown.start();
    setSentTo(smsSentHint(maskedPhone));
    showToast(smsSentToast(maskedPhone), 'success');
  };

  const doVerify = async () => {
    if (verifying) return;
    let checked: string;
    try {
      checked = smsCodeField.validateSync(code);
    } catch (invalid) {
      setError(invalid instanceof ValidationError ? invalid.message : SMS_TEXT.verifyFailed);
      return;
    }
    setError(null);
    setVerifying(true);
    const outcome = await verify(checked);
    setVerifying(false);
    if (outcome.ok) onResult({ type: smsType, state: true, code: checked });
    else setError(failureText(outcome, SMS_TEXT.verifyFailed));
  };

  const sendLabel = sendButtonLabel(countdown.remaining, sentTo !== null);
  return (
    <Dialog open title={title ?? SMS_TEXT.title} size="tiny" onClose={close} className="gz-sms-dialog">
      <Form onSubmit={() => void doVerify()} ariaLabel={title ?? SMS_TEXT.title} stacked>
        {description && <p className="gz-sms-dialog__description">{description}</p>}
        <FormItem label={SMS_TEXT.fieldLabel} error={error} required hint={sentTo}>
          <div className="gz-sms-dialog__row" ref={row}>
            <TextInput
              value={code}
              onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
              placeholder={SMS_TEXT.placeholder}
              maxLength={SMS_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              name="smsCode"
            />
            <Button
              attached
              className="gz-sms-dialog__send"
              disabled={countdown.running}
              loading={sending}
              onClick={() => void doSend()}
            >
              {sendLabel}
            </Button>
          </div>
        </FormItem>
        <div className="gz-sms-dialog__actions">
          <Button onClick={close}>{SMS_TEXT.cancel}</Button>
          <Button type="primary" nativeType="submit" loading={verifying}>
            {SMS_TEXT.confirm}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
