import { countdownTo, shanghaiMoment, StepTrack, useServerNow } from '@/features/trade-kit';
import { PROVISIONAL_NOTE } from '@/shared/format';
import { formatDate, MINUTE_PATTERN } from '@/shared/time';

import { type OrderDates, orderTimeline } from './timeline';
import './order.css';

const COUNTDOWN_TEXT = {
  title: '订单进度',
  before: (cutoff: string) => `距${cutoff}交易截止还有`,
  after: (cutoff: string) => `已过${cutoff}交易截止时间，申请按该日净值确认`,
} as const;

export interface OrderTimelineProps {
  dates: OrderDates;
  /** Offset to the server clock (see serverClockOffset); without it no step is judged and no countdown runs. */
  serverOffsetMs: number | undefined;
  confirmed?: boolean;
}

/** After submitting: submitted → trade date → predicted confirm → predicted available, and the cut-off countdown. */
export function OrderTimeline({ dates, serverOffsetMs, confirmed = false }: OrderTimelineProps) {
  const now = useServerNow(serverOffsetMs);
  const cutoff = shanghaiMoment(dates.tradeDate, dates.cutOffTime);
  const steps = orderTimeline(dates, now ?? new Date(0), confirmed);
  const countdown = now && cutoff ? countdownTo(cutoff, now) : undefined;
  // The day and the time the answer named: 2025-03-03 15:00.
  const cutoffText = formatDate(cutoff, MINUTE_PATTERN);
  return (
    <StepTrack
      block="gz-order-timeline"
      title={COUNTDOWN_TEXT.title}
      steps={steps}
      stateOf={(step) => step.status}
      renderStep={(step) => (
        <>
          <span className="gz-order-timeline__label">{step.label}</span>
          <span className="gz-order-timeline__when">{step.when}</span>
          <span className="gz-order-timeline__hint">{step.hint}</span>
        </>
      )}
    >
      {dates.provisionalDates && dates.provisionalDates.length > 0 && (
        <p className="gz-order-timeline__note">{PROVISIONAL_NOTE}</p>
      )}
      {countdown && !confirmed && (
        <p className="gz-order-timeline__countdown">
          {countdown.passed ? (
            COUNTDOWN_TEXT.after(cutoffText)
          ) : (
            <>
              {COUNTDOWN_TEXT.before(cutoffText)}{' '}
              {/* A timer is not read out every second; the text is there when the investor looks for it. */}
              <strong role="timer">{countdown.text}</strong>
            </>
          )}
        </p>
      )}
    </StepTrack>
  );
}
