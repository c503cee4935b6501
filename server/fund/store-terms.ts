import type { FundRiskLevel, FundStatus, ProductType } from '@/api/core/contract-trading';
import type { InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';

import type { Context } from '../core/context';
import { Decimal } from '../core/money';
import type {
  FeeTier,
  FundCategory,
  FundDocument,
  FundSpec,
  HoldingFeeStep,
  MinHolding,
  PerformanceModel,
  PrivateProductClass,
  PurchaseFeeTable,
} from './types';

interface TermsRow {
  code: string;
  name: string;
  status: FundStatus;
  risk_level: string;
  white_list: number;
  category: FundCategory;
  product_type: ProductType;
  qualified_only: number;
  horizon: InvestmentHorizon | null;
  variety: InvestmentVariety | null;
  raise_from: string | null;
  raise_to: string | null;
  inception: string | null;
  last_nav_date: string | null;
  confirm_days: number;
  payout_days: number;
  min_first: string;
  min_additional: string;
  max_per_day: string | null;
  min_redeem_shares: string;
  min_hold_shares: string;
  performance_model: string;
  min_holding: string | null;
  private_class: PrivateProductClass | null;
  subscription_cancellable: number;
}

type Grouped<T> = Map<string, T[]>;
function groupBy<T extends { fund_code: string }>(rows: T[]): Grouped<T> {
  const groups: Grouped<T> = new Map();
  for (const row of rows) groups.set(row.fund_code, [...(groups.get(row.fund_code) ?? []), row]);
  return groups;
}

/** Every fund with its trading terms, as the rules take them (the catalogue the seed wrote), by code. */
export function loadFundSpecs(ctx: Context): FundSpec[] {
  const terms = ctx.db.all<TermsRow>(
    'SELECT f.code, f.name, f.status, f.risk_level, f.white_list, t.* FROM funds f JOIN fund_terms t ON t.code = f.code ORDER BY f.code',
  );
  const documents = groupBy(
    ctx.db.all<{ fund_code: string; kind: string; notice_code: string; file_name: string }>(
      'SELECT fund_code, kind, notice_code, file_name FROM fund_documents',
    ),
  );
  const tiers = groupBy(
    ctx.db.all<{
      fund_code: string;
      business: string;
      from_amount: string;
      rate: string | null;
      fixed: string | null;
    }>('SELECT fund_code, business, from_amount, rate, fixed FROM fund_fee_tiers'),
  );
  const discounts = groupBy(
    ctx.db.all<{ fund_code: string; business: string; factor: string; floor_rate: string }>(
      'SELECT fund_code, business, factor, floor_rate FROM fund_fee_discounts',
    ),
  );
  const steps = groupBy(
    ctx.db.all<{ fund_code: string; kind: string; from_days: number; rate: string }>(
      'SELECT fund_code, kind, from_days, rate FROM fund_holding_fees ORDER BY from_days',
    ),
  );
  const dividends = groupBy(
    ctx.db.all<{ fund_code: string; ex_date: string; per_share: string }>(
      'SELECT fund_code, ex_date, per_share FROM fund_dividends ORDER BY ex_date',
    ),
  );

  const table = (code: string, business: string): PurchaseFeeTable | null => {
    const rows = (tiers.get(code) ?? []).filter((row) => row.business === business);
    if (rows.length === 0) return null;
    const ordered = rows.sort((a, b) => new Decimal(a.from_amount).cmp(new Decimal(b.from_amount)));
    const discount = (discounts.get(code) ?? []).find((row) => row.business === business);
    return {
      tiers: ordered.map((row): FeeTier =>
        row.rate !== null
          ? { from: row.from_amount, rate: row.rate }
          : { from: row.from_amount, fixed: row.fixed as string },
      ),
      onlineDiscount: discount ? { factor: discount.factor, floorRate: discount.floor_rate } : null,
    };
  };
  const holding = (code: string, kind: string): HoldingFeeStep[] =>
    (steps.get(code) ?? [])
      .filter((row) => row.kind === kind)
      .map((row) => ({ fromDays: row.from_days, rate: row.rate }));
  const document = (code: string, kind: string): FundDocument | null => {
    const row = (documents.get(code) ?? []).find((candidate) => candidate.kind === kind);
    return row ? { noticeCode: row.notice_code, fileName: row.file_name } : null;
  };

  return terms.map((row): FundSpec => {
    const backEnd = holding(row.code, 'backEnd');
    return {
      code: row.code,
      name: row.name,
      category: row.category,
      status: row.status,
      risk: `R${Number(row.risk_level) + 1}` as FundRiskLevel,
      productType: row.product_type,
      white: row.white_list === 1,
      qualifiedOnly: row.qualified_only === 1,
      privateClass: row.private_class,
      horizon: row.horizon,
      variety: row.variety,
      documents: {
        summary: document(row.code, 'summary'),
        contract: document(row.code, 'contract'),
        riskDisclosure: document(row.code, 'riskDisclosure'),
      },
      raise: row.raise_from && row.raise_to ? { from: row.raise_from, to: row.raise_to } : null,
      subscriptionCancellable: row.subscription_cancellable === 1,
      inception: row.inception,
      lastNavDate: row.last_nav_date,
      fees: {
        purchase: table(row.code, 'purchase') ?? { tiers: [{ from: '0', rate: '0' }], onlineDiscount: null },
        subscription: table(row.code, 'subscription'),
        backEnd: backEnd.length > 0 ? backEnd : null,
        redemption: holding(row.code, 'redemption'),
      },
      limits: {
        minFirst: row.min_first,
        minAdditional: row.min_additional,
        maxPerDay: row.max_per_day,
        minRedeemShares: row.min_redeem_shares,
        minHoldShares: row.min_hold_shares,
      },
      confirmDays: row.confirm_days,
      payoutDays: row.payout_days,
      model: JSON.parse(row.performance_model) as PerformanceModel,
      dividends: (dividends.get(row.code) ?? []).map((d) => ({ exDate: d.ex_date, perShare: d.per_share })),
      minHolding: row.min_holding ? (JSON.parse(row.min_holding) as MinHolding) : null,
    };
  });
}
