import { PrivateSigning } from '@/features/private-signing';
import { serverNow } from '@/features/trade-kit';
import type { RecordedStep } from '@/shared/components/dialogs';

import { ConfirmDialog } from './confirm-dialog';
import { CONFIRM_TEXT, highRiskStatement } from './dialog-texts';
import type { SuitabilityEvent, SuitabilityState } from './machine';
import { type ComparisonFacts, MismatchDialog } from './mismatch-dialog';
import { SpecialCareDialog } from './special-care-dialog';
import { StopDialog } from './stop-dialog';
import { SummaryDialog } from './summary-dialog';
import './suitability.css';

export interface SuitabilityDialogsProps {
  state: SuitabilityState;
  send: (event: SuitabilityEvent) => void;
  /** Follow a stop's way out (certification, risk test). */
  onNavigate: (to: string) => void;
  facts: ComparisonFacts;
  /** The server's clock less the page's (useServerOffset), once known: the press is dated by the server's time. */
  serverOffsetMs?: number;
}

/** The dialog of the current step, if the step has one; waiting steps show none (the button shows the wait). */
export function SuitabilityDialogs({
  state,
  send,
  onNavigate,
  facts,
  serverOffsetMs,
}: SuitabilityDialogsProps) {
  // The press's time by the server's clock as the page knows it (its own when the server's is not known yet):
  // the order reports it beside the server's time of receipt, which it may not follow.
  const confirm = () => send({ type: 'CONFIRM', at: serverNow(serverOffsetMs ?? 0).toISOString() });
  const cancel = () => send({ type: 'CANCEL' });
  // What every recorded step's dialog takes: the step's progress and its two buttons.
  const recorded = ({ submitting, error }: Pick<RecordedStep, 'submitting' | 'error'>): RecordedStep => ({
    submitting,
    error,
    onConfirm: confirm,
    onCancel: cancel,
  });
  switch (state.step) {
    case 'stopped':
      return (
        <StopDialog
          stop={state.stop}
          onAction={(to) => {
            send({ type: 'CANCEL' });
            onNavigate(to);
          }}
          onRetry={() => send({ type: 'RETRY' })}
          onClose={cancel}
        />
      );
    case 'mismatch':
      return (
        <MismatchDialog
          // A fresh dialog (and an unticked statement) for each comparison.
          key={state.kind}
          kind={state.kind}
          fundName={state.run.fund.fundName}
          facts={facts}
          {...recorded(state)}
        />
      );
    case 'high-risk':
      return (
        <ConfirmDialog
          title={CONFIRM_TEXT.highRiskTitle}
          statement={highRiskStatement(state.run.fund.fundName)}
          {...recorded(state)}
        >
          <p className="gz-suitability__warning">
            {CONFIRM_TEXT.highRisk(state.run.fund.fundName, facts.fundRisk)}
          </p>
        </ConfirmDialog>
      );
    case 'special-care':
      return (
        <SpecialCareDialog fundName={state.run.fund.fundName} reasons={state.reasons} {...recorded(state)} />
      );
    case 'summary':
      return <SummaryDialog summary={state.summary} {...recorded(state)} />;
    case 'private-signing':
      // Spec §4 step 8 for a private product not yet signed: the six steps of issue 14.
      return (
        <PrivateSigning
          fund={state.run.fund}
          isNaturalPerson={state.run.investor.isNaturalPerson}
          onEnd={(signed) => send(signed ? { type: 'PRIVATE_SIGNED' } : { type: 'CANCEL' })}
        />
      );
    default:
      return null;
  }
}
