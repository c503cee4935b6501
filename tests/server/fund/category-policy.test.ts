import { Decimal } from '@/server/core/money';
import { findFund } from '@/server/fund/catalogue';
import { fund } from '@/server/fund/catalogue-defaults';
import { fundListItem } from '@/server/fund/list-item';
import type { NavPoint } from '@/server/fund/nav-generator';
import type { FundCategory, FundSpec } from '@/server/fund/types';
import { quoteRedeem, redeemRate } from '@/server/order/redeem/fee-rules';
import { CATEGORY_POLICY } from '@/shared/trading';

const CATEGORIES = Object.keys(CATEGORY_POLICY) as FundCategory[];
const equity = findFund('970031') as FundSpec;
/** The equity fund's terms under another category, its redemption fee 0.5 % in the first 30 days, then 0. */
const asCategory = (category: FundCategory): FundSpec => ({
  ...equity,
  category,
  fees: {
    ...equity.fees,
    redemption: [
      { fromDays: 0, rate: '0.005' },
      { fromDays: 30, rate: '0' },
    ],
  },
});
const d = (text: string) => new Decimal(text);

describe('the fund-category policy drives the back office rules', () => {
  it('shortHoldingFloor: held under 7 days pays at least 1.5 %, money-market funds the listed rate', () => {
    for (const category of CATEGORIES) {
      const floor = CATEGORY_POLICY[category].shortHoldingFloor;
      expect(redeemRate(asCategory(category), 3).toString()).toBe(floor ? '0.015' : '0.005');
      expect(redeemRate(asCategory(category), 7).toString()).toBe('0.005');
    }
    expect(redeemRate(asCategory('货币型'), 3).toString()).toBe('0.005');
    expect(redeemRate(asCategory('QDII'), 3).toString()).toBe('0.015');
  });

  it('shortHoldingFloor: the day from which a lot is redeemed without a fee is the 7th at the earliest', () => {
    const free = { ...equity.fees, redemption: [{ fromDays: 0, rate: '0' }] };
    for (const category of CATEGORIES) {
      const quote = quoteRedeem({
        fund: { ...asCategory(category), fees: free },
        lots: [{ id: 'L1', confirmDate: '20261102', shares: d('1000'), mode: 'A', purchaseNav: d('1') }],
        shares: d('1000'),
        nav: d('1.0000'),
        tradeDate: '20261104',
      });
      const floor = CATEGORY_POLICY[category].shortHoldingFloor;
      expect([quote.fee.toFixed(2), quote.lots[0].feeFreeFrom]).toEqual(
        floor ? ['15.00', '20261109'] : ['0.00', null],
      );
    }
  });

  it('dailyIncome: the list shows 七日年化收益率 and 万份收益, and the catalogue models a yield, not a NAV walk', () => {
    const history: NavPoint[] = [
      {
        date: '20261120',
        nav: '1.0000',
        totalNav: '1.0000',
        dividend: null,
        myriadIncome: '0.5123',
        sevenDayYield: '0.018765',
      },
    ];
    for (const category of CATEGORIES) {
      const daily = CATEGORY_POLICY[category].dailyIncome;
      const item = fundListItem(asCategory(category), history, '20261120', '20261123');
      expect([item.moneyMarket, item.currentRatio, item.perMyriadIncome]).toEqual(
        daily ? [true, '1.8765', '0.5123'] : [false, null, null],
      );
      const privateClass = CATEGORY_POLICY[category].privatePlan ? 'mixed' : null;
      expect(fund('979999', '测试产品', category, '0', 'R3', { privateClass }).model.kind).toBe(
        daily ? 'money-market' : 'nav',
      );
    }
  });

  it('privatePlan: the catalogue makes a private product (qualified investors, a private type named) of it', () => {
    for (const category of CATEGORIES) {
      const privatePlan = CATEGORY_POLICY[category].privatePlan;
      const spec = fund('979999', '测试产品', category, '0', 'R3', {
        privateClass: privatePlan ? 'mixed' : null,
      });
      expect([spec.productType, spec.qualifiedOnly]).toEqual(privatePlan ? ['3', true] : ['1', false]);
      expect(() =>
        fund('979999', '测试产品', category, '0', 'R3', { privateClass: privatePlan ? null : 'mixed' }),
      ).toThrow('a private product names its type');
    }
  });
});
