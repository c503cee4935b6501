import type { SwitchTargetsData } from '@/api/order/contract-switch';
import { switchRefusal, SWITCH_TEXT } from '@/shared/trading';

import type { Context } from '../../core/context';
import { Decimal } from '../../core/money';
import { fundSpec } from '../../fund/funds';
import { latestNav } from '../../fund/store-navs';
import { PRODUCT_CATEGORY_CODE } from '../../fund/types';
import { switchHolding } from './plan';
import { allSwitchTerms } from './store';
import { switchFundOf } from './terms';

/**
 * GET /v1/order/switchTargets: the holding's switchable shares and limits, and the funds sold here that its
 * shares can be switched into now (the shared eligibility rule on every fund with switching terms).
 */
export function switchTargets(
  ctx: Context,
  accountId: number,
  query: { fundCode: string; tradeAccount: string },
): SwitchTargetsData {
  const { spec, view } = switchHolding(ctx, accountId, query.fundCode, query.tradeAccount);
  const outFund = switchFundOf(ctx, spec);
  const candidates = allSwitchTerms(ctx).flatMap((terms) => {
    const target = fundSpec(ctx, terms.code);
    return target && target.white ? [target] : [];
  });
  const targets = candidates.filter((target) => !switchRefusal(outFund, switchFundOf(ctx, target)));
  const refusal =
    outFund.switchOut && outFund.registrar
      ? targets.length
        ? null
        : SWITCH_TEXT.noTarget
      : SWITCH_TEXT.outClosed;
  return {
    fundCode: spec.code,
    fundName: spec.name,
    tradeAccount: query.tradeAccount,
    availableShares: view.availableShares,
    minSwitchShares: new Decimal(outFund.minSwitchShares).toFixed(2),
    minHoldShares: new Decimal(spec.limits.minHoldShares).toFixed(2),
    refusal,
    targets: targets.map((target) => {
      const nav = latestNav(ctx, target.code);
      return {
        fundCode: target.code,
        fundName: target.name,
        fundRiskLevel: target.risk,
        productCategory: PRODUCT_CATEGORY_CODE[target.category],
        nav: nav?.nav ?? null,
        navDate: nav?.date ?? null,
      };
    }),
  };
}
