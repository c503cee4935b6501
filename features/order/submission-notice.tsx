import { SUBMISSION_TEXT, type SubmissionState } from './submission';

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
export function RecoveredNote({ state }: { state: SubmissionState<unknown, unknown> }) {
  if (state.phase !== 'placed' || !state.recovered) return null;
  return (
    <p role="status" className="gz-order__recovered">
      {SUBMISSION_TEXT.recovered}
    </p>
  );
}
