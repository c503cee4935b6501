import { useFetchHoldQuery, type AssetChannel } from '@/api/account/endpoints-assets';
import { RecordsPanel } from '@/features/assets';
import { useInvestor } from '@/store/use-investor';

/** /trade-center/records: 交易记录, 确认记录 and 分红记录 of the investor's channel, each order opening its detail. */
export function TradeRecordsScreen() {
  const user = useInvestor();
  const channel: AssetChannel = user?.userType === 'Registered' ? 'consignment' : 'direct';
  const hold = useFetchHoldQuery({ channel });
  const funds = (hold.data?.holdings ?? []).map((h) => ({
    value: h.fundCode,
    label: `${h.fundName}（${h.fundCode}）`,
  }));
  return (
    <section aria-labelledby="records-title" className="gz-app-card gz-assets">
      <h1 id="records-title">交易记录</h1>
      <RecordsPanel channel={channel} funds={funds} />
    </section>
  );
}
