import { findFund } from '@/server/fund/catalogue';
import {
  allowedBusinesses,
  businessRefusal,
  navPublishedThrough,
  tradingTimeCheck,
} from '@/server/fund/rules';
import type { FundSpec } from '@/server/fund/types';

const spec = (code: string) => findFund(code) as FundSpec;
const shanghai = (iso: string) => Date.parse(`${iso}+08:00`);

describe('what a fund status allows', () => {
  it.each([
    ['0', ['Purchase', 'Redeem', 'BonusWay']],
    ['1', ['Subscribe']],
    ['2', ['BookPurchase']],
    ['3', []],
    ['4', ['BookPurchase', 'BookRedeem', 'BonusWay']],
    ['5', ['Redeem', 'BonusWay']],
    ['6', ['Purchase', 'BonusWay']],
    ['7', ['Purchase', 'Redeem']],
    ['8', ['Purchase', 'Redeem', 'BonusWay']],
    ['9', []],
    ['a', []],
  ] as const)('status %s allows %j', (status, businesses) => {
    expect(allowedBusinesses(status)).toEqual(businesses);
  });

  it('says why a business is refused, in the status and business names', () => {
    expect(businessRefusal(spec('970013'), 'Purchase', '20261123')).toBe(
      '该产品当前状态为停止申购，不能办理申购',
    );
    expect(businessRefusal(spec('970012'), 'Redeem', '20261123')).toBe(
      '该产品当前状态为停止赎回，不能办理赎回',
    );
    expect(businessRefusal(spec('970071'), 'Purchase', '20261123')).toBe(
      '该产品当前状态为终止，不能办理申购',
    );
    expect(businessRefusal(spec('970031'), 'Purchase', '20261123')).toBeNull();
  });

  it('takes subscriptions only within the raise period, both ends included', () => {
    const raising = spec('970032');
    expect(businessRefusal(raising, 'Subscribe', '20261116')).toBeNull();
    expect(businessRefusal(raising, 'Subscribe', '20261211')).toBeNull();
    expect(businessRefusal(raising, 'Subscribe', '20261212')).toBe(
      '该产品认购期为2026-11-16至2026-12-11，当前不在认购期内',
    );
    expect(businessRefusal(raising, 'Purchase', '20261123')).toBe('该产品当前状态为认购期，不能办理申购');
  });
});

describe('the trading-time validation', () => {
  it('lets a public fund take orders at any time, for the trade date of that moment', () => {
    const at = (iso: string) => tradingTimeCheck(spec('970031'), 'Purchase', shanghai(iso));
    expect(at('2026-11-23T14:59:59')).toEqual({
      isTrade: true,
      tradeStatus: '1',
      date: '20261123',
      message: null,
    });
    expect(at('2026-11-23T15:00:00')).toEqual({
      isTrade: true,
      tradeStatus: '2',
      date: '20261124',
      message: null,
    });
    expect(at('2026-11-21T22:00:00')).toEqual({
      isTrade: true,
      tradeStatus: '2',
      date: '20261123',
      message: null,
    });
  });

  it('lets a private product take orders on trading days from 09:30 to before 15:00 only', () => {
    const plan = spec('980001');
    const at = (iso: string) => tradingTimeCheck(plan, 'Purchase', shanghai(iso));
    const closed = {
      isTrade: false,
      tradeStatus: '0',
      message: '当前为非交易时间，该产品仅在交易日9:30-15:00受理',
    };
    expect(at('2026-11-23T09:29:59')).toEqual({ ...closed, date: '20261123' });
    expect(at('2026-11-23T09:30:00')).toEqual({
      isTrade: true,
      tradeStatus: '1',
      date: '20261123',
      message: null,
    });
    expect(at('2026-11-23T14:59:59').isTrade).toBe(true);
    expect(at('2026-11-23T15:00:00')).toEqual({ ...closed, date: '20261124' });
    expect(at('2026-11-21T10:00:00')).toEqual({ ...closed, date: '20261123' });
  });

  it('refuses a business the status does not allow, whatever the time', () => {
    expect(tradingTimeCheck(spec('970013'), 'Purchase', shanghai('2026-11-23T10:00:00'))).toEqual({
      isTrade: false,
      tradeStatus: '0',
      date: null,
      message: '该产品当前状态为停止申购，不能办理申购',
    });
  });
});

describe('when NAVs are published', () => {
  it('publishes a trading day at 20:00, so before that the latest NAV is the previous trading day', () => {
    expect(navPublishedThrough(shanghai('2026-11-23T19:59:59'))).toBe('20261120');
    expect(navPublishedThrough(shanghai('2026-11-23T20:00:00'))).toBe('20261123');
    expect(navPublishedThrough(shanghai('2026-11-22T12:00:00'))).toBe('20261120');
    expect(navPublishedThrough(shanghai('2026-10-08T09:00:00'))).toBe('20260930');
  });
});
