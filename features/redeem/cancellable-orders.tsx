import type { CancellableOrder } from '@/api/order/contract-changes';
import { countdownTo, useServerNow } from '@/features/trade-kit';
import { BUSINESS_TYPE } from '@/shared/enums/fund';
import { formatDate, formatHms } from '@/shared/format';
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
  left: (text: string) => `剩余${text}`,
  passed: '已过撤单截止时间',
} as const;

export interface CancellableOrdersProps {
  orders: readonly CancellableOrder[] | undefined;
  serverOffsetMs: number | undefined;
  onCancel: (order: CancellableOrder) => void;
}

/** Applied orders that can still be cancelled, each with a countdown to its deadline (the cut-off of its trade date). */
export function CancellableOrders({ orders, serverOffsetMs, onCancel }: CancellableOrdersProps) {
  const now = useServerNow(serverOffsetMs);
  return (
    <section className="gz-cancellable" aria-labelledby="gz-cancellable-title">
      <h2 id="gz-cancellable-title" className="gz-redeem__section-title">
        {CANCELLABLE_TEXT.title}
      </h2>
      {orders?.length === 0 ? (
        <p className="gz-cancellable__empty">{CANCELLABLE_TEXT.empty}</p>
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
              {orders?.map((order) => {
                const countdown = now && countdownTo(new Date(order.deadline), now);
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
                      {countdown && (
                        <span className="gz-cancellable__countdown" role="timer">
                          {countdown.passed ? CANCELLABLE_TEXT.passed : CANCELLABLE_TEXT.left(countdown.text)}
                        </span>
                      )}
                    </td>
                    <td>
                      <Button size="small" disabled={!!countdown?.passed} onClick={() => onCancel(order)}>
                        {CANCELLABLE_TEXT.cancel}
                      </Button>
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
