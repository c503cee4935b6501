import type { OrderDetailData } from '@/api/order/contract-detail';
import { StepTrack } from '@/features/trade-kit';

import { orderProgress } from './progress';
import { DETAIL_TEXT as T } from './texts';

/** 提交 → 付款 → 确认 → 到账 as an ordered list: each step's state is in words too, not only in colour. */
export function OrderProgress({ order }: { order: OrderDetailData }) {
  const steps = orderProgress(order);
  return (
    <StepTrack
      block="gz-order-progress"
      title={T.progress}
      steps={steps}
      stateOf={(step) => step.state}
      renderStep={(step) => (
        <>
          <span className="gz-order-progress__label">
            {step.label}
            <span className="gz-visually-hidden">（{T.state[step.state]}）</span>
          </span>
          {step.when && <span className="gz-order-progress__when">{step.when}</span>}
          {step.note && <span className="gz-order-progress__note">{step.note}</span>}
        </>
      )}
    />
  );
}
