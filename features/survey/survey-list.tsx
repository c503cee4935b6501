import './survey.css';

import { Link } from 'react-router-dom';

import type { SurveySummary } from '@/api/survey/contract';
import { ROUTES } from '@/shared/routing';
import { formatDate } from '@/shared/time';

import { kindWords, SURVEY_TEXT as T } from './texts';

export const detailPath = (id: string) => `${ROUTES.questionnaireDetail}?id=${encodeURIComponent(id)}`;
export const answerPath = (id: string) => `${ROUTES.questionnaireAnswer}?id=${encodeURIComponent(id)}`;

/** 去填写: the way into a survey, named with its title for a screen reader. */
export function FillLink({ surveyId, title }: { surveyId: string; title: string }) {
  return (
    <Link className="gz-survey__button" to={answerPath(surveyId)} aria-label={`${T.fill}：${title}`}>
      {T.fill}
    </Link>
  );
}

/** The surveys offered: kind, title, last day, answered or not, and the way in. */
export function SurveyList({ surveys }: { surveys: readonly SurveySummary[] }) {
  if (surveys.length === 0) return <p className="gz-survey__empty">{T.empty}</p>;
  return (
    <ul className="gz-survey-list">
      {surveys.map((survey) => (
        <li key={survey.id} className="gz-survey-list__item">
          <div>
            <span className="gz-survey-list__kind">{kindWords(survey.kind)}</span>
            <Link className="gz-survey-list__title" to={detailPath(survey.id)}>
              {survey.title}
            </Link>
            <p className="gz-survey-list__meta">
              {T.endDate}：{formatDate(survey.endDate)}
            </p>
          </div>
          <div className="gz-survey-list__side">
            <span className={survey.answered ? 'is-answered' : 'is-open'}>
              {survey.answered ? T.answered : T.unanswered}
            </span>
            {!survey.answered && <FillLink surveyId={survey.id} title={survey.title} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
