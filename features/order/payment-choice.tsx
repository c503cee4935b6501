import type { CapitalMode } from '@/api/core/contract-trading';

import { fastPayProblem, type FastPayCard, type PaymentValues } from './fast-pay';
import { FastPayCardChoice } from './fast-pay-card';
import { PaymentMethod } from './payment-method';

export interface PaymentChoiceProps {
  accepted: readonly CapitalMode[];
  values: PaymentValues;
  onChange: (field: 'capitalMode' | 'bankAccount', value: string) => void;
  fastPayCards: readonly FastPayCard[] | undefined;
  disabled?: boolean;
}

/** The payment method and, for 快捷支付, the paying card with its limits (the first card chosen at first). */
export function PaymentChoice({ accepted, values, onChange, fastPayCards, disabled }: PaymentChoiceProps) {
  const choose = (mode: CapitalMode) => {
    onChange('capitalMode', mode);
    if (mode === '2' && !values.bankAccount && fastPayCards?.[0]) onChange('bankAccount', fastPayCards[0].id);
  };
  return (
    <>
      <PaymentMethod
        accepted={accepted}
        value={values.capitalMode}
        onChange={choose}
        fastPayCards={fastPayCards}
        disabled={disabled}
      />
      {values.capitalMode === '2' && fastPayCards && fastPayCards.length > 0 && (
        <FastPayCardChoice
          cards={fastPayCards}
          value={values.bankAccount}
          onChange={(cardId) => onChange('bankAccount', cardId)}
          problem={fastPayProblem(values, fastPayCards)}
          disabled={disabled}
        />
      )}
    </>
  );
}
