import Big from 'big.js';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';

import { useFetchBankChannelQuery } from '@/api/bank/endpoints-cards';
import type { WrittenConfirmation } from '@/api/order/contract-orders';
import { useFetchFirstDebitQuery } from '@/api/order/endpoints-plans';
import { SubmissionActions } from '@/features/trade-kit';
import { TradePasswordDialog } from '@/features/trade-password';
import { formatMoney } from '@/shared/format';
import { ROUTES } from '@/shared/routing';
import { formatDate } from '@/shared/time';
import { PLAN_TEXT, yuanText } from '@/shared/trading';
import { FormItem, NativeSelect, TextInput } from '@/shared/ui';

import { amountProblem } from './amount';
import { CycleFields, type CycleValues } from './cycle-fields';
import { PlanReplay } from './plan-replay';
import { PlanSummary } from './plan-summary';
import { PLAN_SCREEN_TEXT } from './texts';
import './plan.css';
import { useCreatePlan } from './use-create-plan';

export interface PlanFormProps {
  fund: { fundCode: string; fundName: string };
  minAmount: string;
  tradeAccounts: readonly string[];
  isNaturalPerson: boolean;
  confirmations?: WrittenConfirmation[];
}

/** The plan: amount, cycle, the fast-pay card, the first debit date; then the trade password, sent once. */
export function PlanForm({ fund, minAmount, tradeAccounts, isNaturalPerson, confirmations }: PlanFormProps) {
  const [amount, setAmount] = useState('');
  const [cycle, setCycle] = useState<CycleValues>({ frequency: 'monthly', day: '1' });
  const [cardId, setCardId] = useState('');
  const [asking, setAsking] = useState(false);
  const channel = useFetchBankChannelQuery({ silent: true });
  // Fast pay only: the bound cards with it opened and their bank's limits known.
  const cards = useMemo(
    () =>
      channel.data?.cards.flatMap((c) =>
        c.fastPay && c.fastPayLimits ? [{ ...c, fastPayLimits: c.fastPayLimits }] : [],
      ),
    [channel.data],
  );
  const card = cards?.find((candidate) => candidate.id === cardId) ?? cards?.[0];
  const first = useFetchFirstDebitQuery({ frequency: cycle.frequency, day: Number(cycle.day), silent: true });
  const { state, submitWithPassword, resend } = useCreatePlan();
  const problem = amountProblem(amount, minAmount);
  const ready = amount !== '' && !problem && !!card && !!first.data;
  const locked = state.phase !== 'editing';

  if (state.phase === 'placed')
    return (
      <div className="gz-plan__created" role="status">
        <p className="gz-plan__created-title">{PLAN_SCREEN_TEXT.created}</p>
        <PlanSummary plan={state.result} />
        <Link to={`${ROUTES.planDetail}?planNo=${state.result.planNo}`}>{PLAN_SCREEN_TEXT.detail}</Link>{' '}
        <Link to={ROUTES.plans}>{PLAN_SCREEN_TEXT.toList}</Link>
      </div>
    );

  const cycleText = PLAN_TEXT.cycle({ frequency: cycle.frequency, day: Number(cycle.day) });
  return (
    <section className="gz-plan-form" aria-label={PLAN_SCREEN_TEXT.noun}>
      <FormItem label={PLAN_SCREEN_TEXT.amount} error={problem}>
        <TextInput
          value={amount}
          onChange={(value) => setAmount(value.trim())}
          inputMode="decimal"
          placeholder={PLAN_SCREEN_TEXT.amountPlaceholder(new Big(minAmount).toString())}
          disabled={locked}
        />
      </FormItem>
      <CycleFields values={cycle} onChange={setCycle} disabled={locked} />
      <FormItem label={PLAN_SCREEN_TEXT.card}>
        {cards && cards.length === 0 ? (
          <p className="gz-plan__no-card">
            {PLAN_SCREEN_TEXT.noCard} <Link to={ROUTES.cardFastPay}>{PLAN_SCREEN_TEXT.openFastPay}</Link>
          </p>
        ) : (
          <NativeSelect
            value={card?.id ?? ''}
            options={(cards ?? []).map((c) => ({ value: c.id, label: `${c.bankName} ${c.cardNoMasked}` }))}
            onChange={setCardId}
            disabled={locked}
          />
        )}
      </FormItem>
      {card && (
        <p className="gz-plan__hint">
          {PLAN_SCREEN_TEXT.cardLimits(
            yuanText(card.fastPayLimits.singleLimit),
            yuanText(card.fastPayLimits.dailyLimit),
          )}
        </p>
      )}
      {first.data && (
        <p className="gz-plan__first-debit">
          {PLAN_SCREEN_TEXT.firstDebit}：<strong>{formatDate(first.data.debitDate)}</strong>
          {first.data.debitDate !== first.data.periodDate &&
            PLAN_SCREEN_TEXT.firstDebitMoved(formatDate(first.data.periodDate))}
        </p>
      )}
      <p className="gz-plan__hint">{PLAN_SCREEN_TEXT.rules}</p>
      <SubmissionActions
        state={state}
        noun={PLAN_SCREEN_TEXT.noun}
        words={PLAN_SCREEN_TEXT}
        disabled={locked || !ready}
        checking={false}
        onSubmit={() => setAsking(true)}
        onResend={resend}
        block="gz-plan"
      />
      <TradePasswordDialog
        open={asking}
        isNaturalPerson={isNaturalPerson}
        description={ready && PLAN_SCREEN_TEXT.passwordFor(fund.fundName, formatMoney(amount), cycleText)}
        submit={(password) =>
          submitWithPassword(
            {
              fundCode: fund.fundCode,
              tradeAccount: tradeAccounts[0] ?? '',
              amount: new Big(amount || '0').toFixed(2),
              frequency: cycle.frequency,
              day: Number(cycle.day),
              bankNo: card?.bankCode ?? '',
              bankAccount: card?.id ?? '',
              ...(confirmations && confirmations.length > 0 ? { confirmations } : {}),
            },
            password,
          )
        }
        onSuccess={() => setAsking(false)}
        onClose={() => setAsking(false)}
      />
      <PlanReplay
        fundCode={fund.fundCode}
        amount={amount !== '' && !problem ? new Big(amount).toFixed(2) : null}
        cycle={{ frequency: cycle.frequency, day: Number(cycle.day) }}
      />
    </section>
  );
}
