import Big from 'big.js';

import { formatMoney } from '@/shared/format';
import { Button } from '@/shared/ui';

/** The amounts a thumb picks most (peers offer the same): each at least the order's minimum. */
export const QUICK_AMOUNTS = ['1000', '5000', '10000', '50000'] as const;

const QUICK_TEXT = {
  group: '常用金额',
  amount: (amount: string) => formatMoney(amount),
} as const;

/** The quick amounts at or above `min` (all of them while the minimum is not known). */
export function quickAmountsFrom(min: string | undefined): string[] {
  return QUICK_AMOUNTS.filter((amount) => !min || new Big(amount).gte(min));
}

/** Buttons under the amount box: one tap fills it (the investor can still type any amount). */
export function QuickAmounts({
  min,
  onPick,
  disabled,
}: {
  min: string | undefined;
  onPick: (amount: string) => void;
  disabled?: boolean;
}) {
  const amounts = quickAmountsFrom(min);
  if (amounts.length === 0) return null;
  return (
    <div className="gz-order-quick" role="group" aria-label={QUICK_TEXT.group}>
      {amounts.map((amount) => (
        <Button key={amount} onClick={() => onPick(amount)} disabled={disabled}>
          {QUICK_TEXT.amount(amount)}
        </Button>
      ))}
    </div>
  );
}
