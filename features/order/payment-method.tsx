import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';

import type { CapitalMode } from '@/api/core/contract-trading';
import { ROUTES } from '@/shared/routing/routes';

import type { FastPayCard } from './fast-pay';
import { ORDER_TEXT } from './texts';

export interface PaymentMethodProps {
  /** What the fund accepts. */
  accepted: readonly CapitalMode[];
  value: CapitalMode;
  onChange: (value: CapitalMode) => void;
  /** The investor's cards with fast pay opened; undefined while they are asked for. */
  fastPayCards: readonly FastPayCard[] | undefined;
  disabled?: boolean;
}

/** Why fast pay cannot be chosen, or null when it can. */
function fastPayUnavailable(accepted: readonly CapitalMode[], cards: readonly FastPayCard[] | undefined) {
  if (!accepted.includes('2')) return ORDER_TEXT.fastPayNotAccepted;
  if (cards === undefined) return ORDER_TEXT.fastPayLoading;
  if (cards.length === 0) return ORDER_TEXT.fastPayNoCard;
  return null;
}

/**
 * 汇款支付 (to the direct-sale receiving account) and 快捷支付 (debited at once from a bound card with fast pay
 * opened). Without such a card, fast pay says so and links to where it is opened.
 */
export function PaymentMethod({ accepted, value, onChange, fastPayCards, disabled }: PaymentMethodProps) {
  const id = useId();
  const here = useLocation();
  const unavailable = fastPayUnavailable(accepted, fastPayCards);
  const options: { mode: CapitalMode; label: string; hint: string; enabled: boolean }[] = [
    {
      mode: '1',
      label: ORDER_TEXT.remittance,
      hint: ORDER_TEXT.remittanceHint,
      enabled: accepted.includes('1'),
    },
    {
      mode: '2',
      label: ORDER_TEXT.fastPay,
      hint: unavailable ?? ORDER_TEXT.fastPayHint,
      enabled: unavailable === null,
    },
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
      {fastPayCards?.length === 0 && accepted.includes('2') && (
        <p className="gz-order-payment__open">
          {/* Opened on a bound card or with a new one, the investor comes back to this order. */}
          <Link to={`${ROUTES.cardFastPay}?back=${encodeURIComponent(here.pathname + here.search)}`}>
            {ORDER_TEXT.openFastPay}
          </Link>
        </p>
      )}
    </fieldset>
  );
}
