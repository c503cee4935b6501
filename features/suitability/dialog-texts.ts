import type { MismatchKind } from './types';

/** The confirmation dialogs of steps 6–8. Every string is ours (listed in notes/purchase-decisions.md). */
export const MISMATCH_TEXT: Readonly<
  Record<MismatchKind, { title: string; investor: string; product: string; warning: string; subject: string }>
> = {
  risk: {
    title: '风险等级不匹配提示',
    investor: '您的风险承受能力',
    product: '产品风险等级',
    warning: '该产品的风险等级超出您的风险承受能力，购买后可能承受超出您承受能力的损失。',
    subject: '风险承受能力',
  },
  horizon: {
    title: '投资期限不匹配提示',
    investor: '您的投资期限',
    product: '产品期限',
    warning: '该产品的期限与您的投资期限不一致，您的资金可能无法在您期望的时间内取回。',
    subject: '投资期限',
  },
  varieties: {
    title: '投资品种不匹配提示',
    investor: '您的投资品种',
    product: '产品投资品种',
    warning: '该产品的投资品种不在您选择的投资品种范围内。',
    subject: '投资品种',
  },
};

export const CONFIRM_TEXT = {
  notProvided: '未填写',
  continue: '确认购买',
  decline: '暂不购买',
  working: '正在提交…',
  highRiskTitle: '高风险产品提示',
  highRisk: (fundName: string, level: string) =>
    `「${fundName}」为高风险产品（${level}），可能出现本金的大幅亏损甚至全部损失，请您充分了解产品风险，审慎作出投资决定。`,
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
  return `本人已阅读上述提示，知晓「${fundName}」与本人的${MISMATCH_TEXT[kind].subject}不匹配，经审慎考虑，坚持购买该产品，并自愿承担由此产生的风险和损失。`;
}

export function highRiskStatement(fundName: string): string {
  return `本人已阅读并知晓「${fundName}」的高风险提示，自愿承担投资风险。`;
}

export function summaryStatement(fileName: string): string {
  return `本人已阅读《${fileName}》，知晓并理解其内容。`;
}
