import type { CancellableOrder } from '@/api/order/contract-changes';
import { countdownTo, useServerNow } from '@/features/trade-kit';
import { ListCards, ListCard, usePhoneLayout } from '@/shared/components/list-card';
import { LoadFailed } from '@/shared/components/load-failed';
import { BUSINESS_TYPE } from '@/shared/enums/fund';
import { formatDate, formatHms } from '@/shared/time';
import { Button } from '@/shared/ui';

import { orderAmountText } from './order-text';
import './redeem.css';

const CANCELLABLE_TEXT = {
  title: '可撤销的申请',
  caption: '可撤销的申请',
  appliedAt: '申请时间',
  business: '业务类型',
  fund: '产品',
  amount: '申请金额/份额',
  deadline: '撤单截止',
  action: '操作',
  cancel: '撤单',
  empty: '暂无可撤销的申请',
  loading: '正在加载可撤销的申请…',
  failed: '可撤销的申请加载失败',
  left: (text: string) => `剩余${text}`,
  passed: '已过撤单截止时间',
} as const;

export interface CancellableOrdersProps {
  orders: readonly CancellableOrder[] | undefined;
  /** The list could not be read: it says so with 重新加载, never 暂无可撤销的申请. */
  failed?: boolean;
  onRetry?: () => void;
  serverOffsetMs: number | undefined;
  onCancel: (order: CancellableOrder) => void;
}

/**
 * Applied orders that can still be cancelled, each with a countdown to its deadline (the cut-off of its trade
 * date): a table on a desktop, a card per order on a phone; a failed read says so (issue 37 item 6).
 */
export function CancellableOrders({
  orders,
  failed,
  onRetry,
  serverOffsetMs,
  onCancel,
}: CancellableOrdersProps) {
  const now = useServerNow(serverOffsetMs);
  const phone = usePhoneLayout();
  const countdownOf = (order: CancellableOrder) => now && countdownTo(new Date(order.deadline), now);
  return (
    <section className="gz-cancellable" aria-labelledby="gz-cancellable-title">
      <h2 id="gz-cancellable-title" className="gz-redeem__section-title">
        {CANCELLABLE_TEXT.title}
      </h2>
      {failed ? (
        <LoadFailed message={CANCELLABLE_TEXT.failed} onRetry={() => onRetry?.()} />
      ) : !orders ? (
        <p className="gz-cancellable__empty" role="status">
          {CANCELLABLE_TEXT.loading}
        </p>
      ) : orders.length === 0 ? (
        <p className="gz-cancellable__empty">{CANCELLABLE_TEXT.empty}</p>
      ) : phone ? (
        <ListCards label={CANCELLABLE_TEXT.caption}>
          {orders.map((order) => {
            const countdown = countdownOf(order);
            return (
              <ListCard
                key={order.appNo}
                title={order.fundName}
                subtitle={`${order.fundCode} · ${BUSINESS_TYPE[order.businessType]}`}
                figures={[
                  { label: CANCELLABLE_TEXT.amount, value: orderAmountText(order) },
                  {
                    label: CANCELLABLE_TEXT.appliedAt,
                    value: `${formatDate(order.applyDate)} ${formatHms(order.applyTime)}`,
                  },
                  {
                    label: CANCELLABLE_TEXT.deadline,
                    value: `${formatDate(order.tradeDate)} ${formatHms(order.cutOffTime)}`,
                    main: true,
                    note: countdown && <Countdown passed={countdown.passed} text={countdown.text} />,
                  },
                ]}
                actions={<CancelButton order={order} passed={!!countdown?.passed} onCancel={onCancel} />}
              />
            );
          })}
        </ListCards>
      ) : (
        // Six columns are wider than a phone: the table scrolls in its own strip, not the page (a keyboard
        // scrolls it through its 撤单 buttons, as the holdings' strip through 赎回).
        <div className="gz-redeem-table-wrap">
          <table className="gz-redeem-table">
            <caption className="gz-visually-hidden">{CANCELLABLE_TEXT.caption}</caption>
            <thead>
              <tr>
                {(['appliedAt', 'business', 'fund', 'amount', 'deadline', 'action'] as const).map(
                  (column) => (
                    <th key={column} scope="col">
                      {CANCELLABLE_TEXT[column]}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => {
                const countdown = countdownOf(order);
                return (
                  <tr key={order.appNo}>
                    <td>{`${formatDate(order.applyDate)} ${formatHms(order.applyTime)}`}</td>
                    <td>{BUSINESS_TYPE[order.businessType]}</td>
                    <th scope="row">
                      {order.fundName}
                      <span className="gz-redeem-table__code">{order.fundCode}</span>
                    </th>
                    <td>{orderAmountText(order)}</td>
                    <td>
                      {`${formatDate(order.tradeDate)} ${formatHms(order.cutOffTime)}`}
                      {countdown && <Countdown passed={countdown.passed} text={countdown.text} />}
                    </td>
                    <td>
                      <CancelButton order={order} passed={!!countdown?.passed} onCancel={onCancel} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Countdown({ passed, text }: { passed: boolean; text: string }) {
  return (
    <span className="gz-cancellable__countdown" role="timer">
      {passed ? CANCELLABLE_TEXT.passed : CANCELLABLE_TEXT.left(text)}
    </span>
  );
}

function CancelButton({
  order,
  passed,
  onCancel,
}: {
  order: CancellableOrder;
  passed: boolean;
  onCancel: (order: CancellableOrder) => void;
}) {
  return (
    <Button size="small" disabled={passed} onClick={() => onCancel(order)}>
      {CANCELLABLE_TEXT.cancel}
    </Button>
  );
}
