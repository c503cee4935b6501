import { isTradingDay } from '@/server/core/calendar';
import { parseRate, parseYuan } from '@/server/core/money';
import { CATALOGUE, findFund } from '@/server/fund/catalogue';
import { PRIVATE_MINIMUM } from '@/server/fund/catalogue-defaults';
import { INVESTMENT_HORIZON, INVESTMENT_VARIETY } from '@/server/fund/types';

const codes = (pick: (f: (typeof CATALOGUE)[number]) => boolean) => CATALOGUE.filter(pick).map((f) => f.code);

describe('the fund catalogue', () => {
  it('has at least 16 funds with unique six-digit codes and unique names', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(16);
    expect(new Set(CATALOGUE.map((f) => f.code)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((f) => f.name)).size).toBe(CATALOGUE.length);
    for (const f of CATALOGUE) expect(f.code).toMatch(/^\d{6}$/);
    expect(findFund('970031')?.name).toBe('国证资管稳健配置混合');
    expect(findFund('999999')).toBeUndefined();
  });

  it('covers every fund status of spec §3, R1–R5, public and private', () => {
    const statuses = new Set(CATALOGUE.map((f) => f.status));
    expect([...statuses].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a']);
    expect(new Set(CATALOGUE.map((f) => f.risk))).toEqual(new Set(['R1', 'R2', 'R3', 'R4', 'R5']));
    for (const productType of ['1', '3'] as const) {
      const ofType = CATALOGUE.filter((f) => f.productType === productType);
      expect(new Set(ofType.map((f) => f.risk)).size).toBe(5);
    }
  });

  it('sells every private product to qualified investors only, and no public fund', () => {
    for (const f of CATALOGUE) expect(f.qualifiedOnly).toBe(f.productType === '3');
  });

  it('has the special cases the pages must show', () => {
    expect(codes((f) => f.fees.backEnd !== null)).toEqual(['970031', '970051']);
    expect(codes((f) => f.model.kind === 'money-market')).toEqual(['970001', '970002', '970003']);
    expect(codes((f) => f.productType === '1' && f.documents.summary === null)).toEqual(['970091']);
    expect(codes((f) => f.horizon === null || f.variety === null)).toEqual(['970081']);
    expect(codes((f) => f.limits.maxPerDay !== null)).toEqual(['970003', '970041', '970061']);
    expect(codes((f) => !f.white)).toEqual(['970052', '980006', '980010']);
    // Issue 14: one private product lacks its contract (980007), one its risk disclosure (980004).
    expect(codes((f) => f.productType === '3' && f.documents.contract === null)).toEqual(['980007']);
    expect(codes((f) => f.productType === '3' && f.documents.riskDisclosure === null)).toEqual(['980004']);
    for (const f of CATALOGUE.filter((f) => f.productType === '3')) {
      if (f.code !== '980007') expect(f.documents.contract?.fileName).toBe(`${f.name}资产管理合同.pdf`);
      if (f.code !== '980004') expect(f.documents.riskDisclosure?.fileName).toBe(`${f.name}风险揭示书.pdf`);
    }
  });

  it('dates funds consistently: established funds have a trading-day inception, raising ones a raise period', () => {
    for (const f of CATALOGUE) {
      const established = !['1', '2', '3'].includes(f.status);
      expect([f.code, f.inception !== null]).toEqual([f.code, established]);
      expect([f.code, f.raise !== null]).toEqual([f.code, !established]);
      if (f.inception) expect([f.code, isTradingDay(f.inception)]).toEqual([f.code, true]);
      if (f.raise) expect(f.raise.from < f.raise.to).toBe(true);
      expect([f.code, f.lastNavDate !== null]).toEqual([f.code, f.status === 'a']);
      if (f.lastNavDate)
        expect(isTradingDay(f.lastNavDate) && f.lastNavDate > (f.inception as string)).toBe(true);
      for (const dividend of f.dividends) {
        expect(isTradingDay(dividend.exDate) && dividend.exDate > (f.inception as string)).toBe(true);
      }
    }
  });

  it('confirms QDII and FOF on T+2 and every other fund (money-market, ordinary open-end, private plans) on T+1', () => {
    for (const f of CATALOGUE) {
      expect([f.code, f.confirmDays]).toEqual([
        f.code,
        f.category === 'QDII' || f.category === 'FOF' ? 2 : 1,
      ]);
      expect(f.payoutDays).toBeGreaterThanOrEqual(1);
    }
  });

  it('has well-formed fee tables: tiers from 0 ascending, at least 1.5 % under 7 days but for money-market funds', () => {
    for (const f of CATALOGUE) {
      const tables = [f.fees.purchase, ...(f.fees.subscription ? [f.fees.subscription] : [])];
      for (const table of tables) {
        expect(table.tiers[0].from).toBe('0');
        const froms = table.tiers.map((t) => Number(t.from));
        expect(froms).toEqual([...froms].sort((a, b) => a - b));
      }
      const [first, second] = f.fees.redemption;
      expect(first.fromDays).toBe(0);
      if (f.category === '货币型') {
        expect(parseRate(first.rate).toString()).toBe('0');
      } else {
        expect(parseRate(first.rate).gte('0.015')).toBe(true);
        expect(second.fromDays).toBeGreaterThanOrEqual(7);
      }
    }
  });

  it('has parseable limits, with the asset-management minimums for private products', () => {
    for (const f of CATALOGUE) {
      const { minFirst, minAdditional, maxPerDay } = f.limits;
      expect(parseYuan(minFirst).gt('0') && parseYuan(minAdditional).gt('0')).toBe(true);
      if (maxPerDay) expect(parseYuan(maxPerDay).gt(minFirst)).toBe(true);
      if (f.productType === '3') expect(f.privateClass).not.toBeNull();
      else expect(f.privateClass).toBeNull();
    }
    expect(findFund('970002')?.limits.minFirst).toBe('5000000');
  });

  it('a private product’s minimum follows its product type, not its risk level: fixed income 30万, mixed 40万, equity, commodity and derivative 100万, 私募基金 100万 (P2)', () => {
    expect(PRIVATE_MINIMUM).toEqual({
      fixedIncome: '300000',
      mixed: '400000',
      equity: '1000000',
      commodityDerivative: '1000000',
      privateFund: '1000000',
    });
    for (const f of CATALOGUE.filter((spec) => spec.privateClass !== null))
      expect([f.code, f.limits.minFirst]).toEqual([f.code, PRIVATE_MINIMUM[f.privateClass ?? 'privateFund']]);
    // 980003 is a fixed-income plan rated R3: 30万, not the 40万 its risk level gave.
    expect(findFund('980003')).toMatchObject({ risk: 'R3', privateClass: 'fixedIncome' });
    expect(findFund('980003')?.limits.minFirst).toBe('300000');
    expect(findFund('980010')).toMatchObject({ privateClass: 'commodityDerivative' });
    expect(findFund('980010')?.limits.minFirst).toBe('1000000');
  });

  it('names suitability factors from the shared code lists', () => {
    for (const f of CATALOGUE) {
      if (f.horizon) expect(Object.keys(INVESTMENT_HORIZON)).toContain(f.horizon);
      if (f.variety) expect(Object.keys(INVESTMENT_VARIETY)).toContain(f.variety);
    }
  });
});
