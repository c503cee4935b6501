import type { FastifyRequest } from 'fastify';

import type { FiguresWithheld, FundListItem } from '@/api/fund/contract';
import { isPrivateProduct } from '@/shared/enums/fund';
import { shanghaiParts, type YyyyMmDd } from '@/shared/time';

import { authenticate } from '../auth/guard';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { BusinessError } from '../core/http/envelope';

/** The investor's standing that decides what they may see of a private product; null: nobody signed in. */
export interface ViewerStanding {
  qualifiedEnd: YyyyMmDd | null;
  professionalEnd: YyyyMmDd | null;
  riskEnd: YyyyMmDd | null;
}

const valid = (end: YyyyMmDd | null, today: YyyyMmDd) => end !== null && end >= today;

/**
 * 特定对象确定 (募集行为管理办法): a private product is promoted only to an investor who is a valid qualified
 * (or professional) investor and holds a valid risk test; everyone else gets the reason instead of its NAV,
 * returns and fee table.
 */
export function privateFiguresWithheld(viewer: ViewerStanding | null, today: YyyyMmDd): FiguresWithheld {
  if (!viewer) return 'signIn';
  if (!valid(viewer.qualifiedEnd, today) && !valid(viewer.professionalEnd, today)) return 'qualification';
  if (!valid(viewer.riskEnd, today)) return 'riskTest';
  return null;
}

export const standingOf = (account: AccountRow): ViewerStanding => ({
  qualifiedEnd: account.qualified_end,
  professionalEnd: account.professional_end,
  riskEnd: account.risk === null ? null : account.risk_end_date,
});

/** The signed-in caller of a public call, or null (no session, an ended one, a password still to change). */
function signedIn(ctx: Context, request: FastifyRequest): AccountRow | null {
  try {
    return authenticate(ctx, request).account;
  } catch (error) {
    if (error instanceof BusinessError) return null;
    throw error;
  }
}

/** What this caller may see of private products today: null all of it, else why the figures are withheld. */
export function privateFiguresFor(ctx: Context, request: FastifyRequest): FiguresWithheld {
  const account = signedIn(ctx, request);
  return privateFiguresWithheld(account && standingOf(account), shanghaiParts(ctx.clock.now()).date);
}

/**
 * What a signed-in investor (a call that needs the session) may see of this product's figures today: a
 * public fund's all, a private product's by the same rule as the fund list (privateFiguresWithheld).
 */
export function productFiguresFor(ctx: Context, account: AccountRow, productType: string): FiguresWithheld {
  if (!isPrivateProduct(productType)) return null;
  return privateFiguresWithheld(standingOf(account), shanghaiParts(ctx.clock.now()).date);
}

/**
 * Whether the caller finds private products in the list and the searches at all (trading-rules P11): a
 * signed-in investor does, figures withheld until qualified (the row leads to the certification); the public
 * does not, not even by name and minimum.
 */
export const privateListed = (withheld: FiguresWithheld) => withheld !== 'signIn';

/** The item as this caller may see it: a private product's NAV, returns and yields withheld, and why. */
export function withPrivateFigures(item: FundListItem, withheld: FiguresWithheld): FundListItem {
  if (!isPrivateProduct(item.productType) || withheld === null) return item;
  return {
    ...item,
    nav: null,
    navDate: null,
    totalNav: null,
    threeMonthRate: null,
    yearRate: null,
    totalRate: null,
    currentRatio: null,
    perMyriadIncome: null,
    figuresWithheld: withheld,
  };
}
