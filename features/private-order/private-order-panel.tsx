import { useEffect, useState } from 'react';

import { readError, succeed, type Outcome } from '@/api/core/outcome';
import type { PrivateOrder } from '@/api/order/contract-private';
import { useFetchPrivateOrderQuery, useWithdrawPrivateOrderMutation } from '@/api/order/endpoints-private';
import { useEncryptPasswords } from '@/features/encryption';
import { RemittancePanel } from '@/features/receiving-account';
import { useServerOffset } from '@/features/trade-kit';
import { TradePasswordDialog } from '@/features/trade-password';
import { LoadFailed } from '@/shared/components/load-failed';
import { TermList } from '@/shared/components/term-list';
import { formatMoney } from '@/shared/format';
import { Button, showToast } from '@/shared/ui';

import { PRIVATE_ORDER_TEXT as T } from './texts';
import { useCoolingCountdown } from './use-cooling-countdown';
import { VisitDialog } from './visit-dialog';
import './private-order.css';

export interface PrivateOrderPanelProps {
  appNo: string;
  isNaturalPerson: boolean;
}

const AWAITING_POLL_MS = 30_000;

function intro(order: PrivateOrder): string {
  const deadline = order.visitDeadline ?? '—';
  const refund = formatMoney(order.refund ?? order.applySum);
  if (order.phase === 'awaitingPayment') return T.awaitingIntro;
  if (order.phase === 'invalid') return T.invalidIntro;
  if (order.phase === 'coolingOff') return T.coolingIntro;
  if (order.phase === 'visitOpen') return T.visitIntro(deadline);
  if (order.phase === 'answered') return T.answeredIntro(deadline);
  if (order.phase === 'final') return T.finalIntro(order.reviewedAt ?? order.closedAt ?? '—');
  if (order.phase === 'lapsed') return T.lapsedIntro(deadline, refund);
  return T.undoneIntro(refund);
}

/** The facts after the cooling-off: the visit's deadline, when it was answered and confirmed. */
function visitFacts(order: PrivateOrder): Array<[string, string]> {
  const facts: Array<[string, string | null]> = [
    [T.visitDeadline, order.phase === 'final' ? null : order.visitDeadline],
    [T.answeredAt, order.answeredAt],
    [T.reviewedAt, order.reviewedAt],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== null);
}

/**
 * A private order after it is placed: the cooling-off countdown with 解除合同 (trade password), then the
 * return visit; the back office decides every phase, the panel asks it again when the countdown ends.
 */
export function PrivateOrderPanel({ appNo, isNaturalPerson }: PrivateOrderPanelProps) {
  const [changed, setChanged] = useState<PrivateOrder>();
  const [awaiting, setAwaiting] = useState(false);
  // While a transfer is awaited, ask again now and then: the cooling-off starts when the money arrives. The
  // order moves on the server by itself (money, cooling-off's end): fresh whenever the panel is drawn.
  const query = useFetchPrivateOrderQuery(
    { appNo, silent: true },
    { pollingInterval: awaiting ? AWAITING_POLL_MS : 0, refetchOnMountOrArgChange: true },
  );
  const phase = query.data?.phase;
  useEffect(() => setAwaiting(phase === 'awaitingPayment'), [phase]);
  const [dialog, setDialog] = useState<'withdraw' | 'visit'>();
  const encrypt = useEncryptPasswords();
  const [withdraw] = useWithdrawPrivateOrderMutation();
  const serverOffsetMs = useServerOffset();
  const order = changed ?? query.data;
  const countdown = useCoolingCountdown(
    order?.phase === 'coolingOff' ? order.coolingSecondsLeft : undefined,
    query.fulfilledTimeStamp ?? Date.now(),
    () => {
      setChanged(undefined);
      void query.refetch();
    },
  );

  if (!order)
    return query.isError ? (
      <LoadFailed
        message={T.failed}
        onRetry={() => void query.refetch()}
        className="gz-private-order__error"
      />
    ) : (
      <p role="status">{T.loading}</p>
    );

  const submitWithdraw = async (password: string): Promise<Outcome> => {
    const encrypted = await encrypt({ password });
    if (!encrypted.ok) return encrypted;
    const result = await withdraw({ appNo, password: encrypted.value.password, silent: true });
    if (result.error !== undefined) return readError(result.error);
    setChanged(result.data);
    return succeed(null);
  };

  return (
    <section className="gz-private-order" aria-label={`${T.region} ${order.appNo}`}>
      <header className="gz-private-order__head">
        <h3 className="gz-private-order__phase">{T.phase[order.phase]}</h3>
        {countdown && order.phase === 'coolingOff' && (
          <p className="gz-private-order__timer">
            {T.left} <span role="timer">{countdown.text}</span>
          </p>
        )}
      </header>
      <p className="gz-private-order__intro">{intro(order)}</p>
      <TermList
        className="gz-private-order__facts"
        rows={[
          [T.signedAt, order.signedAt],
          [T.paidAt, order.paidAt ?? T.notPaid],
          [T.coolingEnds, order.coolingEndsAt ?? '—'],
          ...visitFacts(order),
          ...(order.closedAt ? [[T.closedAt, order.closedAt] as const] : []),
        ]}
      />
      {order.remittance && (
        <RemittancePanel fundCode={order.fundCode} {...order.remittance} serverOffsetMs={serverOffsetMs} />
      )}
      {(order.canWithdraw === '1' || order.canVisit === '1') && (
        <div className="gz-private-order__actions">
          {order.canVisit === '1' && (
            <Button type="primary" onClick={() => setDialog('visit')}>
              {T.visit}
            </Button>
          )}
          {order.canWithdraw === '1' && <Button onClick={() => setDialog('withdraw')}>{T.withdraw}</Button>}
        </div>
      )}
      <TradePasswordDialog
        open={dialog === 'withdraw'}
        title={T.withdrawTitle}
        description={T.withdrawDescription(order.fundName, formatMoney(order.applySum))}
        isNaturalPerson={isNaturalPerson}
        submit={submitWithdraw}
        onSuccess={() => {
          setDialog(undefined);
          showToast(T.withdrawn, 'success');
        }}
        onClose={() => setDialog(undefined)}
      />
      {dialog === 'visit' && (
        <VisitDialog
          appNo={appNo}
          onDone={(next, message) => {
            setChanged(next);
            setDialog(undefined);
            showToast(message, next.phase === 'answered' ? 'success' : 'warning');
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
    </section>
  );
}
