import { normalizeAmountInput } from '@/features/trade-kit';
import { toChineseMoney } from '@/shared/format';
import { FormItem, TextInput } from '@/shared/ui';

import './order.css';

const AMOUNT_FIELD_TEXT = {
  label: (noun: string) => `${noun}金额`,
  placeholder: (min: string) => `最低${min}`,
  uppercase: '大写金额：',
  unit: '元',
} as const;

export interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** 申购, 认购 or 预约申购. */
  noun: string;
  /** The applicable minimum, formatted (起购 or 追加). */
  minText?: string;
  error?: string | null;
  disabled?: boolean;
}

/** The amount: digits and two decimals only, in yuan, with the 大写 amount read back under it. */
export function AmountField({ value, onChange, onBlur, noun, minText, error, disabled }: AmountFieldProps) {
  const upper = value && !value.endsWith('.') ? toChineseMoney(value) : undefined;
  return (
    <FormItem
      label={AMOUNT_FIELD_TEXT.label(noun)}
      required
      error={error}
      hint={
        upper ? (
          <span className="gz-order-amount__upper">
            {AMOUNT_FIELD_TEXT.uppercase}
            {upper}
          </span>
        ) : undefined
      }
    >
      <TextInput
        value={value}
        onChange={(raw) => onChange(normalizeAmountInput(raw))}
        onBlur={onBlur}
        inputMode="decimal"
        autoComplete="off"
        maxLength={19}
        placeholder={minText ? AMOUNT_FIELD_TEXT.placeholder(minText) : undefined}
        append={AMOUNT_FIELD_TEXT.unit}
        disabled={disabled}
        size="large"
      />
    </FormItem>
  );
}
