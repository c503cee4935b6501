import '../../hall.css';

import { useFetchSurveysQuery } from '@/api/survey/endpoints';
import { SURVEY_TEXT as T, SurveyList } from '@/features/survey';

/** 问卷列表: every survey offered to the investor. */
export function QuestionnaireListScreen() {
  const { data } = useFetchSurveysQuery();
  return (
    <section aria-labelledby="questionnaire-list-title">
      <h1 id="questionnaire-list-title" className="gz-hall__title">
        问卷列表
      </h1>
      <div className="gz-app-card">
        {data ? <SurveyList surveys={data} /> : <p role="status">{T.loading}</p>}
      </div>
    </section>
  );
}
