import { HOTLINE } from '@/shared/config/constants';

/** The order form's own words (choices listed in notes/purchase-decisions.md). */
export const ORDER_TEXT = {
  formName: (noun: string) => `${noun}下单`,
  fund: '产品',
  tradeAccount: '交易账号',
  payment: '支付方式',
  remittance: '汇款支付',
  remittanceHint: '下单后请按页面提示的收款账户转账汇款',
  fastPay: '快捷支付',
  fastPayHint: '从已开通快捷支付的银行卡即时扣款，扣款成功即完成支付',
  fastPayNoCard: '您还没有开通快捷支付的银行卡，开通后即可从银行卡直接扣款',
  fastPayNotAccepted: '该产品暂不支持快捷支付，请选择汇款支付',
  fastPayLoading: '正在查询已开通快捷支付的银行卡…',
  openFastPay: '去开通快捷支付',
  payingCard: '支付银行卡',
  deductStatus: '扣款状态',
  choosePayingCard: '请选择银行卡',
  fastPayLimits: (single: string, daily: string, left: string) =>
    `单笔限额${single}，单日限额${daily}，该卡今日还可支付${left}`,
  submit: (noun: string) => `确认${noun}`,
  sending: '正在提交订单…',
  resend: '重新提交',
  passwordFor: (fundName: string, amount: string) => `${fundName}，金额 ${amount}`,
  notTradingTitle: '非交易时间',
  notTrading: '当前不在该产品的交易时间内，请在交易时间内办理。',
  placedTitle: (noun: string) => `${noun}申请已提交`,
  appNo: '申请编号',
  amount: '申请金额',
  fee: '手续费',
  limitsFailed: `未能获取交易限额，请刷新页面重试或致电客服（${HOTLINE}）`,
} as const;
