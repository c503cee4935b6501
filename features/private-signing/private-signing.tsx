import { TradePasswordDialog } from '@/features/trade-password';
import { StopAlertDialog } from '@/shared/components/dialogs';
import { Button, Dialog } from '@/shared/ui';

import { DeclarationDialog } from './declaration-dialog';
import { EngagementDialog } from './engagement-dialog';
import type { SigningEvent, SigningState, SigningStop } from './machine';
import { ReadingDialog } from './reading-dialog';
import { RiskSignDialog } from './risk-sign-dialog';
import { SIGNING_TEXT as T } from './texts';
import type { FundToSign } from './types';
import { usePrivateSigning } from './use-private-signing';
import './private-signing.css';

export interface PrivateSigningProps {
  fund: FundToSign;
  isNaturalPerson: boolean;
  /** true: the contract is signed (the purchase goes on); false: the investor left the signing. */
  onEnd: (signed: boolean) => void;
}

/**
 * Spec §4 "Private product": the six steps, one dialog at a time, each call made by the flow's hook; the
 * contract is read (step 3), then the risk disclosure read and signed on its own before the contract is signed
 * (review P9).
 */
export function PrivateSigning({ fund, isNaturalPerson, onEnd }: PrivateSigningProps) {
  const { state, send, submitPassword } = usePrivateSigning(fund, onEnd);
  return (
    <SigningDialogs
      state={state}
      send={send}
      isNaturalPerson={isNaturalPerson}
      submitPassword={submitPassword}
    />
  );
}

interface SigningDialogsProps {
  state: SigningState;
  send: (event: SigningEvent) => void;
  isNaturalPerson: boolean;
  submitPassword: Parameters<typeof TradePasswordDialog>[0]['submit'];
}

function SigningDialogs({ state, send, isNaturalPerson, submitPassword }: SigningDialogsProps) {
  const cancel = () => send({ type: 'CANCEL' });
  const confirm = () => send({ type: 'CONFIRM' });
  switch (state.step) {
    case 'password':
      return (
        <TradePasswordDialog
          open
          title={T.passwordTitle}
          description={T.passwordIntro(state.fund.fundName)}
          isNaturalPerson={isNaturalPerson}
          submit={submitPassword}
          onSuccess={() => send({ type: 'PASSWORD_OK' })}
          onClose={cancel}
        />
      );
    case 'engagement':
      return <EngagementDialog {...state} onConfirm={confirm} onCancel={cancel} />;
    case 'contract':
    case 'risk':
      return (
        <ReadingDialog
          key={state.step}
          title={state.step === 'contract' ? T.contractTitle : T.riskTitle}
          document={state.document}
          submitting={state.submitting}
          error={state.error}
          onCounted={() => send({ type: 'COUNTDOWN_DONE' })}
          onConfirm={confirm}
          onCancel={cancel}
        />
      );
    case 'risk-sign':
      return <RiskSignDialog {...state} onConfirm={confirm} onCancel={cancel} />;
    case 'declaration':
      return (
        <DeclarationDialog
          {...state}
          onTick={(code, checked) => send({ type: 'TICK', code, checked })}
          onConfirm={confirm}
          onCancel={cancel}
        />
      );
    case 'signing':
      return (
        <Dialog open title={T.signingTitle} size="tiny" closable={false} className="gz-private-signing">
          <p className="gz-private-signing__intro" role="status">
            {T.signing}
          </p>
        </Dialog>
      );
    case 'stopped':
      return <SigningStopDialog stop={state.stop} onRetry={() => send({ type: 'RETRY' })} onClose={cancel} />;
    default:
      return null;
  }
}

function SigningStopDialog({
  stop,
  onRetry,
  onClose,
}: {
  stop: SigningStop;
  onRetry: () => void;
  onClose: () => void;
}) {
  return (
    <StopAlertDialog
      title={stop.title}
      className="gz-private-signing"
      forward={
        stop.retry && (
          <Button type="primary" onClick={onRetry}>
            {T.retry}
          </Button>
        )
      }
      cancelText={T.cancel}
      gotItText={T.gotIt}
      onClose={onClose}
    >
      <p className="gz-private-signing__message">{stop.message}</p>
      {stop.detail && <p className="gz-private-signing__note">{stop.detail}</p>}
    </StopAlertDialog>
  );
}
