import { HOTLINE } from '@/shared/config/constants';

/**
 * The written confirmations of the purchase chain (证券期货投资者适当性管理办法: the warning of a mismatch
 * and the investor's written confirmation, art. 19; the special care of art. 20; records kept ≥ 20 years,
 * art. 32). The page shows these words, the order carries each statement's id, version and words as
 * ticked, and the back office refuses an order whose statement is missing, stale or worded otherwise, and
 * records it as evidence. A change of any word here needs a new `version` (tests/shared/trading pins them).
 */
export type StatementId =
  'mismatch-risk' | 'mismatch-horizon' | 'mismatch-varieties' | 'high-risk' | 'special-care';

/** The comparisons a non-professional investor confirms one by one when they do not match. */
export type MismatchSubject = 'risk' | 'horizon' | 'varieties';

/** Why an ordinary investor is a special one (特别注意义务): 65 or older, or no purchase confirmed yet. */
export type SpecialCareReason = 'elderly' | 'firstPurchase';

/** From this age on (on the order's Shanghai date, by the birth date on file) an investor gets special care. */
export const SPECIAL_CARE_AGE = 65;

interface Statement {
  version: string;
  title: string;
  /** The statement beside the checkbox, as the investor ticks it. */
  statement: (fundName: string) => string;
  /** The warning above it (the special-care notice has its paragraphs: specialCareNotice). */
  warning?: string | ((fundName: string, level: string) => string);
}

const MISMATCH_WORDS: Readonly<Record<MismatchSubject, { title: string; subject: string; warning: string }>> =
  {
    risk: {
      title: '风险等级不匹配提示',
      subject: '风险承受能力',
      warning: '该产品的风险等级超出您的风险承受能力，购买后可能承受超出您承受能力的损失。',
    },
    horizon: {
      title: '投资期限不匹配提示',
      subject: '投资期限',
      warning: '该产品的期限与您的投资期限不一致，您的资金可能无法在您期望的时间内取回。',
    },
    varieties: {
      title: '投资品种不匹配提示',
      subject: '投资品种',
      warning: '该产品的投资品种不在您选择的投资品种范围内。',
    },
  };

const mismatch = (subject: MismatchSubject): Statement & { warning: string } => ({
  version: '2026-11-27',
  title: MISMATCH_WORDS[subject].title,
  warning: MISMATCH_WORDS[subject].warning,
  statement: (fundName) =>
    `本人已阅读上述提示，知晓「${fundName}」与本人的${MISMATCH_WORDS[subject].subject}不匹配，经审慎考虑，坚持购买该产品，并自愿承担由此产生的风险和损失。`,
});

export const WRITTEN_STATEMENTS = {
  'mismatch-risk': mismatch('risk'),
  'mismatch-horizon': mismatch('horizon'),
  'mismatch-varieties': mismatch('varieties'),
  'high-risk': {
    version: '2026-11-27',
    title: '高风险产品提示',
    /** level: the product's level as buyVerify words it ('R5 高风险'). */
    warning: (fundName: string, level: string) =>
      `「${fundName}」为高风险产品（${level}），可能出现本金的大幅亏损甚至全部损失，请您充分了解产品风险，审慎作出投资决定。`,
    statement: (fundName: string) => `本人已阅读并知晓「${fundName}」的高风险提示，自愿承担投资风险。`,
  },
  'special-care': {
    version: '2026-11-27',
    title: '特别风险提示',
    statement: (fundName: string) =>
      `本人已阅读上述特别风险提示，已充分了解购买「${fundName}」的风险，经审慎考虑后自主决定购买，并自愿承担投资风险。`,
  },
} as const satisfies Record<StatementId, Statement>;

/** The statement id of a comparison's dialog. */
export const mismatchStatementId = <S extends MismatchSubject>(subject: S) => `mismatch-${subject}` as const;

/** The special-care notice, one paragraph per reason, then what holds for every investor. */
export function specialCareNotice(reasons: readonly SpecialCareReason[]): string[] {
  const paragraphs: Record<SpecialCareReason, string> = {
    elderly: `您已年满${SPECIAL_CARE_AGE}周岁。投资有风险，产品净值可能下跌甚至亏损本金。请结合您的年龄、健康状况、收入来源和资金用途审慎决策，谨防以高收益为名的诈骗，必要时请与家人商量后再作决定。`,
    firstPurchase:
      '这是您在本平台的首次购买。请先认真阅读产品的合同、招募说明书或产品资料概要和风险揭示，了解产品的风险等级、费用、赎回规则和可能发生的损失。',
  };
  return [
    ...(['elderly', 'firstPurchase'] as const)
      .filter((reason) => reasons.includes(reason))
      .map((reason) => paragraphs[reason]),
    `基金管理人不保证本金不受损失，也不保证最低收益。如有疑问，请致电客服${HOTLINE}咨询。`,
  ];
}
