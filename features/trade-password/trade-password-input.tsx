import { FormItem, TextInput } from '@/shared/ui';

import { ForgotTradePassword } from './forgot-trade-password';
import './trade-password.css';

export const TRADE_PASSWORD_LABEL = '交易密码';
export const TRADE_PASSWORD_MAX_LENGTH = 6;

export interface TradePasswordInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A validation message or the server's message: both show under the field. */
  error?: string | null;
  isNaturalPerson: boolean;
  resetHref?: string;
  disabled?: boolean;
  /** Label shown beside the field; hidden (placeholder only) when false. */
  showLabel?: boolean;
}

/** The trade-password field with its 忘记交易密码 link. The value is kept as typed: passwords are not trimmed. */
export function TradePasswordInput({
  value,
  onChange,
  onBlur,
  error,
  isNaturalPerson,
  resetHref,
  disabled,
  showLabel = true,
}: TradePasswordInputProps) {
  return (
    <div className="gz-trade-password">
      <FormItem
        label={showLabel ? TRADE_PASSWORD_LABEL : undefined}
        hiddenLabel={showLabel ? undefined : TRADE_PASSWORD_LABEL}
        error={error}
        required
      >
        <TextInput
          type="password"
          name="tradePassword"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          placeholder="请输入交易密码"
          maxLength={TRADE_PASSWORD_MAX_LENGTH}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
        />
      </FormItem>
      <div className="gz-trade-password__links">
        <ForgotTradePassword isNaturalPerson={isNaturalPerson} resetHref={resetHref} />
      </div>
    </div>
  );
}
