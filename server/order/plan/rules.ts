/** The back office's own rules of 定投 plans (the schedule is shared/trading/plan-schedule.ts). */

/** Three failed debits in a row pause a plan (the investor resumes it once the cause is put right). */
export const FAILURES_TO_PAUSE = 3;

export const PLAN_REFUSAL = {
  notPlanned: '该基金暂不支持定投',
  notPublic: '定投仅适用于公募基金',
  unknownPlan: '未找到该定投计划',
  stopped: '该定投计划已终止，不能再修改或恢复',
  cardGone: '定投扣款银行卡已解绑，请重新绑定银行卡并开通快捷支付后修改定投计划',
  keyConflict: '该定投计划已按原内容提交，本次请求的内容与之不同，未予受理；如需修改，请在我的定投中修改',
} as const;

export const pauseNotice = (failures: number) =>
  `连续${failures}期扣款失败，定投计划已自动暂停。请查看失败原因，处理后恢复定投`;

/** A period's run decides the failures in a row and whether the plan pauses now. */
export function afterRun(failuresBefore: number, refused: boolean): { failures: number; pause: boolean } {
  if (!refused) return { failures: 0, pause: false };
  const failures = failuresBefore + 1;
  return { failures, pause: failures >= FAILURES_TO_PAUSE };
}
