import type { FundRiskLevel, FundStatus } from '@/api/core/contract-trading';
import { PRIVATE_PRODUCT, PUBLIC_PRODUCT } from '@/shared/enums/fund';
import { categoryPolicy } from '@/shared/trading';

import {
  BOND_A_FEES,
  EQUITY_FEES,
  FOF_FEES,
  INDEX_FEES,
  MONEY_MARKET_FEES,
  PRIVATE_FEES,
  QDII_FEES,
} from './fee-schedules';
import type { FundCategory, FundSpec, PrivateProductClass, TradeLimits } from './types';

const PUBLIC_LIMITS: TradeLimits = {
  minFirst: '10',
  minAdditional: '10',
  maxPerDay: null,
  minRedeemShares: '1',
  minHoldShares: '1',
};

/** A public fund's own purchase minimums and daily cap; redemptions and holdings from 1 share. */
export function publicLimits(minFirst: string, minAdditional: string, maxPerDay: string | null): TradeLimits {
  return { ...PUBLIC_LIMITS, minFirst, minAdditional, maxPerDay };
}

const MONEY_MARKET_LIMITS = publicLimits('1', '1', null);

/** Minimum first investment of a private product by its type (types.ts PRIVATE_PRODUCT_CLASS). */
export const PRIVATE_MINIMUM: Record<PrivateProductClass, string> = {
  fixedIncome: '300000',
  mixed: '400000',
  equity: '1000000',
  commodityDerivative: '1000000',
  privateFund: '1000000',
};

/** A private product's limits: the minimum of its type, additions and redemptions by 10 000. */
export function privateLimits(privateClass: PrivateProductClass): TradeLimits {
  return {
    minFirst: PRIVATE_MINIMUM[privateClass],
    minAdditional: '10000',
    maxPerDay: null,
    minRedeemShares: '10000',
    minHoldShares: '10000',
  };
}

/** Annual drift and volatility of the NAV walk by risk level (R1 here is a non-money-market product). */
export const NAV_MODEL_BY_RISK: Record<FundRiskLevel, { annualDrift: number; annualVolatility: number }> = {
  R1: { annualDrift: 0.022, annualVolatility: 0.004 },
  R2: { annualDrift: 0.035, annualVolatility: 0.025 },
  R3: { annualDrift: 0.05, annualVolatility: 0.12 },
  R4: { annualDrift: 0.06, annualVolatility: 0.18 },
  R5: { annualDrift: 0.07, annualVolatility: 0.25 },
};

type CategoryDefaults = Pick<FundSpec, 'fees' | 'confirmDays' | 'payoutDays' | 'horizon' | 'variety'>;

/**
 * Confirm (registration) on T+1 for ordinary open-end funds and the private plans, T+2 for QDII and FOF
 * (their contracts' 登记机构在T+1日/T+2日内对交易有效性进行确认); payout days as the prospectuses of each kind;
 * money-market funds take purchases from 1 yuan (CATEGORY_LIMITS). What the category decides for the rules is
 * CATEGORY_POLICY's (shared/trading/category-policy.ts); these are only the catalogue's starting terms, which a
 * fund may override.
 */
const CATEGORY_LIMITS: Partial<Record<FundCategory, TradeLimits>> = { 货币型: MONEY_MARKET_LIMITS };

const CATEGORY_DEFAULTS: Record<FundCategory, CategoryDefaults> = {
  货币型: { fees: MONEY_MARKET_FEES, confirmDays: 1, payoutDays: 1, horizon: '1', variety: '1' },
  债券型: { fees: BOND_A_FEES, confirmDays: 1, payoutDays: 3, horizon: '2', variety: '1' },
  混合型: { fees: EQUITY_FEES, confirmDays: 1, payoutDays: 4, horizon: '2', variety: '2' },
  指数型: { fees: INDEX_FEES, confirmDays: 1, payoutDays: 4, horizon: '2', variety: '2' },
  股票型: { fees: EQUITY_FEES, confirmDays: 1, payoutDays: 4, horizon: '2', variety: '2' },
  QDII: { fees: QDII_FEES, confirmDays: 2, payoutDays: 7, horizon: '2', variety: '2' },
  FOF: { fees: FOF_FEES, confirmDays: 2, payoutDays: 7, horizon: '2', variety: '2' },
  集合资产管理计划: { fees: PRIVATE_FEES, confirmDays: 1, payoutDays: 5, horizon: '2', variety: '2' },
  单一资产管理计划: { fees: PRIVATE_FEES, confirmDays: 1, payoutDays: 5, horizon: '2', variety: '2' },
};

/** A catalogue entry: the category's defaults, then what this fund says differently. */
export function fund(
  code: string,
  name: string,
  category: FundCategory,
  status: FundStatus,
  risk: FundRiskLevel,
  own: Partial<FundSpec> = {},
): FundSpec {
  const { privatePlan: privateProduct, dailyIncome } = categoryPolicy(category);
  const privateClass = own.privateClass ?? null;
  if (privateProduct !== (privateClass !== null))
    throw new Error(`${code}: a private product names its type (privateClass), a public fund none`);
  return {
    code,
    name,
    category,
    status,
    risk,
    productType: privateProduct ? PRIVATE_PRODUCT : PUBLIC_PRODUCT,
    white: true,
    qualifiedOnly: privateProduct,
    privateClass,
    ...CATEGORY_DEFAULTS[category],
    variety: privateProduct && (risk === 'R1' || risk === 'R2') ? '1' : CATEGORY_DEFAULTS[category].variety,
    documents: privateProduct
      ? {
          summary: null,
          contract: { noticeCode: `HT${code}`, fileName: `${name}资产管理合同.pdf` },
          riskDisclosure: { noticeCode: `FXJS${code}`, fileName: `${name}风险揭示书.pdf` },
        }
      : {
          summary: { noticeCode: `GY${code}`, fileName: `${name}产品资料概要.pdf` },
          contract: null,
          riskDisclosure: null,
        },
    raise: null,
    subscriptionCancellable: true,
    inception: null,
    lastNavDate: null,
    limits: privateClass ? privateLimits(privateClass) : (CATEGORY_LIMITS[category] ?? PUBLIC_LIMITS),
    model: dailyIncome
      ? { kind: 'money-market', yieldFrom: 0.023, yieldTo: 0.013 }
      : { kind: 'nav', ...NAV_MODEL_BY_RISK[risk] },
    dividends: [],
    minHolding: null,
    ...own,
  };
}
