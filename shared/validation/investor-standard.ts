/**
 * The investor standards the certification pages state and the back office's reviewer applies: once here.
 * Qualified: the products are 资产管理计划, so 资管新规 (指导意见 art. 5) and 证券期货经营机构私募资产管理业务
 * 管理办法 apply: 2 years' investment experience AND (家庭金融净资产 ≥ 300万元 or 家庭金融资产 ≥ 500万元 or
 * 近3年本人年均收入 ≥ 40万元); an institution: 最近1年末净资产 ≥ 1000万元. Professional (证券期货投资者适当性
 * 管理办法 art. 8(4)): 金融资产 ≥ 500万元 or 近3年本人年均收入 ≥ 50万元, AND 2 years' investment experience
 * (or 2 years' work in financial product design, investment or risk management).
 */
export type InvestorLevel = 'qualified' | 'professional';

interface Standard {
  experienceYears: number;
  /** The financial conditions, any one of which suffices, in 万元 (undefined: not a way at this level). */
  netFinancialAssets?: number;
  financialAssets: number;
  annualIncome: number;
}

export const INVESTOR_STANDARD: Record<InvestorLevel, Standard> = {
  qualified: { experienceYears: 2, netFinancialAssets: 300, financialAssets: 500, annualIncome: 40 },
  professional: { experienceYears: 2, financialAssets: 500, annualIncome: 50 },
};

/** 资管新规: an institution's net assets at the end of the last year, in 万元 (certified offline). */
export const INSTITUTION_NET_ASSETS = 1000;

/** What the reviewer found in the proofs: years of investment experience and amounts in whole yuan. */
export interface ReviewedFacts {
  experienceYears: number;
  netFinancialAssets?: number;
  financialAssets?: number;
  annualIncome?: number;
}

const WAN = 10_000;
const atLeast = (value: number | undefined, wan: number | undefined) =>
  value !== undefined && wan !== undefined && value >= wan * WAN;

/** The requirements in the investor's words, as the certification page lists them. */
export function standardRules(level: InvestorLevel): string[] {
  const s = INVESTOR_STANDARD[level];
  const experience =
    level === 'qualified'
      ? `具有${s.experienceYears}年以上投资经历；并且`
      : `具有${s.experienceYears}年以上证券、基金、期货、黄金、外汇等投资经历，或者${s.experienceYears}年以上金融产品设计、投资、风险管理及相关工作经历；并且`;
  const financial =
    level === 'qualified'
      ? `家庭金融净资产不低于${s.netFinancialAssets}万元，或者家庭金融资产不低于${s.financialAssets}万元，或者近三年本人年均收入不低于${s.annualIncome}万元。`
      : `金融资产不低于${s.financialAssets}万元，或者近三年本人年均收入不低于${s.annualIncome}万元。`;
  return [experience, financial];
}

/** Why the reviewed facts fall short of the level's standard, or null when they meet it. */
export function standardShortfall(level: InvestorLevel, facts: ReviewedFacts): string | null {
  const s = INVESTOR_STANDARD[level];
  if (facts.experienceYears < s.experienceYears) return `投资经历不足${s.experienceYears}年`;
  const financial =
    atLeast(facts.netFinancialAssets, s.netFinancialAssets) ||
    atLeast(facts.financialAssets, s.financialAssets) ||
    atLeast(facts.annualIncome, s.annualIncome);
  if (financial) return null;
  return level === 'qualified'
    ? `家庭金融净资产、家庭金融资产及近三年年均收入均未达到标准（${s.netFinancialAssets}万元、${s.financialAssets}万元、${s.annualIncome}万元）`
    : `金融资产及近三年年均收入均未达到标准（${s.financialAssets}万元、${s.annualIncome}万元）`;
}

/**
 * The commitment letter each level's application signs (资管新规 and 适当性管理办法: the investor commits in
 * writing that they meet the standard): the page shows it with the upload, the back office refuses an
 * application without it and records the signature with the application.
 */
export const COMMITMENT_OF = {
  qualified: 'qualified-investor-commitment',
  professional: 'professional-investor-commitment',
} as const satisfies Record<InvestorLevel, string>;
