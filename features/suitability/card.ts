import { differenceInCalendarDays } from 'date-fns';

import { FUND_RISK_LEVEL, fundRiskLabel, type FundRiskCode, riskToleranceLabel } from '@/shared/enums';
import { formatDate, toShanghaiDate } from '@/shared/format';

import type { SuitabilityVerdict } from './types';

/**
 * The suitability card of the order page (issue 13, beyond the spec): the investor's C-level and its expiry
 * against the fund's R-level, with the reasons in words. C-n may buy up to R-n (the usual CSRC mapping).
 */

export interface InvestorRiskProfile {
  /** C1–C5, or null when never tested. */
  risk: string | null;
  /** yyyyMMdd */
  endDate: string | null;
  isExpire: boolean;
  isLowestRisk: boolean;
  /** A valid professional certification: no comparison applies (spec §6). */
  isProfessional: boolean;
}

type CardVerdict = 'match' | 'mismatch' | 'blocked' | 'professional';

export interface SuitabilityCard {
  investorLevel: string;
  expiry: string;
  fundLevel: string;
  verdict: CardVerdict;
  reasons: string[];
}

/** Days before the end date from which the card says the test will soon expire. */
const EXPIRY_NOTICE_DAYS = 30;

const CARD_TEXT = {
  untested: '未测评',
  noRisk: '您尚未进行风险承受能力测评，测评后才能购买',
  expired: (date: string) => `您的风险测评已于${date}过期，请重新测评`,
  expiring: (date: string) => `您的风险测评将于${date}到期，到期后须重新测评`,
  lowest: '您的风险承受能力为最低类别，不能购买该产品',
  professional: '您是专业投资者，不进行风险等级匹配',
  match: (fund: string, investor: string) => `产品风险等级（${fund}）未超过您的风险承受能力（${investor}）`,
  mismatch: (fund: string, investor: string) => `产品风险等级（${fund}）高于您的风险承受能力（${investor}）`,
  horizon: '产品期限与您的投资期限不匹配',
  varieties: '产品投资品种不在您的投资品种范围内',
} as const;

/** 'R3' or the code 2 → 3; undefined when unknown. */
function fundRiskRank(fundRisk: string | number): number | undefined {
  const key = String(fundRisk);
  const level = key in FUND_RISK_LEVEL ? FUND_RISK_LEVEL[key as FundRiskCode] : key;
  const match = /^R([1-5])$/.exec(level);
  return match ? Number(match[1]) : undefined;
}

function investorRank(risk: string | null): number | undefined {
  const match = /^C([1-5])$/.exec(risk ?? '');
  return match ? Number(match[1]) : undefined;
}

/** `today` is the server's date (yyyyMMdd): the browser's clock decides nothing. */
export function suitabilityCard(
  investor: InvestorRiskProfile,
  fundRisk: string | number,
  today: string,
  verdict?: SuitabilityVerdict,
): SuitabilityCard {
  const rank = investorRank(investor.risk);
  const fundRank = fundRiskRank(fundRisk);
  const expiry = formatDate(investor.endDate);
  const card: SuitabilityCard = {
    investorLevel: rank
      ? `C${rank} ${riskToleranceLabel(investor.risk, investor.isLowestRisk)}`
      : CARD_TEXT.untested,
    expiry,
    fundLevel: fundRiskLabel(fundRisk),
    verdict: 'match',
    reasons: [],
  };
  const end = toShanghaiDate(investor.endDate);
  const now = toShanghaiDate(today);
  const daysLeft = end && now ? differenceInCalendarDays(end, now) : undefined;

  if (!rank) return { ...card, verdict: 'blocked', reasons: [CARD_TEXT.noRisk] };
  if (investor.isExpire || (daysLeft !== undefined && daysLeft < 0))
    return { ...card, verdict: 'blocked', reasons: [CARD_TEXT.expired(expiry)] };
  if (investor.isLowestRisk) return { ...card, verdict: 'blocked', reasons: [CARD_TEXT.lowest] };

  const reasons: string[] = [];
  let result: CardVerdict = 'match';
  if (investor.isProfessional) {
    result = 'professional';
    reasons.push(CARD_TEXT.professional);
  } else {
    const riskOk = fundRank !== undefined && fundRank <= rank && String(verdict?.statusCode ?? '0') !== '1';
    reasons.push(
      riskOk
        ? CARD_TEXT.match(card.fundLevel, card.investorLevel)
        : CARD_TEXT.mismatch(card.fundLevel, card.investorLevel),
    );
    if (verdict && String(verdict.investmentTimeMatch) === '0') reasons.push(CARD_TEXT.horizon);
    if (verdict && String(verdict.investmentVarietiesMatch) === '0') reasons.push(CARD_TEXT.varieties);
    if (!riskOk || reasons.length > 1) result = 'mismatch';
  }
  if (daysLeft !== undefined && daysLeft <= EXPIRY_NOTICE_DAYS) reasons.push(CARD_TEXT.expiring(expiry));
  return { ...card, verdict: result, reasons };
}
