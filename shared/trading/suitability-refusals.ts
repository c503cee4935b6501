import { HOTLINE } from '@/shared/config/constants';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

/**
 * Why the suitability chain (trading-accounts §4) refuses a purchase, one sentence per answer state: the back
 * office sends it as the answer's message, the order page's stop dialog and suitability card say it. The spec
 * gives 产品适当性关键要素缺失 and 您的账号出现异常 as they are.
 */
export const SUITABILITY_REFUSAL_TEXT = {
  [RESPONSE_STATE.BLACKLIST]: `您的账户已被列入黑名单，暂不能交易，请联系客服${HOTLINE}`,
  [RESPONSE_STATE.NO_FUND_FACTORS]: '产品适当性关键要素缺失',
  [RESPONSE_STATE.DUAL_400011]: '该产品仅向合格投资者销售，您尚未完成合格投资者认证。',
  [RESPONSE_STATE.DUAL_400012]: '您的合格投资者认证已过期，请重新认证后再购买。',
  [RESPONSE_STATE.DUAL_400013]: '您尚未进行风险承受能力测评，请先完成测评再购买。',
  [RESPONSE_STATE.DUAL_400014]: '您的风险测评结果已过期，请重新测评后再购买。',
  [RESPONSE_STATE.LOWEST_RISK_LEVEL]:
    '您的风险承受能力为最低类别，不能购买该产品。如您的情况有变化，可重新进行风险测评。',
  [RESPONSE_STATE.NO_TRADE_ACCOUNT]: '您的账号出现异常',
} as const;

/** The suitability chain's answer when everything matches (reason 0): the back office's and the card's. */
export const SUITABILITY_MATCH_TEXT = '您的风险承受能力、投资期限和投资品种均与本产品匹配，可以购买';

export type SuitabilityRefusalState = keyof typeof SUITABILITY_REFUSAL_TEXT;
