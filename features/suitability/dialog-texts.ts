import { mismatchStatementId, WRITTEN_STATEMENTS } from '@/shared/trading';

import type { MismatchKind } from './types';

const mismatchWords = (kind: MismatchKind, investor: string, product: string) => {
  const { title, warning } = WRITTEN_STATEMENTS[mismatchStatementId(kind)];
  return { title, investor, product, warning };
};

/**
 * The confirmation dialogs of steps 6–8. Titles, warnings and statements are shared/trading's (the back
 * office checks and records the same words); the labels are ours (listed in notes/purchase-decisions.md).
 */
export const MISMATCH_TEXT: Readonly<
  Record<MismatchKind, { title: string; investor: string; product: string; warning: string }>
> = {
  risk: mismatchWords('risk', '您的风险承受能力', '产品风险等级'),
  horizon: mismatchWords('horizon', '您的投资期限', '产品期限'),
  varieties: mismatchWords('varieties', '您的投资品种', '产品投资品种'),
};

export const CONFIRM_TEXT = {
  notProvided: '未填写',
  continue: '确认购买',
  decline: '暂不购买',
  working: '正在提交…',
  highRiskTitle: WRITTEN_STATEMENTS['high-risk'].title,
  highRisk: WRITTEN_STATEMENTS['high-risk'].warning,
  specialCareTitle: WRITTEN_STATEMENTS['special-care'].title,
  summaryTitle: '产品资料概要',
  summaryIntro: '购买前请阅读本产品的资料概要，了解产品的投资目标、风险、费用等重要信息。',
  openSummary: (fileName: string) => `阅读《${fileName}》（在新窗口打开）`,
  summaryConfirm: '确认',
} as const;

/**
 * The words the investor confirms: shown beside the checkbox and sent to the back office with the
 * confirmation, so the record says exactly what was agreed to.
 */
export function mismatchStatement(kind: MismatchKind, fundName: string): string {
  return WRITTEN_STATEMENTS[mismatchStatementId(kind)].statement(fundName);
}

export function highRiskStatement(fundName: string): string {
  return WRITTEN_STATEMENTS['high-risk'].statement(fundName);
}

export function specialCareStatement(fundName: string): string {
  return WRITTEN_STATEMENTS['special-care'].statement(fundName);
}

export function summaryStatement(fileName: string): string {
  return `本人已阅读《${fileName}》，知晓并理解其内容。`;
}
