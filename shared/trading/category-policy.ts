import { PRODUCT_CATEGORY } from '../enums/fund';

/** A product category in the spec's words (货币型, QDII, 集合资产管理计划 …), the back office's FundCategory. */
export type CategoryWord = (typeof PRODUCT_CATEGORY)[keyof typeof PRODUCT_CATEGORY];

/**
 * What a fund's category decides, read by every rule that depends on it (fees, quotes, income, 快速取现, dividend
 * modes, 基金转换): a new kind of fund is a row here, a new per-category rule a field here and the rule reading it.
 */
export interface CategoryPolicy {
  /** Redemptions held under 7 days pay at least 1.5 % (流动性风险管理规定 art. 23); money-market funds are exempt. */
  shortHoldingFloor: boolean;
  /**
   * 每日分配收益: the NAV stays at 1, the fund publishes 七日年化收益率 and 万份收益, and each day's income is
   * carried into shares (货币市场基金监督管理办法); a full redemption settles the income with it.
   */
  dailyIncome: boolean;
  /** 快速取现 (T+0 redemption from the company's pool) may be offered. */
  quickCash: boolean;
  /** 分红方式 fixed to 红利再投资: the investor cannot choose cash dividends. */
  reinvestOnly: boolean;
  /** Its shares may be switched into a fund whose purchases are suspended (停止申购): no purchase by the back door. */
  switchesIntoSuspended: boolean;
  /** Its shares are switched only into a fund of the same category (QDII into QDII). */
  switchesWithinCategory: boolean;
  /** 资产管理计划: a private product (qualified investors, contract and risk disclosure, its own minimums). */
  privatePlan: boolean;
}

const ORDINARY: CategoryPolicy = {
  shortHoldingFloor: true,
  dailyIncome: false,
  quickCash: false,
  reinvestOnly: false,
  switchesIntoSuspended: true,
  switchesWithinCategory: false,
  privatePlan: false,
};

export const CATEGORY_POLICY: Readonly<Record<CategoryWord, CategoryPolicy>> = {
  货币型: {
    ...ORDINARY,
    shortHoldingFloor: false,
    dailyIncome: true,
    quickCash: true,
    reinvestOnly: true,
    switchesIntoSuspended: false,
  },
  债券型: ORDINARY,
  混合型: ORDINARY,
  股票型: ORDINARY,
  指数型: ORDINARY,
  QDII: { ...ORDINARY, switchesWithinCategory: true },
  FOF: ORDINARY,
  集合资产管理计划: { ...ORDINARY, privatePlan: true },
  单一资产管理计划: { ...ORDINARY, privatePlan: true },
};

const has = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** The policy of a category named in words; a category the table does not know is an ordinary fund's. */
export function categoryPolicy(category: string): CategoryPolicy {
  return has(CATEGORY_POLICY, category) ? CATEGORY_POLICY[category as CategoryWord] : ORDINARY;
}

/** The policy of a productCategory code ('1' 货币型 …), as the pages receive it. */
export function categoryPolicyOfCode(productCategory: string): CategoryPolicy {
  const words: Readonly<Record<string, string>> = PRODUCT_CATEGORY;
  return categoryPolicy(has(words, productCategory) ? words[productCategory] : '');
}
