import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { useFetchBankChannelQuery } from '@/api/bank/endpoints-cards';
import { AddCardForm, CardList, returnPath } from '@/features/bank-card';
import { LoadFailedOr } from '@/shared/components/load-failed';
import { ROUTES } from '@/shared/routing';
import { useInvestor } from '@/store/use-investor';

import { CentreScreen } from './centre-screen';

/** 银行卡管理 (and /entry): the bound cards, unbinding, opening and closing fast pay, adding one. */
export function CardEntryScreen() {
  const { data, isError, refetch } = useFetchBankChannelQuery();
  const investor = useInvestor();
  return (
    <CentreScreen back={ROUTES.userInfo} backText="返回个人信息">
      <LoadFailedOr failed={isError} message="银行卡加载失败" onRetry={() => void refetch()}>
        {data ? (
          <CardList cards={data.cards} isNaturalPerson={investor?.isNaturalPerson !== false} />
        ) : (
          <p role="status">正在加载…</p>
        )}
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

/** 添加银行卡: a new card, with or without fast pay. */
export function CardAddScreen() {
  const navigate = useNavigate();
  const { data } = useFetchBankChannelQuery();
  return (
    <CentreScreen back={ROUTES.cardEntry} backText="返回银行卡管理">
      {data ? (
        <AddCardForm banks={data.banks} fastPay={false} onDone={() => void navigate(ROUTES.cardEntry)} />
      ) : (
        <p role="status">正在加载…</p>
      )}
    </CentreScreen>
  );
}

/**
 * 开通快捷支付: on a card already bound (开通快捷支付 beside it), or with a new card bound with fast pay. Come
 * from the order form (`?back=`), the investor returns to it once fast pay is opened.
 */
export function CardFastPayScreen() {
  const navigate = useNavigate();
  const back = returnPath(useSearchParams()[0].get('back'));
  const { data } = useFetchBankChannelQuery();
  const investor = useInvestor();
  const done = () => void navigate(back ?? ROUTES.cardEntry);
  const unopened = data?.cards.filter((card) => !card.fastPay) ?? [];
  return (
    <CentreScreen back={back ? undefined : ROUTES.cardEntry} backText="返回银行卡管理">
      {back && (
        <p className="gz-centre-screen__back">
          <Link to={back}>返回下单</Link>
        </p>
      )}
      {!data && <p role="status">正在加载…</p>}
      {unopened.length > 0 && (
        <section aria-labelledby="fast-pay-bound">
          <h2 id="fast-pay-bound" className="gz-centre-form__lead">
            在已绑定的银行卡上开通快捷支付
          </h2>
          <CardList
            cards={unopened}
            isNaturalPerson={investor?.isNaturalPerson !== false}
            onOpened={done}
            untie={false}
          />
        </section>
      )}
      {data && (
        <section aria-labelledby="fast-pay-new">
          <h2 id="fast-pay-new" className="gz-centre-form__lead">
            绑定新的银行卡并开通快捷支付
          </h2>
          <p className="gz-centre-form__lead">
            绑定本人名下的储蓄卡并开通快捷支付后，购买基金可直接从银行卡扣款。
          </p>
          <AddCardForm banks={data.banks} fastPay onDone={done} />
        </section>
      )}
    </CentreScreen>
  );
}
