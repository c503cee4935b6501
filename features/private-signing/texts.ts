import { documentTitle } from '@/shared/format';
import { SIGNING_TEXT as SIGNING_MESSAGES } from '@/shared/trading/signing';

/** The private signing's words (spec §4 "Private product", §5, §8). */
export const SIGNING_TEXT = {
  passwordTitle: SIGNING_MESSAGES.tradePassword,
  passwordIntro: (fundName: string) => `购买私募产品「${fundName}」需签署电子合同，请先验证交易密码。`,
  engagementTitle: SIGNING_MESSAGES.engagement,
  engagementIntro: '签署电子合同前，请阅读并签署《电子签名约定书》。电子签名与手写签名具有同等法律效力。',
  engagementStatement: '本人已阅读并同意《电子签名约定书》，同意以电子签名方式签署合同及相关文件。',
  engagementSign: '签署约定书',
  contractTitle: '阅读电子合同',
  riskTitle: '阅读风险揭示书',
  riskSignTitle: '签署风险揭示书',
  riskSignIntro: '签署电子合同前，请先签署风险揭示书。签署后方可完成投资者声明并签署电子合同。',
  riskSignStatement: (fileName: string) =>
    `本人已阅读《${documentTitle(fileName)}》，理解并确认其中揭示的全部风险，知悉本产品可能发生本金损失，自愿承担投资风险。`,
  riskSign: '签署风险揭示书',
  readIntro: '请完整阅读以下文件，倒计时结束后方可确认。',
  open: (fileName: string) => `阅读《${documentTitle(fileName)}》（在新窗口打开）`,
  waiting: (seconds: number) => `请阅读 ${seconds} 秒`,
  haveRead: '我已阅读',
  fileHash: '存证编号',
  declarationTitle: '投资者声明',
  declarationIntro: '请逐项阅读并勾选以下声明，全部勾选后方可提交。',
  declarationCount: (ticked: number, total: number) => `已勾选 ${ticked}/${total} 项`,
  declarationSend: '提交声明',
  signingTitle: SIGNING_MESSAGES.sign,
  signing: '正在签署…',
  signFailed: '签署失败',
  contractMissing: SIGNING_MESSAGES.contractMissing,
  riskMissing: SIGNING_MESSAGES.riskMissing,
  failedTitle: '温馨提示',
  failed: '信息提交异常，请稍后再试',
  retry: '重试',
  cancel: '取消',
  gotIt: '我知道了',
  working: '提交中…',
} as const;
