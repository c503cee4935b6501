import { HOTLINE } from '@/shared/config/constants';

/**
 * Every sentence of the purchase verification. Strings the spec gives are used as given (产品适当性关键要素缺失,
 * 您的账号出现异常, 产品概要文件缺失, 信息提交异常，请稍后再试); the others are ours and are listed in
 * notes/purchase-decisions.md.
 */
export const SUITABILITY_TEXT = {
  tipTitle: '温馨提示',
  contactSupport: `如有疑问，请联系客服（${HOTLINE}）`,
  orgCertification: `机构投资者办理合格投资者认证，请咨询您的财富顾问或致电客服（${HOTLINE}）`,
  gotIt: '我知道了',
  cancel: '暂不购买',

  notTradingTimeTitle: '非交易时间',
  notTradingTime: '当前不在该产品的交易时间内，请在交易时间内办理。',

  missingFactors: '产品适当性关键要素缺失',

  notQualifiedTitle: '合格投资者认证',
  notQualified: '该产品仅向合格投资者销售，您尚未完成合格投资者认证。',
  qualificationExpired: '您的合格投资者认证已过期，请重新认证后再购买。',
  certify: '去认证',
  recertify: '重新认证',

  riskTitle: '风险测评',
  noRiskLevel: '您尚未进行风险承受能力测评，请先完成测评再购买。',
  riskExpired: '您的风险测评结果已过期，请重新测评后再购买。',
  lowestRisk: '您的风险承受能力为最低类别，不能购买该产品。如您的情况有变化，可重新进行风险测评。',
  takeRiskTest: '去测评',
  retakeRiskTest: '重新测评',

  accountAbnormal: '您的账号出现异常',
  blacklistFallback: '您暂不能办理购买业务。',
  notAllowed: '根据适当性匹配结果，您不能购买该产品。',

  summaryMissing: '产品概要文件缺失',

  failed: '信息提交异常，请稍后再试',
  retry: '重试',
} as const;
