import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';

import { RiskTolerance } from '@/api/auth/contract';
import { Day, Time } from '@/api/core/contract';
import * as trading from '@/api/core/contract-trading';
import { FundListItem, FundListQuery, FundSortKey } from '@/api/fund/contract';
import { BuyVerifyData, SuitabilityStatus, TradeLimitData } from '@/api/order/contract';
import * as orders from '@/api/order/contract-orders';
import {
  BUSINESS_TYPE,
  CONFIRMATION_STATUS,
  DIVIDEND_MODE,
  FEE_MODE,
  FUND_SORT_OPTION,
} from '@/shared/enums/fund';
import { FUND_STATUS, ORDER_STATUS, PRODUCT_TYPE } from '@/shared/enums/fund';
import { FUND_RISK, RISK_TOLERANCE, SUITABILITY_STATUS } from '@/shared/enums/risk';

import { createMockVerdict } from '../support/buy-verdict';
import { createMockTradeLimit } from './support/order-fixtures';

const enumOf = (schema: TSchema): unknown[] => [...(schema.enum as unknown[])].sort();
const keysOf = (table: object): string[] => Object.keys(table).sort();

describe('decimal strings', () => {
  it.each([
    [
      'Money',
      trading.Money,
      ['0.00', '1000.00', '9999999999999.99'],
      ['1000', '1000.0', '1,000.00', '-1.00', '01.00', '1e3'],
    ],
    ['PositiveMoney', trading.PositiveMoney, ['0.01', '1000.00'], ['0.00', '-0.01', '100']],
    ['Nav', trading.Nav, ['1.0523', '0.9981'], ['1.05', '1.05230', '-1.0000']],
    ['Shares', trading.Shares, ['1234.56'], ['1234.5678', '-1.00']],
    ['Percent', trading.Percent, ['-3.27', '12.50', '0.00'], ['3.2', '+3.27', '3.271']],
    ['Yield', trading.Yield, ['1.8230', '-0.0100'], ['1.82', '1.823']],
    ['FeeRate', trading.FeeRate, ['1.5000', '0.1750', '0.0000'], ['1.50', '-0.1000']],
    ['Discount', trading.Discount, ['1.00', '0.10', '0.00'], ['1.10', '0.1', '2.00']],
    ['Day', Day, ['20240506', '99991231'], ['2024-05-06', '20241301', '20240532', '240506']],
    ['Time', Time, ['150000', '235959', '000000'], ['240000', '1500', '15:00:00', '156000']],
  ])('%s takes its format only', (_, schema, good, bad) => {
    for (const value of good) expect([value, Value.Check(schema, value)]).toEqual([value, true]);
    for (const value of bad) expect([value, Value.Check(schema, value)]).toEqual([value, false]);
    expect(Value.Check(schema, 1000)).toBe(false);
  });
});

describe('codes agree with the labels the screens show (shared/enums)', () => {
  it.each([
    ['fund status', trading.FundStatus, FUND_STATUS],
    ['fee mode', trading.FeeMode, FEE_MODE],
    ['dividend mode', trading.DividendType, DIVIDEND_MODE],
    ['business type', trading.BusinessType, BUSINESS_TYPE],
    ['product type', trading.ProductType, PRODUCT_TYPE],
    ['fund risk', trading.FundRiskLevel, FUND_RISK],
    ['risk tolerance', RiskTolerance, RISK_TOLERANCE],
    ['sort option', FundSortKey, FUND_SORT_OPTION],
    ['suitability status', SuitabilityStatus, SUITABILITY_STATUS],
    ['order status', orders.OrderStatus, ORDER_STATUS],
    ['confirmation status', orders.ConfirmStatus, CONFIRMATION_STATUS],
  ])('%s', (_, schema, table) => {
    expect(enumOf(schema)).toEqual(keysOf(table));
  });
});

