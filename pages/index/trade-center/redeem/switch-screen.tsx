import { Link } from 'react-router-dom';

import { useFetchSwitchTargetsQuery } from '@/api/order/endpoints-switch';
import { SWITCH_TEXT_UI, SwitchForm } from '@/features/redeem';
import { ROUTES } from '@/shared/routing';
import { useInvestor } from '@/store/use-investor';

import { FundHeading } from '../fund-heading';
import { useRequestedHolding } from './use-requested-holding';

/**
 * 基金转换 (?id=<encoded fund code>&account=<encoded trade account>), opened by 转换 beside 赎回: the form when
 * the holding can be switched into some fund now; otherwise why not.
 */
export function SwitchScreen() {
  const { fundCode, tradeAccount, valid, list, found: holding } = useRequestedHolding();
  const user = useInvestor();
  const targets = useFetchSwitchTargetsQuery({ fundCode, tradeAccount, silent: true }, { skip: !valid });
  const back = <Link to={ROUTES.redeem}>{SWITCH_TEXT_UI.back}</Link>;
  const refusal = targets.data?.refusal ?? (targets.isError || list.isError ? SWITCH_TEXT_UI.abnormal : null);

  let body;
  if (!valid || refusal)
    body = (
      <p role="alert" className="gz-redeem__alert">
        {refusal ?? SWITCH_TEXT_UI.abnormal} {back}
      </p>
    );
  else if (!targets.data || !list.data || !user) body = <p role="status">正在加载持仓…</p>;
  else if (!holding)
    body = (
      <p role="alert">
        {SWITCH_TEXT_UI.abnormal} {back}
      </p>
    );
  else
    body = (
      <>
        <FundHeading fund={holding} lead={`${SWITCH_TEXT_UI.outFund}：`} />
        <SwitchForm
          holding={targets.data}
          productCategory={holding.productCategory}
          isNaturalPerson={user.isNaturalPerson}
        />
        <p>{back}</p>
      </>
    );
  return (
    <section aria-labelledby="switch-title" className="gz-app-card gz-redeem">
      <h1 id="switch-title">{SWITCH_TEXT_UI.title}</h1>
      {body}
    </section>
  );
}
