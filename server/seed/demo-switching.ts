import type { Context } from '../core/context';
import { insertSwitchTerms } from '../order/switch/store';

/** The registrar of the manager's own funds (its TA), and another one (中国结算) for the index fund. */
const OWN_REGISTRAR = '国证资产管理有限公司';
const CSDC = '中国证券登记结算有限责任公司';

/**
 * The catalogue's switching terms (migration 042 writes the same rows into a data folder seeded before):
 * the bond, mixed, index and equity funds and the money-market fund A switch among themselves on the
 * manager's registrar (970013 停止申购 takes switches in except from money-market funds; 970061 is QDII);
 * 970091 is registered with 中国结算, so it switches with none of them. 100 shares at least per switch.
 */
export const DEMO_SWITCHING = [
  '970001',
  '970011',
  '970012',
  '970013',
  '970031',
  '970041',
  '970051',
  '970061',
  '970072',
  '970091',
] as const;

/** After the catalogue's funds (seed.ts seedFunds). */
export function seedSwitchTerms(ctx: Context): void {
  for (const code of DEMO_SWITCHING) {
    insertSwitchTerms(ctx, {
      code,
      registrar: code === '970091' ? CSDC : OWN_REGISTRAR,
      switch_out: 1,
      switch_in: 1,
      min_switch_shares: '100',
    });
  }
}
