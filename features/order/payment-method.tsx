import { useId } from 'react';

import type { CapitalMode } from '@/api/core/contract-trading';

import { ORDER_TEXT } from './texts';

export interface PaymentMethodProps {
  /** What the fund accepts. */
  accepted: readonly CapitalMode[];
  value: CapitalMode;
  onChange: (value: CapitalMode) => void;
  disabled?: boolean;
}

/**
 * 汇款支付 (to the direct-sale receiving account) and 快捷支付. Fast pay needs a bound card the portal cannot
 * list yet, so it is shown and explained but not offered.
 */
export function PaymentMethod({ accepted, value, onChange, disabled }: PaymentMethodProps) {
  const id = useId();
  const options: { mode: CapitalMode; label: string; hint: string; enabled: boolean }[] = [
    {
      mode: '1',
      label: ORDER_TEXT.remittance,
      hint: ORDER_TEXT.remittanceHint,
      enabled: accepted.includes('1'),
    },
    { mode: '2', label: ORDER_TEXT.fastPay, hint: ORDER_TEXT.fastPayHint, enabled: false },
  ];
  return (
    <fieldset className="gz-order-payment" disabled={disabled}>
      <legend className="gz-order__label">{ORDER_TEXT.payment}</legend>
      {options.map((option) => (
        <label
          key={option.mode}
          className={`gz-order-payment__option${option.enabled ? '' : ' is-disabled'}`}
        >
          <input
            type="radio"
            name={`${id}-payment`}
            value={option.mode}
            checked={value === option.mode}
            disabled={!option.enabled}
            aria-describedby={`${id}-${option.mode}`}
            onChange={() => onChange(option.mode)}
          />
          <span>{option.label}</span>
          <span className="gz-order-payment__hint" id={`${id}-${option.mode}`}>
            {option.hint}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
