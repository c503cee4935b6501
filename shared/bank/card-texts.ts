/** What binding and untying a card say, written once: the back office's answer and the page's. */
export const BANK_CARD_TEXT = {
  bound: '银行卡绑定成功',
  untied: '银行卡解绑成功',
  fastPayOpened: '快捷支付开通成功',
  fastPayClosed: '快捷支付已关闭',
  /** The bank's SMS went to the card's phone (masked). */
  smsSentTo: (maskedPhone: string) => `银行验证码已发送至${maskedPhone}`,
} as const;
