import type { Big } from 'big.js';

import type { SwitchFund } from '@/shared/trading';

import type { Context } from '../../core/context';
import type { FundSpec } from '../../fund/types';
import { quotePurchaseFee } from '../buy/rules';
import { switchTermsOf } from './store';

/** A fund as the shared eligibility rule reads it: its catalogue terms and its switching terms. */
export function switchFundOf(ctx: Context, spec: FundSpec): SwitchFund & { minSwitchShares: string } {
  const terms = switchTermsOf(ctx, spec.code);
  return {
    code: spec.code,
    category: spec.category,
    productType: spec.productType,
    status: spec.status,
    registrar: terms?.registrar ?? null,
    switchOut: terms?.switch_out === 1,
    switchIn: terms?.switch_in === 1,
    minSwitchShares: terms?.min_switch_shares ?? '0',
  };
}

/** A fund's front-end purchase fee on this amount as it charges it online (the base of 补差). */
export const onlinePurchaseFee = (spec: FundSpec, amount: Big): Big =>
  quotePurchaseFee({
    table: spec.fees.purchase,
    amount,
    mode: 'A',
    channel: 'online',
    backEndOffered: spec.fees.backEnd !== null,
  }).fee;
