import type { PrivatePhase } from '@/api/order/contract-private';
import { PRIVATE_ORDER_TEXT as ORDER_MESSAGES } from '@/shared/trading/private-order';

/** The private order's words after it is placed (issue 14: cooling-off, 解除合同, return visit). */
export const PRIVATE_ORDER_TEXT = {
  region: '冷静期与回访',
  phase: {
    awaitingPayment: '待汇款',
    coolingOff: '投资冷静期',
    visitOpen: '待回访',
    answered: '回访待确认',
    final: '回访确认成功，订单已生效',
    lapsed: '回访逾期，订单无效',
    withdrawn: '合同已解除',
    visitFailed: ORDER_MESSAGES.visitFailed,
    invalid: '订单无效',
  } satisfies Record<PrivatePhase, string>,
  coolingIntro:
    '您已签署合同并完成支付，现处于不少于24小时的投资冷静期。冷静期内您可以解除合同，款项将全额退还；冷静期满后请完成回访，回访成功后订单方可生效。',
  awaitingIntro:
    '您已签署合同，请于汇款截止时间前将申购款汇至下列账户。款项到账后开始不少于24小时的投资冷静期；截止时间前未到账，本笔申购无效。',
  invalidIntro: '汇款未在截止时间前到账，本笔申购无效，未扣划任何款项。',
  notPaid: '未到账',
  visitIntro: (deadline: string) =>
    `冷静期已结束，请完成回访。回访须于${deadline}前经我司确认成功，逾期本笔申购无效并全额退款；回访确认成功前，您仍可解除合同。`,
  answeredIntro: (deadline: string) =>
    `您已提交回访问卷，回访待确认：我司非销售人员将复核您的回答，确认成功后订单方可生效，并按确认当日或之后的首个开放日净值确认份额。请留意，须于${deadline}前确认成功，逾期本笔申购无效并全额退款；确认成功前，您仍可解除合同，款项在此之前存放于募集账户，不投入运作。`,
  finalIntro: (reviewedAt: string) =>
    `回访已于${reviewedAt}确认成功，订单已生效，将按确认当日或之后的首个开放日净值确认份额。`,
  lapsedIntro: (deadline: string, refund: string) =>
    `回访未在${deadline}前确认成功，本笔申购无效，${refund}将全额退还至您的付款账户。`,
  undoneIntro: (refund: string) => `本笔申购已撤销，${refund}将全额退还至您的付款账户。`,
  coolingEnds: '冷静期截止',
  left: '剩余',
  signedAt: '合同签署时间',
  paidAt: '支付时间',
  closedAt: '办结时间',
  visitDeadline: '回访确认截止',
  answeredAt: '回访提交时间',
  reviewedAt: '回访确认时间',
  withdraw: '解除合同',
  withdrawTitle: '解除合同',
  withdrawDescription: (fundName: string, amount: string) =>
    `确认解除「${fundName}」的资产管理合同？本笔申购${amount}将撤销并全额退还。`,
  withdrawn: ORDER_MESSAGES.withdrawn,
  visit: '进行回访',
  loading: '正在加载订单状态…',
  failed: '订单状态加载失败',
} as const;

export const VISIT_TEXT = {
  title: '私募产品回访',
  intro: '请如实回答以下问题。对关键问题回答“否”将撤销本笔申购并全额退款。',
  yes: '是',
  no: '否',
  answered: (count: number, total: number) => `已回答 ${count}/${total} 题`,
  submit: '提交回访',
  cancel: '取消',
  working: '提交中…',
  loading: '正在加载回访问卷…',
  notOpen: '冷静期尚未结束，暂不能回访。',
  failed: '回访提交失败，请稍后再试',
  awaitingReview: ORDER_MESSAGES.visitAnswered,
  undone: ORDER_MESSAGES.visitFailed,
} as const;
