import type { RedeemableHolding, RedeemFundData } from '@/api/fund/contract';
import type { CancellableOrder } from '@/api/order/contract-changes';
import type { AcceptedRedemption, RedeemQuoteData } from '@/api/order/contract-redeem';

import { envelope, type TestServer } from '../../../api/support/test-server';
import { answerPurchaseCalls } from './purchase-server';

/** The back office's side of the redeem pages: 张三's two holdings, the preview, a cancellable order. */
export function createMockHolding(partial: Partial<RedeemableHolding> = {}): RedeemableHolding {
  return {
    fundCode: '970011',
    fundName: '国证资管安心纯债债券A',
    tradeAccount: '990000000101',
    fundStatus: '0',
    fundRiskLevel: 'R2',
    productType: '1',
    productCategory: '2',
    shareType: 'A',
    shares: '65000.00',
    frozenShares: '0.00',
    availableShares: '65000.00',
    nav: '1.0700',
    navDate: '20261120',
    marketValue: '69550.00',
    dividendType: '1',
    redeemBusiness: 'Redeem',
    blockReason: null,
    minRedeemShares: '1.00',
    minHoldShares: '1.00',
    lots: [{ confirmDate: '20261001', shares: '65000.00', unlockDate: null }],
    ...partial,
  };
}

const BLOCKED = createMockHolding({
  fundCode: '970052',
  fundName: '国证资管医药健康股票',
  fundRiskLevel: 'R5',
  fundStatus: '9',
  redeemBusiness: null,
  blockReason: '该产品当前状态为基金封闭，不能办理赎回',
});

/** The investor's bound card, where a redemption is paid. */
export const PAYOUT_CARD = {
  bankNo: '002',
  bankName: '中国工商银行',
  bankAccountMasked: '6222 **** **** 1011',
};

const QUOTE: RedeemQuoteData = {
  applyShare: '16250.00',
  nav: '1.0700',
  navDate: '20261120',
  gross: '17387.50',
  fee: '0.00',
  backEndFee: '0.00',
  net: '17387.50',
  tradeDate: '20261123',
  confirmDate: '20261125',
  payoutDate: '20261126',
  payoutCard: PAYOUT_CARD,
  provisionalDates: [],
  lots: [
    {
      confirmDate: '20260820',
      shares: '16250.00',
      holdingDays: 95,
      rate: '0.0000',
      backEndRate: null,
      backEndFee: null,
      fee: '0.00',
      feeFreeFrom: null,
    },
  ],
};

const REDEMPTION: AcceptedRedemption = {
  appNo: '202611230000000009',
  businessType: 'Redeem',
  status: '0',
  confirmStatus: '9',
  fundCode: '970011',
  fundName: '国证资管安心纯债债券A',
  tradeAccount: '990000000101',
  applyShare: '16250.00',
  overLimit: '0',
  estimatedFee: '0.00',
  estimatedNet: '17387.50',
  applyDate: '20261123',
  applyTime: '143000',
  tradeDate: '20261123',
  confirmDate: '20261125',
  payoutDate: '20261126',
  payoutCard: PAYOUT_CARD,
  cutOffTime: '150000',
  provisionalDates: [],
};

export const CANCELLABLE: CancellableOrder = {
  appNo: '202611230000000007',
  businessType: 'Redeem',
  fundCode: '970011',
  fundName: '国证资管安心纯债债券A',
  tradeAccount: '990000000101',
  applySum: null,
  applyShare: '100.00',
  dividendType: null,
  applyDate: '20261123',
  applyTime: '100000',
  tradeDate: '20261123',
  cutOffTime: '150000',
  deadline: Date.parse('2026-11-23T07:00:00Z'),
};

export function answerRedeemCalls(server: TestServer, holdings = [createMockHolding(), BLOCKED]): void {
  answerPurchaseCalls(server);
  const list: RedeemFundData = { redeemableCheck: true, holdings };
  server.on('GET', '/v1/fund/redeemFund', { body: envelope(list) });
  server.on('GET', '/v1/order/redeemable', (request) => ({
    body: envelope(
      holdings.filter(
        (h) =>
          h.fundCode === request.query.get('fundCode') &&
          h.tradeAccount === request.query.get('tradeAccount') &&
          h.redeemBusiness !== null,
      ),
    ),
  }));
  server.on('GET', '/v1/order/redeemQuote', { body: envelope(QUOTE) });
  server.on('POST', '/v1/order/redeem', { body: envelope(REDEMPTION, 200000, '赎回申请已提交') });
  server.on('GET', '/v1/order/cancel', { body: envelope([CANCELLABLE]) });
}
