import { useState } from 'react';

import { readError } from '@/api/core/outcome';
import type { PrivateOrder } from '@/api/order/contract-private';
import { useAnswerVisitMutation, useFetchVisitQuery } from '@/api/order/endpoints-private';
import { ConfirmStepDialog } from '@/shared/components/dialogs';

import { VISIT_TEXT as T } from './texts';

export interface VisitDialogProps {
  appNo: string;
  onDone: (order: PrivateOrder, message: string) => void;
  onClose: () => void;
}

/** The online return visit (回访): every question answered 是 or 否, then one submission. */
export function VisitDialog({ appNo, onDone, onClose }: VisitDialogProps) {
  const visit = useFetchVisitQuery({ appNo, silent: true });
  const [answerVisit, answering] = useAnswerVisitMutation();
  const [answers, setAnswers] = useState<Record<string, '1' | '0'>>({});
  const [error, setError] = useState<string>();
  const questions = visit.data?.questions ?? [];
  const complete = questions.length > 0 && questions.every((question) => answers[question.code]);
  const busy = answering.isLoading;

  const submit = async () => {
    if (!complete || busy) return;
    setError(undefined);
    const result = await answerVisit({
      appNo,
      answers: questions.map((question) => ({ code: question.code, answer: answers[question.code] })),
      silent: true,
    });
    if (result.error !== undefined) setError(readError(result.error).message?.trim() || T.failed);
    else onDone(result.data, result.data.phase === 'answered' ? T.awaitingReview : T.undone);
  };

  return (
    <ConfirmStepDialog
      title={T.title}
      className="gz-private-order"
      status={
        <span className="gz-private-order__count" aria-live="polite">
          {T.answered(Object.keys(answers).length, questions.length)}
        </span>
      }
      ready={complete}
      cancelText={T.cancel}
      confirmText={T.submit}
      workingText={T.working}
      submitting={busy}
      error={error}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <p className="gz-private-order__intro">{T.intro}</p>
      {visit.isLoading && <p role="status">{T.loading}</p>}
      {visit.data?.open === '0' && <p role="alert">{T.notOpen}</p>}
      <ol className="gz-private-order__questions">
        {questions.map((question, index) => (
          <li key={question.code}>
            <fieldset>
              <legend>
                {index + 1}. {question.text}
              </legend>
              {(['1', '0'] as const).map((value) => (
                <label key={value} className="gz-private-order__choice">
                  <input
                    type="radio"
                    name={`visit-${question.code}`}
                    value={value}
                    checked={answers[question.code] === value}
                    disabled={busy}
                    onChange={() => setAnswers((before) => ({ ...before, [question.code]: value }))}
                  />
                  {value === '1' ? T.yes : T.no}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
    </ConfirmStepDialog>
  );
}
