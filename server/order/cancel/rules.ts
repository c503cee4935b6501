import type { FundSpec } from '../../fund/types';

/** A subscription under a 发售公告 that allows no cancellation. */
export const SUBSCRIPTION_NOT_CANCELLABLE = '根据本产品发售公告，认购申请一经受理不得撤销';

/**
 * Why the investor may not cancel an order of this business whatever its time (the order machine decides
 * the time: before 15:00 of T): a subscription (认购) whose fund's 发售公告 says 认购申请一经受理不得撤销.
 * Others (申购, 赎回, a subscription allowed the same day) answer null.
 */
export function cancelRefusalByTerms(
  spec: Pick<FundSpec, 'subscriptionCancellable'> | undefined,
  businessType: string,
): string | null {
  if (businessType !== 'Subscribe' || !spec || spec.subscriptionCancellable) return null;
  return SUBSCRIPTION_NOT_CANCELLABLE;
}
