import { useId } from 'react';

import { fastPayLeftToday, yuanText } from '@/shared/trading';
import { FormItem, NativeSelect } from '@/shared/ui';

import type { FastPayCard } from './fast-pay';
import { ORDER_TEXT } from './texts';

export interface FastPayCardChoiceProps {
  cards: readonly FastPayCard[];
  value: string;
  onChange: (cardId: string) => void;
  /** Why the chosen card cannot pay the amount (its limits), shown under the limits. */
  problem?: string;
  disabled?: boolean;
}

/** Which fast-pay card pays: bank and masked number, its bank's single and daily limits, what is left today. */
export function FastPayCardChoice({ cards, value, onChange, problem, disabled }: FastPayCardChoiceProps) {
  const id = useId();
  const card = cards.find((c) => c.id === value);
  return (
    <div className="gz-order-fast-pay">
      <FormItem label={ORDER_TEXT.payingCard}>
        <NativeSelect
          value={value}
          placeholder={ORDER_TEXT.choosePayingCard}
          options={cards.map((c) => ({ value: c.id, label: `${c.bankName} ${c.cardNoMasked}` }))}
          onChange={onChange}
          disabled={disabled}
        />
      </FormItem>
      {card && (
        <p className="gz-order-fast-pay__limits" id={`${id}-limits`}>
          {ORDER_TEXT.fastPayLimits(
            yuanText(card.fastPayLimits.singleLimit),
            yuanText(card.fastPayLimits.dailyLimit),
            yuanText(fastPayLeftToday(card.fastPayLimits)),
          )}
        </p>
      )}
      {problem && (
        <p role="alert" className="gz-order__alert">
          {problem}
        </p>
      )}
    </div>
  );
}
