import { Decimal } from '@/server/core/money';
import { EQUITY_FEES, MONEY_MARKET_FEES, PRIVATE_FEES } from '@/server/fund/fee-schedules';
import type { PurchaseFeeTable } from '@/server/fund/types';
import {
  discountedRate,
  feeTierRows,
  quotePurchaseFee,
  type SalesChannel,
  sharesFor,
  tierFor,
} from '@/server/order/buy/rules';

const yuan = (text: string) => new Decimal(text);
const quote = (
  table: PurchaseFeeTable,
  amount: string,
  channel: SalesChannel = 'counter',
  mode: 'A' | 'B' = 'A',
) => {
  const q = quotePurchaseFee({ table, amount: yuan(amount), mode, channel, backEndOffered: true });
  return {
    listRate: q.listRate?.toString() ?? null,
    rate: q.rate?.toString() ?? null,
    fixed: q.fixed?.toString() ?? null,
    listFee: q.listFee.toFixed(2),
    fee: q.fee.toFixed(2),
    net: q.net.toFixed(2),
  };
};

describe('purchase fee tiers', () => {
  it.each([
    ['999999.99', '0.015'],
    ['1000000', '0.01'],
    ['4999999.99', '0.01'],
  ])('%s yuan falls in the %s tier', (amount, rate) => {
    expect(tierFor(EQUITY_FEES.purchase, yuan(amount))).toEqual({ from: expect.any(String), rate });
  });

  it('charges the fixed 1000 yuan from 5 million on, never discounted', () => {
    const expected = {
      listRate: null,
      rate: null,
      fixed: '1000',
      listFee: '1000.00',
      fee: '1000.00',
      net: '4999000.00',
    };
    expect(quote(EQUITY_FEES.purchase, '5000000')).toEqual(expected);
    expect(quote(EQUITY_FEES.purchase, '5000000', 'online')).toEqual(expected);
  });
});

describe('the net-amount method', () => {
  it('gives the prospectus example: 100 000 yuan at 1.5 % and NAV 1.0500', () => {
    const q = quote(EQUITY_FEES.purchase, '100000');
    expect(q).toMatchObject({ rate: '0.015', fee: '1477.83', net: '98522.17' });
    expect(sharesFor(yuan(q.net), yuan('1.0500')).toFixed(2)).toBe('93830.64');
  });

  it('rounds the net amount half-up to the fen, and fee + net is the amount', () => {
    // 1000 / 1.015 = 985.2216…; 10 / 1.015 = 9.8522…
    expect(quote(EQUITY_FEES.purchase, '1000')).toMatchObject({ fee: '14.78', net: '985.22' });
    expect(quote(EQUITY_FEES.purchase, '10')).toMatchObject({ fee: '0.15', net: '9.85' });
  });

  it('charges nothing at a zero rate', () => {
    expect(quote(MONEY_MARKET_FEES.purchase, '12345.67')).toMatchObject({ fee: '0.00', net: '12345.67' });
  });
});

describe('the online direct-sales discount', () => {
  it('charges 4折 of the list rate online, and shows the list fee beside it', () => {
    expect(quote(EQUITY_FEES.purchase, '100000', 'online')).toEqual({
      listRate: '0.015',
      rate: '0.006',
      fixed: null,
      listFee: '1477.83',
      fee: '596.42',
      net: '99403.58',
    });
  });

  it('never discounts below the floor, charges a rate under the floor as listed, and nothing at the counter', () => {
    const table = EQUITY_FEES.purchase;
    expect(discountedRate(yuan('0.01'), table, 'online').toString()).toBe('0.006');
    expect(discountedRate(yuan('0.005'), table, 'online').toString()).toBe('0.005');
    expect(discountedRate(yuan('0.006'), table, 'online').toString()).toBe('0.006');
    expect(discountedRate(yuan('0.015'), table, 'counter').toString()).toBe('0.015');
    expect(discountedRate(yuan('0.01'), PRIVATE_FEES.purchase, 'online').toString()).toBe('0.01');
  });
});

describe('back-end mode', () => {
  it('takes no fee at purchase', () => {
    expect(quote(EQUITY_FEES.purchase, '100000', 'online', 'B')).toEqual({
      listRate: null,
      rate: null,
      fixed: null,
      listFee: '0.00',
      fee: '0.00',
      net: '100000.00',
    });
  });

  it('is refused for a fund without a back-end class', () => {
    expect(() =>
      quotePurchaseFee({
        table: EQUITY_FEES.purchase,
        amount: yuan('100'),
        mode: 'B',
        channel: 'online',
        backEndOffered: false,
      }),
    ).toThrow('该产品不支持后端收费');
  });
});

describe('refusals', () => {
  it('refuses a zero amount and a zero NAV', () => {
    expect(() => quote(EQUITY_FEES.purchase, '0')).toThrow('购买金额须大于0元');
    expect(() => sharesFor(yuan('100'), yuan('0'))).toThrow('净值必须大于0');
  });

  it('never charges a fixed fee above the amount', () => {
    const table: PurchaseFeeTable = { tiers: [{ from: '0', fixed: '1000' }], onlineDiscount: null };
    expect(quote(table, '500')).toMatchObject({ fee: '500.00', net: '0.00' });
  });
});

describe('the fee table as the rate pages show it', () => {
  const rows = (channel: SalesChannel) =>
    feeTierRows(EQUITY_FEES.purchase, channel).map((row) =>
      [row.minAmount, row.maxAmount, row.rate, row.discountedRate, row.fixedFee].map(
        (v) => v?.toString() ?? null,
      ),
    );

  it('lists each tier with its bounds, list rate, the rate the channel pays, or the fixed fee', () => {
    expect(rows('online')).toEqual([
      ['0', '1000000', '0.015', '0.006', null],
      ['1000000', '5000000', '0.01', '0.006', null],
      ['5000000', null, null, null, '1000'],
    ]);
    expect(rows('counter')[1]).toEqual(['1000000', '5000000', '0.01', '0.01', null]);
  });
});