describe('fund list', () => {
  const moneyMarket = {
    fundCode: '970001',
    fundName: '国证资管货币市场基金A',
    fundRiskLevel: 'R1',
    productType: '1',
    productCategory: '1',
    fundStatus: '0',
    capitalMode: ['1', '2'],
    subscribeState: '2',
    investmentVarieties: '低风险产品',
    productDueTime: '1年以内',
    qualifiedOnly: false,
    white: true,
    feeMode: 'A',
    minFirstBalance: '0.01',
    moneyMarket: true,
    nav: '1.0000',
    navDate: '20240506',
    totalNav: '1.0000',
    threeMonthRate: '0.45',
    yearRate: '1.86',
    totalRate: '7.12',
    currentRatio: '1.8230',
    perMyriadIncome: '0.4983',
    figuresWithheld: null,
  };
  const check = TypeCompiler.Compile(FundListItem);

  it('takes a money-market row and a private fund in its subscription period without NAV', () => {
    expect(check.Check(moneyMarket)).toBe(true);
    const issuing = {
      ...moneyMarket,
      fundCode: '980004',
      fundRiskLevel: 'R5',
      productType: '3',
      productCategory: '8',
      fundStatus: '1',
      subscribeState: '1',
      qualifiedOnly: true,
      moneyMarket: false,
      minFirstBalance: '1000000.00',
      nav: null,
      navDate: null,
      totalNav: null,
      threeMonthRate: null,
      yearRate: null,
      totalRate: null,
      currentRatio: null,
      perMyriadIncome: null,
    };
    expect(check.Check(issuing)).toBe(true);
    // Withheld from a caller who may not see them, with the reason; a reason the contract does not name fails.
    expect(check.Check({ ...issuing, figuresWithheld: 'qualification' })).toBe(true);
    expect(check.Check({ ...issuing, figuresWithheld: 'vip' })).toBe(false);
  });

  it.each([
    ['a risk level given as a code', { fundRiskLevel: '0' }],
    ['a NAV with 2 places', { nav: '1.00' }],
    ['a rate as a number', { yearRate: 1.86 }],
    ['an unknown status', { fundStatus: 'b' }],
    ['no payment method', { capitalMode: [] }],
    ['a field the contract does not name', { price: '1.0000' }],
  ])('refuses %s', (_, change) => {
    expect(check.Check({ ...moneyMarket, ...change })).toBe(false);
  });

  it('pages with the 12 sort options and a bounded page size', () => {
    expect(Value.Check(FundListQuery, { sort: 'yearRate', order: 'desc', pageNum: 2, pageSize: 20 })).toBe(
      true,
    );
    expect(Value.Check(FundListQuery, { keyword: '货币', productType: '3', t: '1714953600000' })).toBe(true);
    expect(Value.Check(FundListQuery, { sort: 'price' })).toBe(false);
    expect(Value.Check(FundListQuery, { pageSize: 51 })).toBe(false);
    expect(Value.Check(FundListQuery, { pageNum: 0 })).toBe(false);
    expect(Value.Check(FundListQuery, { order: 'up' })).toBe(false);
  });
});

