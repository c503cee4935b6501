import type { ReactNode } from 'react';

import type { Outcome } from '@/api/core/outcome';
import { TradePasswordDialog } from '@/features/trade-password';

import { SubmissionActions, type SubmissionActionsProps } from './submission-notice';
import type { TradeTimeGate } from './use-trade-time-gate';

interface OrderFormFootProps extends Omit<SubmissionActionsProps, 'checking'> {
  /** Checked before the trade password is asked (it is checking while the button spins). */
  gate: TradeTimeGate;
  isNaturalPerson: boolean;
  /** What the trade password confirms (fund, amount), above its field. */
  description: ReactNode;
  /** Sends the order with the trade password (silently: a refusal shows under the field). */
  sendWithPassword: (password: string) => Promise<Outcome>;
}

/**
 * An order form's foot: what the submission says and its button, the trade password once the trading-time
 * gate lets the order through, or else the not-trading dialog.
 */
export function OrderFormFoot({
  gate,
  isNaturalPerson,
  description,
  sendWithPassword,
  ...actions
}: OrderFormFootProps) {
  return (
    <>
      <SubmissionActions {...actions} checking={gate.checking} />
      <TradePasswordDialog
        open={gate.passwordOpen}
        isNaturalPerson={isNaturalPerson}
        description={description}
        submit={sendWithPassword}
        onSuccess={gate.closePassword}
        onClose={gate.closePassword}
      />
      {gate.notTradingDialog}
    </>
  );
}
