import type { FiguresWithheld } from '@/api/fund/contract';
import { FUND_STATUS, fundRiskLabel, labelOf, PRODUCT_CATEGORY } from '@/shared/enums';
import { formatMoney, formatPercent } from '@/shared/format';
import { productDetailUrl } from '@/shared/routing';
import { formatDate } from '@/shared/time';

/** What one row of the fund list shows, in words; rates keep their sign for colour and screen readers. */
export interface FundRow {
  code: string;
  name: string;
  /** Its 产品详情 (基金档案); a private plan's shows its documents only to those who may see them. */
  detailUrl: string | null;
  risk: string;
  /** R1–R5: the tag's colour class. */
  riskLevel: string;
  status: string;
  /** The product category in words (混合型, 货币型 …). */
  category: string;
  /** 单位净值 with its date, or 七日年化 and 万份收益 for a money-market fund. */
  value: string;
  valueNote: string;
  /** The value's own label and figure (单位净值 1.2345, 七日年化 2.3456%), as a card shows them apart. */
  valueLabel: string;
  valueFigure: string;
  rates: { threeMonth: RateCell; year: RateCell; total: RateCell };
  minFirst: string;
}

export interface RateCell {
  text: string;
  trend: 'up' | 'down' | 'flat';
}

/** The fields of a list item the row needs (FundListItem of api/fund/contract fits). */
export interface FundRowSource {
  fundCode: string;
  fundName: string;
  productType: string;
  productCategory: string;
  fundRiskLevel: string;
  fundStatus: string;
  moneyMarket: boolean;
  nav: string | null;
  navDate: string | null;
  threeMonthRate: string | null;
  yearRate: string | null;
  totalRate: string | null;
  currentRatio: string | null;
  perMyriadIncome: string | null;
  minFirstBalance: string;
  /** Set when a private product's figures are withheld from this investor (the row says why instead). */
  figuresWithheld: FiguresWithheld;
}

const CELL_TEXT = {
  sevenDay: (value: string) => `七日年化 ${value}`,
  myriad: (value: string) => `万份收益 ${value}`,
  navOn: (date: string) => `净值日期 ${date}`,
  nav: '单位净值',
  sevenDayLabel: '七日年化',
  empty: '--',
} as const;

function rate(value: string | null): RateCell {
  if (value === null || value.trim() === '') return { text: CELL_TEXT.empty, trend: 'flat' };
  const n = Number(value);
  const text = formatPercent(value);
  if (n > 0) return { text: `+${text}`, trend: 'up' };
  return { text, trend: n < 0 ? 'down' : 'flat' };
}

export function fundRow(item: FundRowSource): FundRow {
  const sevenDay =
    item.currentRatio === null ? CELL_TEXT.empty : formatPercent(item.currentRatio, { decimals: 4 });
  return {
    code: item.fundCode,
    name: item.fundName,
    detailUrl: productDetailUrl(item.fundCode),
    risk: fundRiskLabel(item.fundRiskLevel),
    riskLevel: item.fundRiskLevel,
    status: labelOf(FUND_STATUS, item.fundStatus),
    category: labelOf(PRODUCT_CATEGORY, item.productCategory),
    value: item.moneyMarket ? CELL_TEXT.sevenDay(sevenDay) : (item.nav ?? CELL_TEXT.empty),
    valueLabel: item.moneyMarket ? CELL_TEXT.sevenDayLabel : CELL_TEXT.nav,
    valueFigure: item.moneyMarket ? sevenDay : (item.nav ?? CELL_TEXT.empty),
    valueNote: item.moneyMarket
      ? CELL_TEXT.myriad(item.perMyriadIncome ?? CELL_TEXT.empty)
      : CELL_TEXT.navOn(formatDate(item.navDate)),
    rates: { threeMonth: rate(item.threeMonthRate), year: rate(item.yearRate), total: rate(item.totalRate) },
    minFirst: formatMoney(item.minFirstBalance),
  };
}
