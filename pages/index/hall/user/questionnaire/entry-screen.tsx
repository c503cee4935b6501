import '../../hall.css';

import { Link } from 'react-router-dom';

import {
  surveyApi,
  useFetchBacklogQuery,
  useFetchSurveysQuery,
  useRecordBacklogMutation,
} from '@/api/survey/endpoints';
import { FillLink, SURVEY_TEXT as T, SurveyList, triggerWords } from '@/features/survey';
import { ROUTES } from '@/shared/routing';
import { Button, showToast } from '@/shared/ui';

import type { Preload } from '../../../shell/opening-screen';

/** 问卷调查 (and /entry): the to-do surveys a trigger made, then every survey offered. */
export function QuestionnaireEntryScreen() {
  const backlog = useFetchBacklogQuery();
  const surveys = useFetchSurveysQuery();
  const [setAside, setting] = useRecordBacklogMutation();
  return (
    <section aria-labelledby="questionnaire-title">
      <h1 id="questionnaire-title" className="gz-hall__title">
        问卷调查
      </h1>
      <section className="gz-app-card" aria-labelledby="backlog-title">
        <h2 id="backlog-title">{T.backlogTitle}</h2>
        {backlog.data && backlog.data.length > 0 ? (
          <ul className="gz-survey-list">
            {backlog.data.map((item) => (
              <li key={item.id} className="gz-survey-list__item">
                <span>
                  <span className="gz-survey-list__kind">{triggerWords(item.trigger)}</span>
                  {item.title}
                </span>
                <span className="gz-survey-list__actions">
                  <FillLink surveyId={item.surveyId} title={item.title} />
                  <Button
                    size="small"
                    loading={setting.isLoading && setting.originalArgs?.id === item.id}
                    onClick={() =>
                      void setAside({ id: item.id }).then(
                        (answer) => 'data' in answer && showToast(T.setAsideDone, 'success'),
                      )
                    }
                  >
                    {T.setAside}
                    <span className="gz-visually-hidden"> {item.title}</span>
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{backlog.isLoading ? T.loading : T.backlogEmpty}</p>
        )}
      </section>
      <section className="gz-app-card" aria-labelledby="all-surveys-title">
        <h2 id="all-surveys-title">{T.allSurveys}</h2>
        {surveys.data ? <SurveyList surveys={surveys.data} /> : <p role="status">{T.loading}</p>}
        <p>
          <Link to={ROUTES.questionnaireList}>查看问卷列表</Link>
        </p>
      </section>
    </section>
  );
}

/** The backlog and the questionnaires, for a visit that opens here (see shell/opening-screen.ts). */
QuestionnaireEntryScreen.preload = ((dispatch) => {
  void dispatch(surveyApi.util.prefetch('fetchBacklog', undefined, {}));
  void dispatch(surveyApi.util.prefetch('fetchSurveys', undefined, {}));
}) satisfies Preload;
