import './risk-test.css';

import { useReducer, useRef, useState } from 'react';

import { outcomeOf, failureText } from '@/api/core/outcome';
import type { PaperData, RiskResult } from '@/api/paper/contract';
import { useAnswerRiskPaperMutation } from '@/api/paper/endpoints';
import { RESPONSE_STATE } from '@/shared/enums';
import { Button, FormFailure } from '@/shared/ui';

import { answerBody, answeredCount, startTest, testReducer, type TestEvent, type TestState } from './machine';
import { QuestionStep } from './question-step';
import { ReviewList } from './review-list';
import { RISK_TEXT as T } from './texts';

interface Props {
  paper: PaperData;
  onDone: (result: RiskResult) => void;
  onCancel: () => void;
}

/** The questionnaire: progress, one question at a time, the review, the submission. */
export function RiskTest({ paper, onDone, onCancel }: Props) {
  const [state, send] = useReducer(
    (current: TestState, event: TestEvent) => testReducer(paper, current, event),
    undefined,
    startTest,
  );
  const [answer, { isLoading }] = useAnswerRiskPaperMutation();
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const total = paper.questions.length;
  const done = answeredCount(paper, state);

  const move = (event: TestEvent) => {
    send(event);
    // Each step is a new page for a screen reader: focus goes to the paper's heading.
    heading.current?.focus();
  };

  const submit = async () => {
    const body = answerBody(paper, state);
    if (!body || isLoading) return;
    setError(null);
    const outcome = outcomeOf(await answer({ ...body, silentStates: [RESPONSE_STATE.QUESTIONNAIRE_LIMIT] }));
    if (outcome.ok) onDone(outcome.value);
    else setError(failureText(outcome, '提交失败，请稍后再试'));
  };

  const stage = state.stage;
  const question = stage.kind === 'question' ? paper.questions[stage.index] : null;
  const answered = question ? (state.answers[question.id]?.length ?? 0) > 0 : true;
  return (
    <section className="gz-app-card gz-risk" aria-labelledby="gz-risk-paper-title">
      <h2 id="gz-risk-paper-title" className="gz-risk__title" tabIndex={-1} ref={heading}>
        {paper.title}
      </h2>
      <p className="gz-risk__hint">{paper.intro}</p>
      <div className="gz-risk-progress">
        <span>{question ? T.progress((stage as { index: number }).index + 1, total) : T.reviewTitle}</span>
        <div
          role="progressbar"
          aria-label="答题进度"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={`已答 ${done} 题，共 ${total} 题`}
          className="gz-risk-progress__bar"
        >
          <div style={{ width: `${(done / total) * 100}%` }} />
        </div>
      </div>
      {question ? (
        <QuestionStep
          question={question}
          number={(stage as { index: number }).index + 1}
          chosen={state.answers[question.id] ?? []}
          onChoose={(optionId) => send({ type: 'choose', questionId: question.id, optionId })}
        />
      ) : (
        <ReviewList paper={paper} answers={state.answers} onEdit={(index) => move({ type: 'edit', index })} />
      )}
      <FormFailure>{error}</FormFailure>
      <div className="gz-risk__actions">
        <Button onClick={onCancel}>{T.cancelTest}</Button>
        <Button
          size="large"
          disabled={stage.kind === 'question' && stage.index === 0}
          onClick={() => move({ type: 'back' })}
        >
          {T.previous}
        </Button>
        {question ? (
          <Button type="primary" size="large" disabled={!answered} onClick={() => move({ type: 'next' })}>
            {(stage as { index: number }).index === total - 1 || state.returnToReview ? T.toReview : T.next}
          </Button>
        ) : (
          <Button type="primary" size="large" loading={isLoading} onClick={() => void submit()}>
            {isLoading ? T.submitting : T.submit}
          </Button>
        )}
      </div>
    </section>
  );
}
