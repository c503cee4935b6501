import { normalizeAmountInput } from '@/features/trade-kit';
import { TextField } from '@/shared/form';

import { REDEEM_TEXT } from './texts';

/** The shares to sell (formik name shares): a decimal number of 份, locked while the order is sent. */
export function SharesField({ label, disabled }: { label: string; disabled: boolean }) {
  return (
    <TextField
      name="shares"
      label={label}
      required
      transform={normalizeAmountInput}
      inputMode="decimal"
      autoComplete="off"
      maxLength={19}
      append={REDEEM_TEXT.sharesUnit}
      disabled={disabled}
      size="large"
    />
  );
}
