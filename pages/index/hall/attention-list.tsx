import { useFetchTradeRecordsQuery } from '@/api/account/endpoints-assets';
import { useFetchBankChannelQuery } from '@/api/bank/endpoints-cards';
import { useFetchUserDetailQuery } from '@/api/user/endpoints-centre';
import { serverNow, useServerOffset } from '@/features/trade-kit';
import { useInvestor } from '@/store/use-investor';

import { attentionItems } from './attention';
import { failedOrderItems } from './failed-orders';
import { ReminderList } from './reminder-list';

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
  return <ReminderList id="hall-attention-title" title="待办事项" reminders={items} />;
}
