import '../../hall.css';

import { useState } from 'react';
import { Link } from 'react-router-dom';

import { useFetchSurveyQuery } from '@/api/survey/endpoints';
import { SURVEY_TEXT as T, SurveyForm } from '@/features/survey';
import { SURVEY_MESSAGES } from '@/shared/messages/survey';
import { ROUTES } from '@/shared/routing';

import { SurveyCardScreen } from './survey-card-screen';
import { useSurveyId } from './survey-id';

/** 填写问卷: the form, then the thanks; an answered survey says so instead of a second form. */
export function QuestionnaireAnswerScreen() {
  const id = useSurveyId();
  const { data, isError } = useFetchSurveyQuery({ id }, { skip: !id });
  const [done, setDone] = useState(false);
  let body;
  if (done) body = <p role="status">{T.thanks}</p>;
  else if (isError || !id) body = <p role="alert">{SURVEY_MESSAGES.notOffered}</p>;
  else if (!data) body = <p role="status">{T.loading}</p>;
  else if (data.answered) body = <p role="status">{T.alreadyAnswered}</p>;
  else
    body = (
      <>
        <p>{data.intro}</p>
        <SurveyForm survey={data} onDone={() => setDone(true)} />
      </>
    );
  return (
    <SurveyCardScreen titleId="questionnaire-answer-title" title={data?.title ?? '填写问卷'}>
      {body}
      <p>
        <Link to={ROUTES.questionnaireList}>{T.backToList}</Link>
      </p>
    </SurveyCardScreen>
  );
}
