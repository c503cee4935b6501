import type { Context } from '../core/context';
import type { FundSpec, PurchaseFeeTable } from '../fund/types';

function insertFeeTable(
  ctx: Context,
  code: string,
  business: 'purchase' | 'subscription',
  table: PurchaseFeeTable | null,
): void {
  if (!table) return;
  for (const tier of table.tiers) {
    ctx.db.run(
      'INSERT INTO fund_fee_tiers (fund_code, business, from_amount, rate, fixed) VALUES (?, ?, ?, ?, ?)',
      [code, business, tier.from, 'rate' in tier ? tier.rate : null, 'fixed' in tier ? tier.fixed : null],
    );
  }
  if (table.onlineDiscount) {
    ctx.db.run(
      'INSERT INTO fund_fee_discounts (fund_code, business, factor, floor_rate) VALUES (?, ?, ?, ?)',
      [code, business, table.onlineDiscount.factor, table.onlineDiscount.floorRate],
    );
  }
}

/** A catalogue fund's trading terms (its row in funds comes first: seed/store.ts insertFund). */
export function insertFundTerms(ctx: Context, fund: FundSpec): void {
  const { code, limits } = fund;
  ctx.db.run(
    `INSERT INTO fund_terms (code, category, product_type, qualified_only, horizon, variety, raise_from, raise_to,
      inception, last_nav_date, confirm_days, payout_days, min_first, min_additional, max_per_day,
      min_redeem_shares, min_hold_shares, performance_model, min_holding, private_class, subscription_cancellable)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      code,
      fund.category,
      fund.productType,
      fund.qualifiedOnly ? 1 : 0,
      fund.horizon,
      fund.variety,
      fund.raise?.from ?? null,
      fund.raise?.to ?? null,
      fund.inception,
      fund.lastNavDate,
      fund.confirmDays,
      fund.payoutDays,
      limits.minFirst,
      limits.minAdditional,
      limits.maxPerDay,
      limits.minRedeemShares,
      limits.minHoldShares,
      JSON.stringify(fund.model),
      fund.minHolding ? JSON.stringify(fund.minHolding) : null,
      fund.privateClass,
      fund.subscriptionCancellable ? 1 : 0,
    ],
  );
  for (const kind of ['summary', 'contract', 'riskDisclosure'] as const) {
    const document = fund.documents[kind];
    if (!document) continue;
    ctx.db.run('INSERT INTO fund_documents (fund_code, kind, notice_code, file_name) VALUES (?, ?, ?, ?)', [
      code,
      kind,
      document.noticeCode,
      document.fileName,
    ]);
  }
  insertFeeTable(ctx, code, 'purchase', fund.fees.purchase);
  insertFeeTable(ctx, code, 'subscription', fund.fees.subscription);
  for (const [kind, steps] of [
    ['redemption', fund.fees.redemption],
    ['backEnd', fund.fees.backEnd ?? []],
  ] as const) {
    for (const step of steps) {
      ctx.db.run('INSERT INTO fund_holding_fees (fund_code, kind, from_days, rate) VALUES (?, ?, ?, ?)', [
        code,
        kind,
        step.fromDays,
        step.rate,
      ]);
    }
  }
  for (const dividend of fund.dividends) {
    ctx.db.run('INSERT INTO fund_dividends (fund_code, ex_date, per_share) VALUES (?, ?, ?)', [
      code,
      dividend.exDate,
      dividend.perShare,
    ]);
  }
}
