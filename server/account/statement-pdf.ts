import type {
  ConfirmRecordItem,
  DividendItem,
  HoldingItem,
  TradeRecordItem,
} from '@/api/account/contract-assets';
import { BUSINESS_TYPE, CONFIRMATION_STATUS, DIVIDEND_MODE, ORDER_STATUS } from '@/shared/enums/fund';
import { dashed, formatShanghaiSecond, shanghaiYyyyMmDd } from '@/shared/time';

import type { PdfDocument } from '../core/pdf/renderer';

/**
 * The account's PDFs in the portal's layout (core/pdf/layout.ts, the CJK font): trade records with
 * their confirmations, dividends, the e-mailed bill and the asset certificate. One line per record, so a
 * reader (and the test) finds each record's fund, date and amount together.
 */

export const TRADE_PDF_TITLE = '交易记录';
export const DIVIDEND_PDF_TITLE = '分红记录';
export const BILL_TITLE = '对账单';
export const CERTIFICATE_TITLE = '资产证明';

interface Header {
  investor: string;
  now: number;
  beginDate: string;
  endDate: string;
}

const meta = (h: Header, count: string) =>
  `> 投资者 ${h.investor} · 期间 ${dashed(h.beginDate)} 至 ${dashed(h.endDate)} · 生成于 ${formatShanghaiSecond(h.now)} · ${count}`;

/**
 * A statement whose period ended before today cannot change any more: it is kept under what it shows
 * except the moment it was generated (the same lines with the 生成于 part left out).
 */
function statement(h: Header, title: string, lines: string[]): PdfDocument {
  const source = lines.join('\n');
  const finished = h.endDate < shanghaiYyyyMmDd(h.now);
  const generated = ` · 生成于 ${formatShanghaiSecond(h.now)}`;
  return { title, source, keepAs: finished ? source.replace(generated, '') : undefined };
}

const tradeLine = (r: TradeRecordItem) =>
  `${dashed(r.applyDate)} ${BUSINESS_TYPE[r.businessType]} ${r.fundName}（${r.fundCode}） ` +
  `${r.applySum ? `金额 ${r.applySum} 元` : `份额 ${r.applyShare ?? '0.00'} 份`} ${ORDER_STATUS[r.orderStatus]} 申请单号 ${r.appNo}`;

const confirmLine = (c: ConfirmRecordItem) =>
  `${dashed(c.confirmDate)} ${BUSINESS_TYPE[c.businessType]}${CONFIRMATION_STATUS[c.confirmStatus]} ${c.fundName}（${c.fundCode}） ` +
  `确认金额 ${c.confirmedAmount} 元 确认份额 ${c.confirmedShares} 份 净值 ${c.nav ?? '-'} 手续费 ${c.fee} 元` +
  (c.refund !== '0.00' ? ` 退款 ${c.refund} 元` : '');

const dividendLine = (d: DividendItem) =>
  `${dashed(d.exDate)} ${d.fundName}（${d.fundCode}） ${DIVIDEND_MODE[d.dividendType]} 每份 ${d.perShare} 元 ` +
  `持有 ${d.shares} 份 分红 ${d.amount} 元` +
  (d.dividendType === '0' ? ` 再投资 ${d.reinvestShares} 份` : '');

const holdingLine = (h: HoldingItem) =>
  `${h.fundName}（${h.fundCode}） 份额 ${h.shares} 份 净值 ${h.nav ?? '-'} 市值 ${h.marketValue} 元 ` +
  `持有成本 ${h.cost} 元 持有收益 ${h.holdingIncome} 元`;

const none = '本期间无记录。';

export function tradeDocument(
  h: Header,
  trades: TradeRecordItem[],
  confirms: ConfirmRecordItem[],
): PdfDocument {
  const lines = [`# ${TRADE_PDF_TITLE}`, meta(h, `申请 ${trades.length} 笔 · 确认 ${confirms.length} 笔`)];
  lines.push('## 交易申请', ...(trades.length ? trades.map(tradeLine) : [none]));
  lines.push('## 交易确认', ...(confirms.length ? confirms.map(confirmLine) : [none]));
  return statement(h, TRADE_PDF_TITLE, lines);
}

export function dividendDocument(h: Header, dividends: DividendItem[]): PdfDocument {
  const lines = [`# ${DIVIDEND_PDF_TITLE}`, meta(h, `共 ${dividends.length} 笔`)];
  lines.push('## 分红明细', ...(dividends.length ? dividends.map(dividendLine) : [none]));
  return statement(h, DIVIDEND_PDF_TITLE, lines);
}

export function billDocument(
  h: Header & { totalAssets: string },
  holdings: HoldingItem[],
  confirms: ConfirmRecordItem[],
): PdfDocument {
  const lines = [`# ${BILL_TITLE}`, meta(h, `期末资产 ${h.totalAssets} 元`)];
  lines.push('## 期末持仓', ...(holdings.length ? holdings.map(holdingLine) : ['期末无持仓。']));
  lines.push('## 本期交易确认', ...(confirms.length ? confirms.map(confirmLine) : [none]));
  return statement(h, BILL_TITLE, lines);
}

export function certificateDocument(
  c: { investor: string; idNo: string; now: number; asOf: string; totalAssets: string; code: string },
  holdings: HoldingItem[],
): PdfDocument {
  const lines = [
    `# ${CERTIFICATE_TITLE}`,
    `> 核验码 ${c.code} · 出具于 ${formatShanghaiSecond(c.now)}`,
    `兹证明投资者 ${c.investor}（证件号码 ${c.idNo}）截至 ${dashed(c.asOf)} 在本公司持有的基金资产按当日净值计算合计 ${c.totalAssets} 元，明细如下。`,
    '## 资产明细',
    ...(holdings.length ? holdings.map(holdingLine) : ['无持仓。']),
    '## 核验方式',
    `登录国证资管官网，在“资产证明核验”处输入核验码 ${c.code}，可核对本证明的持有人、日期与金额。本证明不作为收益承诺。`,
  ];
  // Each certificate has its own verification code: never kept.
  return { title: CERTIFICATE_TITLE, source: lines.join('\n') };
}
