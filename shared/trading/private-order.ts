/** A private order after its signing, written once: the back office's answers and the order panel's states. */
export const PRIVATE_ORDER_TEXT = {
  withdrawn: '合同已解除，款项将全额退还',
  visitAnswered: '回访问卷已提交，回访待确认',
  visitFailed: '回访未通过，订单已撤销',
} as const;
