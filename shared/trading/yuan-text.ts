import Big from 'big.js';

import { DEFAULT_CURRENCY, WAN_THRESHOLD } from '@/shared/config/constants';

/**
 * An amount as a rule's message quotes it (spec §9: 10000 or more in units of ten-thousand): 1000 → '1000元',
 * 5000000 → '500万元', 12345.6 → '1.23456万元'. Never rounded: a limit is quoted exactly, so the investor can
 * type what the message names. Decimal text or a big.js value (the back office's strict one too).
 */
export function yuanText(value: Big | string): string {
  const amount = new Big(value);
  if (amount.gte(WAN_THRESHOLD)) return `${amount.div(WAN_THRESHOLD).toString()}万${DEFAULT_CURRENCY}`;
  return `${amount.toString()}${DEFAULT_CURRENCY}`;
}
