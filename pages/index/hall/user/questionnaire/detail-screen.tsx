import '../../hall.css';

import { Link } from 'react-router-dom';

import { useFetchSurveyAnswerQuery, useFetchSurveyQuery } from '@/api/survey/endpoints';
import { AnsweredSheet, answerPath, kindWords, SURVEY_TEXT as T } from '@/features/survey';
import { SURVEY_MESSAGES } from '@/shared/messages/survey';
import { ROUTES } from '@/shared/routing';
import { formatDate } from '@/shared/time';

import { SurveyCardScreen } from './survey-card-screen';
import { useSurveyId } from './survey-id';

/** 问卷详情: what the survey is, how long, until when; the way in (or that it was answered). */
export function QuestionnaireDetailScreen() {
  const id = useSurveyId();
  const { data, isError } = useFetchSurveyQuery({ id }, { skip: !id });
  // The investor's own answers, once the survey says it was answered.
  const answer = useFetchSurveyAnswerQuery({ id }, { skip: !id || !data?.answered });
  return (
    <SurveyCardScreen titleId="questionnaire-detail-title" title={data?.title ?? '问卷详情'}>
      {isError || !id ? (
        <p role="alert">{SURVEY_MESSAGES.notOffered}</p>
      ) : !data ? (
        <p role="status">{T.loading}</p>
      ) : (
        <>
          <p>{data.intro}</p>
          <p>
            {kindWords(data.kind)} · {T.questionCount(data.questions.length)} · {T.endDate}：
            {formatDate(data.endDate)}
          </p>
          {data.answered ? (
            <>
              <p role="status">{T.alreadyAnswered}</p>
              {answer.data && (
                <AnsweredSheet
                  questions={data.questions}
                  answeredAt={answer.data.answeredAt}
                  answers={answer.data.answers}
                />
              )}
            </>
          ) : (
            <Link className="gz-survey__button" to={answerPath(data.id)}>
              {T.start}
            </Link>
          )}
        </>
      )}
      <p>
        <Link to={ROUTES.questionnaireList}>{T.backToList}</Link>
      </p>
    </SurveyCardScreen>
  );
}
