import { Link, useNavigate } from 'react-router-dom';

import { useFetchBankChannelQuery } from '@/api/bank/endpoints-cards';
import { AddCardForm, CardList } from '@/features/bank-card';
import { LoadFailedOr } from '@/shared/components/load-failed';
import { ROUTES } from '@/shared/routing';

import { CentreScreen } from './centre-screen';

/** 银行卡管理 (and /entry): the bound cards, unbinding, adding one, quick payment. */
export function CardEntryScreen() {
  const { data, isError, refetch } = useFetchBankChannelQuery();
  return (
    <CentreScreen back={ROUTES.userInfo} backText="返回个人信息">
      <LoadFailedOr failed={isError} message="银行卡加载失败" onRetry={() => void refetch()}>
        {data ? <CardList cards={data.cards} /> : <p role="status">正在加载…</p>}
      </LoadFailedOr>
      <p className="gz-hall__links">
        <Link className="gz-hall__renew" to={ROUTES.cardAdd}>
          添加银行卡
        </Link>{' '}
        <Link to={ROUTES.cardFastPay}>开通快捷支付</Link>
      </p>
    </CentreScreen>
  );
}

/** 添加银行卡 and 开通快捷支付: one form; quick payment opens with the card. */
export function CardAddScreen({ fastPay = false }: { fastPay?: boolean }) {
  const navigate = useNavigate();
  const { data } = useFetchBankChannelQuery();
  return (
    <CentreScreen back={ROUTES.cardEntry} backText="返回银行卡管理">
      {fastPay && (
        <p className="gz-centre-form__lead">
          绑定本人名下的储蓄卡并开通快捷支付后，购买基金可直接从银行卡扣款。
        </p>
      )}
      {data ? (
        <AddCardForm banks={data.banks} fastPay={fastPay} onDone={() => navigate(ROUTES.cardEntry)} />
      ) : (
        <p role="status">正在加载…</p>
      )}
    </CentreScreen>
  );
}
