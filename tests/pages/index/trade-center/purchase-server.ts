import { generateKeyPairSync, constants, privateDecrypt } from 'node:crypto';

import type { FundListItem, FundQuoteData, FundRateIntervalData } from '@/api/fund/contract';
import type { AcceptedOrder, TradingPoundageData } from '@/api/order/contract-orders';
import { forgetPass, rememberPass } from '@/features/suitability';

import {
  createMockDates,
  createMockOperationRate,
  createMockServerClock,
  createMockTradeLimit,
  STATE_TODAY,
} from '../../../api/support/order-fixtures';
import { envelope, type TestServer } from '../../../api/support/test-server';
import { createMockVerdict } from '../../../support/buy-verdict';
import { createMockUser } from '../fixtures';

/** The back office's side of the purchase calls, contract-shaped, with a real RSA key for the trade password. */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PEM = publicKey.export({ format: 'pem', type: 'spki' }).toString();

export function decryptPassword(encrypted: string): string {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(encrypted, 'base64'),
  ).toString('utf8');
}

export function createMockFund(partial: Partial<FundListItem> = {}): FundListItem {
  return {
    fundCode: '970031',
    fundName: '国证资管稳健配置混合',
    fundRiskLevel: 'R3',
    productType: '1',
    productCategory: '3',
    fundStatus: '0',
    capitalMode: ['1'],
    subscribeState: '2',
    investmentVarieties: '权益类',
    productDueTime: '1-5年',
    qualifiedOnly: false,
    white: true,
    feeMode: 'A',
    minFirstBalance: '1000.00',
    moneyMarket: false,
    nav: '1.2345',
    navDate: '20261120',
    totalNav: '1.3345',
    threeMonthRate: '3.27',
    yearRate: '-1.05',
    totalRate: '23.45',
    currentRatio: null,
    perMyriadIncome: null,
    figuresWithheld: null,
    ...partial,
  };
}

/** A private plan whose figures the back office withholds from this investor (not yet qualified). */
export const WITHHELD_PLAN = createMockFund({
  fundCode: '980001',
  fundName: '国证资管鑫享1号集合资产管理计划',
  fundRiskLevel: 'R2',
  productType: '3',
  qualifiedOnly: true,
  minFirstBalance: '300000.00',
  nav: null,
  navDate: null,
  totalNav: null,
  threeMonthRate: null,
  yearRate: null,
  totalRate: null,
  figuresWithheld: 'qualification',
});

const CLOSED_FUND = createMockFund({
  fundCode: '970052',
  fundName: '国证资管医药健康股票',
  fundRiskLevel: 'R5',
  fundStatus: '9',
  subscribeState: '0',
});

const FEE: TradingPoundageData = {
  applySum: '10000.00',
  feeMode: 'A',
  listRate: '1.5000',
  rate: '0.1500',
  discount: '0.10',
  fixedFee: false,
  listFee: '147.78',
  fee: '14.98',
  netAmount: '9985.02',
  figuresWithheld: null,
};

export const ORDER: AcceptedOrder = {
  appNo: 'A20261123000001',
  businessType: 'Purchase',
  status: '0',
  confirmStatus: '9',
  fundCode: '970031',
  fundName: '国证资管稳健配置混合',
  tradeAccount: '990000000101',
  capitalMode: '1',
  feeMode: 'A',
  applySum: '10000.00',
  fee: '14.98',
  applyDate: '20261123',
  applyTime: '143000',
  tradeDate: '20261123',
  confirmDate: '20261125',
  availableDate: '20261126',
  cutOffTime: '150000',
  remitDeadDate: '20261123',
  remittanceTime: '150000',
  provisionalDates: [],
  paidFrom: null,
  deductStatus: null,
};

