import type { DividendMode } from '@/shared/enums/fund';

import { categoryPolicyOfCode } from './category-policy';

/**
 * The dividend modes a fund offers, its default first: a money-market fund distributes its income daily by
 * reinvestment only (货币市场基金监督管理办法), every other fund defaults to cash as its contract says. The
 * redeem page offers these; the back office refuses any other and takes the first when an order names none.
 */
export const dividendModesOf = (productCategory: string): readonly DividendMode[] =>
  categoryPolicyOfCode(productCategory).reinvestOnly ? ['0'] : ['1', '0'];
