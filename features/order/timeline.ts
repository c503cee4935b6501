import type { BuyBusinessType } from '@/api/core/contract-trading';
import { shanghaiMoment } from '@/features/trade-kit';
import { formatPredictedDate } from '@/shared/format';
import { dateAtShanghaiTime, formatDateTime } from '@/shared/time';

/**
 * The order timeline shown after submitting (issue 13, beyond the spec): submitted → trade date → predicted
 * confirm date → predicted available date. Every date comes from the server (the purchase answer and
 * /v1/order/confirmAndLiquidationDate); which steps are behind us is read against the server's present.
 */

export interface OrderDates {
  /** When the server accepted the order (its clock). */
  submittedAt: Date | number | string;
  /** yyyyMMdd: the trade day whose NAV prices the order (T). */
  tradeDate: string;
  /** HHmmss: the cut-off of the trade date, as the server's answer names it. */
  cutOffTime: string;
  /** yyyyMMdd: T+1 (money market) or T+2. */
  confirmDate: string;
  /** yyyyMMdd: the shares can be seen and redeemed. */
  availableDate: string;
  /**
   * yyyyMMdd dates counted on a provisional exchange calendar (their year's closures are not published yet),
   * from the answer's provisionalDates: shown marked 预计.
   */
  provisionalDates?: readonly string[];
  /** Subscription (认购) at par and confirmed at establishment, booking on its open day; else purchase. */
  businessType?: BuyBusinessType;
}

type TimelineKey = 'submitted' | 'trade' | 'confirm' | 'available';
type TimelineStatus = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  key: TimelineKey;
  label: string;
  /** Shown date (and time for the submission). */
  when: string;
  hint: string;
  status: TimelineStatus;
}

/** The words of the trade, confirm and available steps: the order form's 交易规则 and the timeline after it. */
export const STEP_TEXT = {
  trade: '交易日（T日）',
  confirm: '预计确认份额',
  available: '预计份额可用',
  availableHint: '可查看持有收益，可赎回',
} as const;

/** How T prices the order: at par for a subscription, the open day's NAV for a booking, else T's NAV. */
export function tradeHint(businessType: BuyBusinessType | undefined): string {
  if (businessType === 'Subscribe') return '按面值1.00元认购份额';
  return businessType === 'BookPurchase' ? '即开放日，按当日净值计算份额' : '按T日净值计算份额';
}

/** Who confirms the shares and when: a subscription's once the product is established. */
export function confirmHint(businessType: BuyBusinessType | undefined): string {
  return businessType === 'Subscribe' ? '产品成立后确认份额' : '基金公司确认份额';
}

const TIMELINE_TEXT = {
  submitted: '提交申请',
  submittedHint: '申请已受理',
  confirmed: '份额已确认',
} as const;

/** A date as shown: yyyy-MM-dd, marked （预计） when it comes from a provisional calendar. */
const shownDate = formatPredictedDate;

/** yyyyMMdd + HHmmss (the contract's Day and Time) → 'yyyy-MM-dd HH:mm:ss', read as Shanghai wall time. */
export function wallTime(day: string, time: string): string {
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)} ${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}`;
}

function startOf(date: string): Date | undefined {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(date.trim());
  return m ? dateAtShanghaiTime(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

function reached(moment: Date | undefined, now: Date): boolean {
  return moment !== undefined && now.getTime() >= moment.getTime();
}

/**
 * The four steps with their status. The trade step is done at the cut-off of T; confirmation is done only when
 * the order says so (confirmed), never merely because the predicted day came; availability follows it.
 */
export function orderTimeline(dates: OrderDates, serverNow: Date, confirmed = false): TimelineStep[] {
  const doneFlags: Record<TimelineKey, boolean> = {
    submitted: true,
    trade: confirmed || reached(shanghaiMoment(dates.tradeDate, dates.cutOffTime), serverNow),
    confirm: confirmed,
    available: confirmed && reached(startOf(dates.availableDate), serverNow),
  };
  const steps: Omit<TimelineStep, 'status'>[] = [
    {
      key: 'submitted',
      label: TIMELINE_TEXT.submitted,
      when: formatDateTime(dates.submittedAt),
      hint: TIMELINE_TEXT.submittedHint,
    },
    {
      key: 'trade',
      label: STEP_TEXT.trade,
      when: shownDate(dates.tradeDate, dates.provisionalDates),
      hint: tradeHint(dates.businessType),
    },
    {
      key: 'confirm',
      label: confirmed ? TIMELINE_TEXT.confirmed : STEP_TEXT.confirm,
      when: shownDate(dates.confirmDate, dates.provisionalDates),
      hint: confirmHint(dates.businessType),
    },
    {
      key: 'available',
      label: STEP_TEXT.available,
      when: shownDate(dates.availableDate, dates.provisionalDates),
      hint: STEP_TEXT.availableHint,
    },
  ];
  const current = steps.findIndex((step) => !doneFlags[step.key]);
  return steps.map((step, index) => ({
    ...step,
    status: doneFlags[step.key] ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
