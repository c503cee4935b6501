import '../../hall.css';

import { surveyApi, useFetchSurveysQuery } from '@/api/survey/endpoints';
import { SURVEY_TEXT as T, SurveyList } from '@/features/survey';

import type { Preload } from '../../../shell/opening-screen';
import { SurveyCardScreen } from './survey-card-screen';

/** 问卷列表: every survey offered to the investor. */
export function QuestionnaireListScreen() {
  const { data } = useFetchSurveysQuery();
  return (
    <SurveyCardScreen titleId="questionnaire-list-title" title="问卷列表">
      {data ? <SurveyList surveys={data} /> : <p role="status">{T.loading}</p>}
    </SurveyCardScreen>
  );
}

/** The questionnaires, for a visit that opens here (see shell/opening-screen.ts). */
QuestionnaireListScreen.preload = ((dispatch) => {
  void dispatch(surveyApi.util.prefetch('fetchSurveys', undefined, {}));
}) satisfies Preload;
