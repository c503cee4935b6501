import { HOTLINE } from '@/shared/config/constants';
import { SIGNING_TEXT } from '@/shared/trading/signing';

/**
 * The sentences of the purchase verification's dialogs. Why the chain refused is the back office's sentence too
 * (shared/trading SUITABILITY_REFUSAL_TEXT); strings the spec gives are used as given (产品概要文件缺失,
 * 信息提交异常，请稍后再试); the others are ours and are listed in notes/purchase-decisions.md.
 */
export const SUITABILITY_TEXT = {
  tipTitle: '温馨提示',
  contactSupport: `如有疑问，请联系客服（${HOTLINE}）`,
  orgCertification: `机构投资者办理合格投资者认证，请咨询您的财富顾问或致电客服（${HOTLINE}）`,
  gotIt: '我知道了',
  cancel: '暂不购买',

  notTradingTimeTitle: '非交易时间',
  notTradingTime: '当前不在该产品的交易时间内，请在交易时间内办理。',

  notQualifiedTitle: '合格投资者认证',
  certify: '去认证',
  recertify: '重新认证',

  riskTitle: '风险测评',
  takeRiskTest: '去测评',
  retakeRiskTest: '重新测评',

  notAllowed: '根据适当性匹配结果，您不能购买该产品。',

  summaryMissing: SIGNING_TEXT.summaryMissing,

  failed: '信息提交异常，请稍后再试',
  retry: '重试',
} as const;
