import type { DividendMode } from '@/shared/enums/fund';

import { categoryPolicyOfCode } from './category-policy';

/**
 * The dividend modes a fund offers, its default first: a money-market fund distributes its income daily by
 * reinvestment only (货币市场基金监督管理办法), every other fund defaults to cash as its contract says. The
 * redeem page offers these; the back office refuses any other and takes the first when an order names none.
 */
/** What a dividend mode change says, written once: the back office's answer and the redeem page's. */
export const DIVIDEND_CHANGE_TEXT = {
  submitted: '分红方式修改申请已提交，请稍后在交易查询中查看结果',
  pending: '您的分红方式修改申请尚未生效，请勿重复申请',
} as const;

export const dividendModesOf = (productCategory: string): readonly DividendMode[] =>
  categoryPolicyOfCode(productCategory).reinvestOnly ? ['0'] : ['1', '0'];
