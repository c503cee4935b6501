import Big from 'big.js';

import {
  SWITCH_TEXT,
  switchFee,
  switchRefusal,
  switchSharesRefusal,
  type SwitchFund,
} from '@/shared/trading';

/** A public fund open for switching on the manager's registrar. */
const fund = (code: string, partial: Partial<SwitchFund> = {}): SwitchFund => ({
  code,
  category: '债券型',
  productType: '1',
  status: '0',
  registrar: '国证资产管理有限公司',
  switchOut: true,
  switchIn: true,
  ...partial,
});

describe('switch eligibility (both funds open for switching, same registrar)', () => {
  it('allows two open public funds of one registrar', () => {
    expect(switchRefusal(fund('970011'), fund('970031', { category: '混合型' }))).toBeNull();
  });

  it('refuses funds of different registrars', () => {
    expect(switchRefusal(fund('970011'), fund('970091', { registrar: '中国证券登记结算有限责任公司' }))).toBe(
      SWITCH_TEXT.otherRegistrar,
    );
  });

  it('refuses an out-fund closed for switching out and an in-fund closed for switching in', () => {
    expect(switchRefusal(fund('970011', { switchOut: false }), fund('970031'))).toBe(SWITCH_TEXT.outClosed);
    expect(switchRefusal(fund('970011'), fund('970031', { switchIn: false }))).toBe(SWITCH_TEXT.inClosed);
    expect(switchRefusal(fund('970011'), fund('970031', { registrar: null }))).toBe(SWITCH_TEXT.inClosed);
    // 停止赎回 lets no shares out; 封闭期 takes none in.
    expect(switchRefusal(fund('970012', { status: '6' }), fund('970031'))).toBe(SWITCH_TEXT.outClosed);
    expect(switchRefusal(fund('970011'), fund('970021', { status: '4' }))).toBe(SWITCH_TEXT.inClosed);
  });

  it('refuses QDII to domestic, and allows domestic to QDII', () => {
    const qdii = fund('970061', { category: 'QDII' });
    expect(switchRefusal(qdii, fund('970031'))).toBe(SWITCH_TEXT.qdiiToDomestic);
    expect(switchRefusal(fund('970031'), qdii)).toBeNull();
  });

  it('refuses private products on either side', () => {
    expect(switchRefusal(fund('980001', { productType: '3' }), fund('970031'))).toBe(
      SWITCH_TEXT.privateProduct,
    );
    expect(switchRefusal(fund('970011'), fund('980001', { productType: '3' }))).toBe(
      SWITCH_TEXT.privateProduct,
    );
  });

  it('refuses money-market into a fund under 暂停申购 (停止申购), which takes other funds in', () => {
    const suspended = fund('970013', { status: '5' });
    expect(switchRefusal(fund('970001', { category: '货币型' }), suspended)).toBe(
      SWITCH_TEXT.moneyMarketIntoSuspended,
    );
    expect(switchRefusal(fund('970011'), suspended)).toBeNull();
  });

  it('refuses a switch into the same fund', () => {
    expect(switchRefusal(fund('970011'), fund('970011'))).toBe(SWITCH_TEXT.sameFund);
  });
});

describe('switch shares: minimum switch shares and the out-fund minimum holding', () => {
  const limits = { minSwitchShares: '100', minHoldShares: '10' };

  it('refuses fewer than the minimum switch shares unless all are switched', () => {
    expect(switchSharesRefusal('99.99', '5000.00', limits)).toBe(SWITCH_TEXT.belowMin('100'));
    expect(switchSharesRefusal('50.00', '50.00', limits)).toBeNull();
    expect(switchSharesRefusal('100.00', '5000.00', limits)).toBeNull();
  });

  it('refuses leaving less than the out-fund minimum holding, except nothing', () => {
    expect(switchSharesRefusal('4995.00', '5000.00', limits)).toBe(SWITCH_TEXT.leftTooFew('10'));
    expect(switchSharesRefusal('4990.00', '5000.00', limits)).toBeNull();
  });

  it('refuses zero, more than available and an empty holding', () => {
    expect(switchSharesRefusal('0', '5000.00', limits)).toBe(SWITCH_TEXT.positive);
    expect(switchSharesRefusal('5000.01', '5000.00', limits)).toBe(SWITCH_TEXT.tooMany('5000.00'));
    expect(switchSharesRefusal('1.00', '0.00', limits)).toBe(SWITCH_TEXT.nothing);
  });
});

describe('switch fee = redemption fee + 补差 (never negative), in decimal', () => {
  /** The net-amount purchase fee at a rate: amount − amount / (1 + rate), to the fen. */
  const at = (rate: string) => (amount: Big) =>
    amount.minus(amount.div(new Big(1).plus(rate)).round(2, Big.roundHalfUp));

  it('adds the in-fund fee minus the out-fund fee on the switched amount', () => {
    const fees = { out: at('0.0008'), in: at('0.006') };
    const quote = switchFee({
      gross: new Big('10000.00'),
      redeemFee: new Big('10.00'),
      purchaseFee: (side, amount) => fees[side](amount),
    });
    // switched 9990.00: in fee 59.58, out fee 7.99 → 补差 51.59.
    expect(quote.diffFee.toFixed(2)).toBe('51.59');
    expect(quote.fee.toFixed(2)).toBe('61.59');
    expect(quote.inAmount.toFixed(2)).toBe('9938.41');
  });

  it('charges no 补差 when the in-fund fee is lower (never negative)', () => {
    const fees = { out: at('0.006'), in: at('0.0008') };
    const quote = switchFee({
      gross: new Big('10000.00'),
      redeemFee: new Big('0.00'),
      purchaseFee: (side, amount) => fees[side](amount),
    });
    expect(quote.diffFee.toFixed(2)).toBe('0.00');
    expect(quote.fee.toFixed(2)).toBe('0.00');
    expect(quote.inAmount.toFixed(2)).toBe('10000.00');
  });
});
