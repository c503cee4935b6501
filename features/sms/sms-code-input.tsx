import './sms-code-input.css';
import { useRef } from 'react';

import { SMS_CODE_LENGTH } from '@/shared/config/constants';
import { Button, FormItem, TextInput } from '@/shared/ui';

import { sendButtonLabel } from './countdown';
import { SMS_TEXT } from './messages';
import { useFocusCodeOnSend } from './use-focus-code-on-send';
import type { SmsCountdown } from './use-sms-countdown';

export interface SmsCodeInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** The resend countdown, owned by the caller so it survives re-renders of the form. */
  countdown: SmsCountdown;
  /** 获取验证码 was used at least once (the button then reads 重新获取). */
  sent: boolean;
  sending?: boolean;
  onSend: () => void;
  /** A line under the field, e.g. 验证码已发送至138****0001. */
  hint?: string | null;
  /** When a form holds two codes (old and new phone): each its own label and name. */
  label?: string;
  name?: string;
}

/** An SMS code field inline in a form: the same rules as the SMS dialog (6 digits, 120 s countdown). */
export function SmsCodeInput({
  value,
  onChange,
  onBlur,
  error,
  countdown,
  sent,
  sending,
  onSend,
  hint,
  label: fieldLabel = SMS_TEXT.fieldLabel,
  name = 'smsCode',
}: SmsCodeInputProps) {
  const label = sendButtonLabel(countdown.remaining, sent);
  const row = useRef<HTMLDivElement>(null);
  useFocusCodeOnSend(row, countdown.running);
  return (
    <FormItem label={fieldLabel} error={error} hint={hint} required>
      <div className="gz-reset-sms" ref={row}>
        <TextInput
          name={name}
          value={value}
          onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
          onBlur={onBlur}
          placeholder={SMS_TEXT.placeholder}
          maxLength={SMS_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Button
          attached
          className="gz-reset-sms__send"
          disabled={countdown.running}
          loading={sending}
          onClick={onSend}
        >
          {label}
        </Button>
      </div>
    </FormItem>
  );
}
