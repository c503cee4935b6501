import './survey.css';

import { useState } from 'react';

import { failureText, outcomeOf } from '@/api/core/outcome';
import type { SurveyDetailData } from '@/api/survey/contract';
import { useAnswerSurveyMutation } from '@/api/survey/endpoints';
import { RESPONSE_STATE } from '@/shared/enums';
import { Button, FormFailure } from '@/shared/ui';

import { QuestionField } from './question-field';
import { chooseOption, sheetBody, type Sheet } from './sheet';
import { SURVEY_TEXT as T } from './texts';

/** The whole survey as one scrolling form; required questions are checked before anything is sent. */
export function SurveyForm({ survey, onDone }: { survey: SurveyDetailData; onDone: () => void }) {
  const [sheet, setSheet] = useState<Sheet>({});
  const [error, setError] = useState<string | null>(null);
  const [answer, { isLoading }] = useAnswerSurveyMutation();
  // A change answers the message about what was missing: it goes until the next submission.
  const change = (next: Sheet) => {
    setSheet(next);
    setError(null);
  };

  const submit = async () => {
    if (isLoading) return;
    const body = sheetBody(survey.questions, sheet);
    if ('missing' in body) return setError(T.missing(body.missing));
    setError(null);
    const outcome = outcomeOf(
      await answer({ id: survey.id, ...body, silentStates: [RESPONSE_STATE.QUESTIONNAIRE_LIMIT] }),
    );
    if (outcome.ok) onDone();
    else setError(failureText(outcome, '提交失败，请稍后再试'));
  };

  return (
    <form
      className="gz-survey-form"
      aria-label={survey.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {survey.questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          number={index + 1}
          given={sheet[question.id]}
          onChoose={(optionId) => change(chooseOption(sheet, question, optionId))}
          onText={(text) => change({ ...sheet, [question.id]: { text } })}
          onScore={(score) => change({ ...sheet, [question.id]: { score } })}
        />
      ))}
      <FormFailure>{error}</FormFailure>
      <Button type="primary" size="large" nativeType="submit" loading={isLoading}>
        {isLoading ? T.submitting : T.submit}
      </Button>
    </form>
  );
}