/** The fund's purchase fees as GET /v1/fund/fundRateInterval answers them. */
export const FEE_TABLE: FundRateIntervalData = {
  fundCode: '970031',
  businessType: 'Purchase',
  feeMode: 'A',
  figuresWithheld: null,
  tiers: [
    {
      minAmount: '0.00',
      maxAmount: '1000000.00',
      rate: '1.5000',
      discount: '0.40',
      discountedRate: '0.6000',
      fixedFee: null,
    },
    {
      minAmount: '1000000.00',
      maxAmount: null,
      rate: null,
      discount: '1.00',
      discountedRate: null,
      fixedFee: '1000.00',
    },
  ],
};

/** Answers every call of a purchase by 张三 that goes through; tests override single routes afterwards. */
export function answerPurchaseCalls(server: TestServer): void {
  const fund = createMockFund();
  const quote: FundQuoteData = { ...fund, establishDate: '20230105', navs: [] };
  server.on('GET', '/v1/auth/user', { body: envelope(createMockUser()) });
  server.on('GET', '/v1/fund', { body: envelope({ list: [fund, CLOSED_FUND], total: 25 }) });
  server.on('GET', '/v1/fund/quote', { body: envelope(quote) });
  server.on('GET', '/v1/fund/fundRateInterval', { body: envelope(FEE_TABLE) });
  server.on('GET', '/v1/order/tradeTime/validate', {
    body: envelope({ valid: true, tradeDate: '20261123', reason: null }),
  });
  server.on('GET', '/v1/order/buyVerify', { body: envelope(createMockVerdict()) });
  server.on('GET', '/v1/order/agreementSigned', { body: envelope({ productType: '1', statusCode: '0' }) });
  server.on('GET', '/v1/agreement/infoPublish', {
    body: envelope([
      {
        noticeCode: 'SUM970031',
        fileName: '国证资管稳健配置混合产品资料概要',
        filePath: '/product-documents/SUM970031.html',
        fileHash: 'a'.repeat(64),
        signed: '0',
      },
    ]),
  });
  server.on('POST', '/v1/agreement/signInfoPublish', { body: envelope(null, 200000, '签署成功') });
  server.on('GET', '/v1/order/dateTimeStatus', { body: envelope(createMockServerClock()) });
  server.on('GET', '/v1/order/tradeLimit', { body: envelope(createMockTradeLimit()) });
  server.on('GET', '/v1/order/tradeTime/state', { body: envelope(STATE_TODAY) });
  server.on('GET', '/v1/order/confirmAndLiquidationDate', { body: envelope(createMockDates()) });
  server.on('GET', '/v1/order/operationRate', {
    body: envelope(createMockOperationRate({ tiers: FEE_TABLE.tiers })),
  });
  server.on('POST', '/v1/order/tradingPoundage', { body: envelope(FEE) });
  server.on('GET', '/v1/auth/secret', { body: envelope({ publicKey: PEM }) });
  server.on('POST', '/v1/account/password', { body: envelope(null) });
  server.on('POST', '/v1/order/purchase', { body: envelope(ORDER) });
  server.on('GET', '/v1/bank/receivables', {
    body: envelope([
      {
        bankName: '招商银行',
        name: '国证资产管理有限公司',
        station: '招商银行深圳分行营业部',
        account: '755921087710001',
      },
    ]),
  });
}

export const requestsTo = (server: TestServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.path === path);

/** The fund as the suitability steps hand it to the purchase order form. */
export const PASSED_FUND = {
  fundCode: '970031',
  fundName: '国证资管稳健配置混合',
  productCategory: '3',
  businessType: 'Purchase',
};

/** Forgets any suitability pass of 970031, then (unless `passed` is false) keeps a natural person's pass with `verdict`. */
export function seedSuitabilityPass({ passed = true, verdict = createMockVerdict() } = {}): void {
  forgetPass(PASSED_FUND.fundCode);
  if (passed)
    rememberPass({
      fund: PASSED_FUND,
      investor: { isNaturalPerson: true },
      verdict,
      confirmed: { statements: [] },
    });
}
