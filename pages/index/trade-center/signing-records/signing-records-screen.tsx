import { Link } from 'react-router-dom';

import { useFetchPrivateOrdersQuery } from '@/api/order/endpoints-private';
import { EvidenceRecords, PrivateOrderPanel } from '@/features/private-order';
import { formatMoney } from '@/shared/format';
import { ROUTES } from '@/shared/routing';
import { SIGNING_TEXT } from '@/shared/trading/signing';
import { useInvestor } from '@/store/use-investor';

import './signing-records.css';

const RECORDS_SCREEN_TEXT = {
  title: SIGNING_TEXT.records,
  orders: '私募产品订单',
  noOrders: '暂无私募产品订单',
  loading: '正在加载…',
  order: (fundName: string, amount: string, appNo: string) => `${fundName} · ${amount} · 申请单号 ${appNo}`,
  buy: '去购买',
} as const;

/**
 * /trade-center/signing-records: the private orders with their cooling-off and return visit, and every
 * signing record (evidence chain) with its PDF download.
 */
export function SigningRecordsScreen() {
  const user = useInvestor();
  // Private orders move on the server by themselves (the money arrives, the cooling-off ends): fresh on entry.
  const orders = useFetchPrivateOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="signing-records-title" className="gz-app-card gz-signing-records">
      <h1 id="signing-records-title">{RECORDS_SCREEN_TEXT.title}</h1>
      <section aria-labelledby="signing-records-orders">
        <h2 id="signing-records-orders">{RECORDS_SCREEN_TEXT.orders}</h2>
        {orders.isLoading || !user ? (
          <p role="status">{RECORDS_SCREEN_TEXT.loading}</p>
        ) : orders.data && orders.data.length > 0 ? (
          <ul className="gz-signing-records__orders">
            {orders.data.map((order) => (
              <li key={order.appNo}>
                <p className="gz-signing-records__order">
                  {RECORDS_SCREEN_TEXT.order(order.fundName, formatMoney(order.applySum), order.appNo)}
                </p>
                <PrivateOrderPanel appNo={order.appNo} isNaturalPerson={user.isNaturalPerson} />
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {RECORDS_SCREEN_TEXT.noOrders} <Link to={ROUTES.purchase}>{RECORDS_SCREEN_TEXT.buy}</Link>
          </p>
        )}
      </section>
      <EvidenceRecords />
    </section>
  );
}
