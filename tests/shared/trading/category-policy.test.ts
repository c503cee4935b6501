import { PRODUCT_CATEGORY } from '@/shared/enums/fund';
import {
  CATEGORY_POLICY,
  categoryPolicyOfCode,
  dividendModesOf,
  SWITCH_TEXT,
  switchRefusal,
  type CategoryWord,
  type SwitchFund,
} from '@/shared/trading';

const CATEGORIES = Object.keys(CATEGORY_POLICY) as CategoryWord[];
const CODES = Object.keys(PRODUCT_CATEGORY) as Array<keyof typeof PRODUCT_CATEGORY>;

/** A public fund of `category`, open for switching on the manager's registrar. */
const fund = (code: string, category: string, status = '0'): SwitchFund => ({
  code,
  category,
  productType: '1',
  status,
  registrar: '国证资产管理有限公司',
  switchOut: true,
  switchIn: true,
});

describe('the fund-category policy (one row per category, read by every rule that depends on it)', () => {
  it('has a row for every productCategory of the wire contract, found by its code too', () => {
    expect(CATEGORIES.sort()).toEqual(Object.values(PRODUCT_CATEGORY).sort());
    for (const code of CODES)
      expect(categoryPolicyOfCode(code)).toBe(CATEGORY_POLICY[PRODUCT_CATEGORY[code]]);
    expect(categoryPolicyOfCode('1')).toMatchObject({
      reinvestOnly: true,
      quickCash: true,
      dailyIncome: true,
    });
  });

  it('reinvestOnly: the dividend modes offered are 红利再投资 only, else cash first (the default)', () => {
    for (const code of CODES) {
      const expected = CATEGORY_POLICY[PRODUCT_CATEGORY[code]].reinvestOnly ? ['0'] : ['1', '0'];
      expect(dividendModesOf(code)).toEqual(expected);
    }
    expect(dividendModesOf('1')).toEqual(['0']);
  });

  it('switchesIntoSuspended: a fund whose purchases are suspended takes the switch or refuses it', () => {
    for (const category of CATEGORIES.filter((c) => !CATEGORY_POLICY[c].privatePlan)) {
      const refusal = switchRefusal(fund('970001', category), fund('970031', category, '5'));
      expect(refusal).toBe(
        CATEGORY_POLICY[category].switchesIntoSuspended ? null : SWITCH_TEXT.moneyMarketIntoSuspended,
      );
    }
    expect(switchRefusal(fund('970001', '货币型'), fund('970031', '混合型', '5'))).toBe(
      '转入基金暂停申购，货币市场基金不能转换转入',
    );
  });

  it('switchesWithinCategory: its shares go only into a fund of the same category', () => {
    for (const category of CATEGORIES.filter((c) => !CATEGORY_POLICY[c].privatePlan)) {
      const other = category === '股票型' ? '债券型' : '股票型';
      expect(switchRefusal(fund('970001', category), fund('970031', other))).toBe(
        CATEGORY_POLICY[category].switchesWithinCategory ? SWITCH_TEXT.qdiiToDomestic : null,
      );
      expect(switchRefusal(fund('970001', category), fund('970031', category))).toBeNull();
    }
    expect(switchRefusal(fund('970091', 'QDII'), fund('970031', '股票型'))).toBe(
      'QDII基金不能转换为非QDII基金',
    );
  });
});
