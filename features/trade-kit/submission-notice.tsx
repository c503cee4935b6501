import type { ReactNode } from 'react';

import { Button } from '@/shared/ui';

import { SUBMISSION_TEXT, type SubmissionState } from './submission';
import './submission.css';

/**
 * What an order form says about its submission: a refusal's message, or for an unknown outcome that the
 * order is being looked for, then whether to resend. Undefined when there is nothing to say.
 */
export function submissionAlert(state: SubmissionState<unknown, unknown>): string | undefined {
  if (state.phase === 'unknown')
    return state.lookup === 'checking' ? SUBMISSION_TEXT.checking : state.message;
  return state.phase === 'editing' ? state.message : undefined;
}

/** Whether the resend must wait: the lookup of an unknown outcome is still running. */
export function isLookingUp(state: SubmissionState<unknown, unknown>): boolean {
  return state.phase === 'unknown' && state.lookup === 'checking';
}

/** Above a placed order whose first answer was lost: it was found, and not placed twice. */
function RecoveredNote({ state }: { state: SubmissionState<unknown, unknown> }) {
  if (state.phase !== 'placed' || !state.recovered) return null;
  return (
    <p role="status" className="gz-order__recovered">
      {SUBMISSION_TEXT.recovered}
    </p>
  );
}

/** What an order form shows once placed: the order (its children), under the note when it was recovered. */
export function PlacedView({
  state,
  children,
}: {
  state: SubmissionState<unknown, unknown>;
  children: ReactNode;
}) {
  return (
    <>
      <RecoveredNote state={state} />
      {children}
    </>
  );
}

export interface SubmissionActionsProps {
  state: SubmissionState<unknown, unknown>;
  /** 申购, 赎回, …: the submit button reads words.submit(noun). */
  noun: string;
  words: { submit: (noun: string) => string; sending: string; resend: string };
  disabled: boolean;
  /** Something besides the sending is checked first (the trading time). */
  checking: boolean;
  onSubmit: () => void;
  onResend: () => void;
  /** The form's block class: the alert is `<block>__alert`, the buttons `<block>-form__actions`. */
  block: string;
}

/** An order form's foot: what the submission says, then its button (重新提交 while the outcome is unknown). */
export function SubmissionActions(props: SubmissionActionsProps) {
  const { state, words, block } = props;
  const alert = submissionAlert(state);
  return (
    <>
      {alert && (
        <p role="alert" className={`${block}__alert`}>
          {alert}
        </p>
      )}
      <div className={`${block}-form__actions`}>
        {state.phase === 'unknown' ? (
          <Button type="primary" size="large" onClick={props.onResend} loading={isLookingUp(state)}>
            {words.resend}
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            disabled={props.disabled}
            loading={state.phase === 'sending' || props.checking}
            onClick={props.onSubmit}
          >
            {state.phase === 'sending' ? words.sending : words.submit(props.noun)}
          </Button>
        )}
      </div>
    </>
  );
}
