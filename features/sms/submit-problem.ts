import { failureText, type Failure } from '@/api/core/outcome';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

/** A failed submit: under the SMS field when it is about the code, else above the buttons. */
export type SubmitProblem = { field?: 'smsCode'; message: string } | null;

const CODE_STATES: readonly number[] = [RESPONSE_STATE.SMS_ERROR, RESPONSE_STATE.SMS_EXPIRED];

/** A refusal shown above the buttons, whatever it is about; nothing at all for 403000. */
export function formProblem(failure: Failure, fallback: string): SubmitProblem {
  const message = failureText(failure, fallback);
  return message === null ? null : { message };
}

/** Where a refused reset or change shows: a wrong or expired code under its field; nothing at all for 403000. */
export function codeOrFormProblem(failure: Failure, fallback: string): SubmitProblem {
  const problem = formProblem(failure, fallback);
  return problem && failure.state !== undefined && CODE_STATES.includes(failure.state)
    ? { field: 'smsCode', message: problem.message }
    : problem;
}