describe('buying orders', () => {
  const body = {
    fundCode: '970031',
    tradeAccount: '990000000101',
    applySum: '1000.00',
    capitalMode: '1',
    password: 'QUJD'.repeat(86),
  };

  it('share one body shape across purchase, subscription and booking', () => {
    const shape = (schema: TSchema) => JSON.stringify(schema);
    expect(shape(orders.SubscriptionBody)).toBe(shape(orders.PurchaseBody));
    expect(shape(orders.PurchaseHopeBody)).toBe(shape(orders.PurchaseBody));
  });

  it('takes a remittance order and a fast-pay order with its card and confirmations', () => {
    expect(Value.Check(orders.PurchaseBody, body)).toBe(true);
    const fastPay = { ...body, capitalMode: '2', bankNo: '102', bankAccount: '6222020200112233445' };
    const confirmation = {
      statement: 'mismatch-risk',
      version: '2026-11-27',
      text: '本人已阅读上述提示',
      confirmedAt: '2026-11-27T08:55:00.123Z',
    };
    expect(Value.Check(orders.PurchaseBody, { ...fastPay, confirmations: [confirmation] })).toBe(true);
  });

  it('refuses the old one-flag confirmation and a confirmation without its statement or time', () => {
    expect(Value.Check(orders.PurchaseBody, { ...body, mismatchConfirmed: '1' })).toBe(false);
    const confirmation = { statement: 'mismatch-risk', version: '2026-11-27', text: '…' };
    expect(Value.Check(orders.PurchaseBody, { ...body, confirmations: [confirmation] })).toBe(false);
    const unknown = { ...confirmation, statement: 'mismatch', confirmedAt: '2026-11-27T16:55:00+08:00' };
    expect(Value.Check(orders.PurchaseBody, { ...body, confirmations: [unknown] })).toBe(false);
  });

  it.each([
    ['a zero amount', { applySum: '0.00' }],
    ['an amount as a number', { applySum: 1000 }],
    ['an amount with one place', { applySum: '1000.5' }],
    ['an unknown payment method', { capitalMode: '3' }],
    ['a plaintext trade password', { password: '123 456' }],
    ['a card number with letters', { bankAccount: '6222-0202' }],
    ['an order field the contract does not name', { fee: '0.00' }],
  ])('refuses %s', (_, change) => {
    expect(Value.Check(orders.PurchaseBody, { ...body, ...change })).toBe(false);
  });

  it('refuses an order without the trade password', () => {
    const { password: _password, ...withoutPassword } = body;
    expect(Value.Check(orders.PurchaseBody, withoutPassword)).toBe(false);
  });

  it('needs an idempotency key among whatever other headers come', () => {
    const headers = {
      'idempotency-key': '3f1c2a9e-4b7d-4c1e-9a51-2f0e8d7c6b5a',
      'content-type': 'application/json',
    };
    expect(Value.Check(orders.OrderHeaders, headers)).toBe(true);
    expect(Value.Check(orders.OrderHeaders, { 'content-type': 'application/json' })).toBe(false);
    expect(Value.Check(orders.OrderHeaders, { 'idempotency-key': 'short' })).toBe(false);
    expect(Value.Check(orders.OrderHeaders, { 'idempotency-key': 'a b c d e f g h i j' })).toBe(false);
  });
});

describe('the checks before an order', () => {
  const matching = createMockVerdict();
  const verdict = createMockVerdict({
    statusCode: '1',
    riskMatch: '0',
    investor: {
      ...matching.investor,
      riskLevel: 'C2',
      riskExpireDate: '20250506',
      investmentVarieties: '低风险、中低风险产品',
    },
    fund: { ...matching.fund, investmentVarieties: '中风险产品' },
    comparisons: [
      { item: 'risk', investorValue: 'C2 谨慎型', productValue: 'R3 中风险', match: '0' },
      { item: 'investmentTime', investorValue: '1-5年', productValue: '1-5年', match: '1' },
      { ...matching.comparisons[2], investorValue: '低风险、中低风险产品', productValue: '中风险产品' },
    ],
    reasons: ['您的风险承受能力（C2 谨慎型）低于产品风险等级（R3 中风险）'],
  });

  it('describes a risk mismatch with the three comparison rows', () => {
    expect(Value.Check(BuyVerifyData, verdict)).toBe(true);
    expect(Value.Check(BuyVerifyData, { ...verdict, statusCode: '2' })).toBe(false);
    expect(Value.Check(BuyVerifyData, { ...verdict, comparisons: verdict.comparisons.slice(1) })).toBe(false);
    expect(
      Value.Check(BuyVerifyData, { ...verdict, investor: { ...verdict.investor, riskLevel: null } }),
    ).toBe(false);
  });

  it('states the limits as money, a missing daily limit as null', () => {
    const limit = createMockTradeLimit();
    expect(Value.Check(TradeLimitData, limit)).toBe(true);
    expect(Value.Check(TradeLimitData, { ...limit, businessType: 'Redeem' })).toBe(false);
    expect(Value.Check(TradeLimitData, { ...limit, maxPerDay: '' })).toBe(false);
  });
});
