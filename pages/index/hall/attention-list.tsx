import { Link } from 'react-router-dom';

import { useFetchTradeRecordsQuery } from '@/api/account/endpoints-assets';
import { useFetchBankChannelQuery } from '@/api/bank/endpoints-cards';
import { useFetchUserDetailQuery } from '@/api/user/endpoints-centre';
import { serverNow, useServerOffset } from '@/features/trade-kit';
import { useInvestor } from '@/store/use-investor';

import { attentionItems } from './attention';
import { failedOrderItems } from './failed-orders';

/** 待办事项: what the investor should do next, each with its one click (quiet: a failure hides the list). */
export function AttentionList() {
  const { data: user } = useFetchUserDetailQuery({ silent: true });
  const { data: channel } = useFetchBankChannelQuery({ silent: true });
  const investor = useInvestor();
  const offset = useServerOffset();
  const records = useFetchTradeRecordsQuery({
    channel: investor?.userType === 'Registered' ? 'consignment' : 'direct',
    page: 1,
    size: 20,
    silent: true,
  });
  const now = offset === undefined ? undefined : serverNow(offset).getTime();
  const items = [
    ...failedOrderItems(records.data?.rows, now),
    ...attentionItems(user, channel?.cards.length),
  ];
  if (items.length === 0) return null;
  return (
    <section className="gz-app-card gz-hall__reminders" aria-labelledby="hall-attention-title">
      <h2 id="hall-attention-title">待办事项</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key} className={`gz-hall__reminder is-${item.tone}`}>
            <span>{item.text}</span>
            {item.action && (
              <Link className="gz-hall__renew" to={item.action.to}>
                {item.action.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
