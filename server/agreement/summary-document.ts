import { createHash } from 'node:crypto';

import { FUND_RISK } from '@/shared/enums/risk';
import { dashed } from '@/shared/time';

import { Decimal } from '../core/money';
import { INVESTMENT_HORIZON, INVESTMENT_VARIETY, type FundSpec, type PurchaseFeeTable } from '../fund/types';

export interface ProductDocument {
  noticeCode: string;
  fileName: string;
  /** Where the portal opens it (served by server/agreement/routes.ts). */
  path: string;
  html: string;
  /** SHA-256 (hex) of the served bytes: what the evidence of a confirmation records. */
  hash: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
const percent = (rate: string) => `${new Decimal(rate).times('100').toString()}%`;
const yuan = (amount: string) => `${new Decimal(amount).toString()}元`;

function feeRows(table: PurchaseFeeTable): string[] {
  return table.tiers.map((tier, i) => {
    const next = table.tiers[i + 1];
    const range = next ? `${yuan(tier.from)}（含）至${yuan(next.from)}` : `${yuan(tier.from)}（含）以上`;
    const charge = 'fixed' in tier ? `每笔${yuan(tier.fixed)}` : percent(tier.rate);
    return `<tr><td>${range}</td><td>${charge}</td></tr>`;
  });
}

/**
 * A public fund's product summary (产品资料概要), rendered from its terms in the database: the same terms
 * always give the same bytes, so the hash recorded with a confirmation identifies what the investor read.
 */
export function summaryDocument(spec: FundSpec): ProductDocument | null {
  const summary = spec.documents.summary;
  if (!summary) return null;
  const { limits, fees } = spec;
  // Served as HTML (rendered from the terms), whatever extension the catalogue's file name carries.
  const fileName = summary.fileName.replace(/\.pdf$/i, '.html');
  const lines = [
    '<!doctype html>',
    '<html lang="zh-CN"><head><meta charset="utf-8">',
    `<title>${escape(fileName)}</title></head><body>`,
    `<h1>${escape(spec.name)}产品资料概要</h1>`,
    '<p>本概要提供本基金的重要信息，是招募说明书的一部分。作出投资决定前，请阅读完整的招募说明书等销售文件。</p>',
    '<h2>一、产品概况</h2><table>',
    `<tr><th>基金代码</th><td>${spec.code}</td></tr>`,
    `<tr><th>基金类型</th><td>${escape(spec.category)}</td></tr>`,
    `<tr><th>风险等级</th><td>${spec.risk}（${FUND_RISK[spec.risk]}）</td></tr>`,
    `<tr><th>建议持有期限</th><td>${spec.horizon ? INVESTMENT_HORIZON[spec.horizon] : '—'}</td></tr>`,
    `<tr><th>投资品种</th><td>${spec.variety ? escape(INVESTMENT_VARIETY[spec.variety]) : '—'}</td></tr>`,
    `<tr><th>基金合同生效日</th><td>${spec.inception ? dashed(spec.inception) : '尚未生效'}</td></tr>`,
    '</table>',
    '<h2>二、申购与确认</h2><table>',
    `<tr><th>首次购买最低金额</th><td>${yuan(limits.minFirst)}</td></tr>`,
    `<tr><th>追加购买最低金额</th><td>${yuan(limits.minAdditional)}</td></tr>`,
    `<tr><th>单日累计购买上限</th><td>${limits.maxPerDay ? yuan(limits.maxPerDay) : '不设上限'}</td></tr>`,
    `<tr><th>申购确认</th><td>T+${spec.confirmDays}个交易日（15:00前提交的申请，T为当日）</td></tr>`,
    '</table>',
    '<h2>三、申购费率（前端收费）</h2><table><tr><th>申购金额</th><th>费率</th></tr>',
    ...feeRows(fees.purchase),
    '</table>',
    '<h2>四、赎回费率</h2><table><tr><th>持有期限</th><th>费率</th></tr>',
    ...fees.redemption.map(
      (step) => `<tr><td>${step.fromDays}日（含）以上</td><td>${percent(step.rate)}</td></tr>`,
    ),
    '</table>',
    '<h2>五、风险揭示</h2>',
    '<p>基金管理人承诺以诚实信用、勤勉尽责的原则管理和运用基金资产，但不保证基金一定盈利，也不保证最低收益。基金的过往业绩不代表其未来表现。</p>',
    '</body></html>',
  ];
  const html = `${lines.join('\n')}\n`;
  return {
    noticeCode: summary.noticeCode,
    fileName,
    path: `/product-documents/${summary.noticeCode}.html`,
    html,
    hash: createHash('sha256').update(html, 'utf8').digest('hex'),
  };
}
