import { api } from '@/api/core/base-api';
import { getCall, getEndpoint, jsonCall, splitQuietness, type Call } from '@/api/core/call';

import type {
  BacklogData,
  SurveyAnswerBody,
  SurveyAnswerData,
  SurveyDetailData,
  SurveyListData,
  SurveyWindowData,
} from './contract';

const byId = (url: (id: string) => string) => (arg: Call<{ id: string }>) => {
  const { rest, quiet } = splitQuietness(arg);
  return getCall(url(encodeURIComponent(rest.id)), quiet);
};

/** Surveys and to-dos are the investor's own: they share the User tag, so an answer refreshes them all. */
export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 问卷列表 GET /v1/survey/ */
    fetchSurveys: build.query<SurveyListData, Call<object> | void>(
      getEndpoint('/v1/survey/', { providesTags: ['User'] }),
    ),
    /** 问卷详情 GET /v1/survey/{id} */
    fetchSurvey: build.query<SurveyDetailData, Call<{ id: string }>>({
      query: byId((id) => `/v1/survey/${id}`),
      providesTags: ['User'],
    }),
    /** 我的答卷 GET /v1/survey/{id}/answer (null before answering) */
    fetchSurveyAnswer: build.query<SurveyAnswerData, Call<{ id: string }>>({
      query: byId((id) => `/v1/survey/${id}/answer`),
      providesTags: ['User'],
    }),
    /** 弹窗问卷 GET /v1/survey/window */
    fetchSurveyWindow: build.query<SurveyWindowData, Call<{ at: string }>>({
      // `at` (the route) makes each screen change a new question; it is not sent. Asked with the lazy hook.
      query: (arg) => getCall('/v1/survey/window', { silent: arg.silent }),
    }),
    /** 记录弹窗 POST /v1/survey/{id}/window */
    recordSurveyWindow: build.mutation<null, Call<{ id: string }>>({
      query: (arg) => {
        const { rest, quiet } = splitQuietness(arg);
        return jsonCall('POST', `/v1/survey/${encodeURIComponent(rest.id)}/window`, quiet);
      },
    }),
    /** 提交问卷 POST /v1/survey/{id}/answer */
    answerSurvey: build.mutation<SurveyAnswerData, Call<SurveyAnswerBody & { id: string }>>({
      query: (arg) => {
        const { id, ...body } = arg;
        return jsonCall('POST', `/v1/survey/${encodeURIComponent(id)}/answer`, body);
      },
      invalidatesTags: ['User'],
    }),
    /** 待办事项 GET /v1/backlog */
    fetchBacklog: build.query<BacklogData, Call<object> | void>(
      getEndpoint('/v1/backlog', { providesTags: ['User'] }),
    ),
    /** 处理待办 POST /v1/backlog/{id}/record: the investor set the to-do aside; it leaves the list. */
    recordBacklog: build.mutation<null, Call<{ id: number }>>({
      query: (arg) => {
        const { rest, quiet } = splitQuietness(arg);
        return jsonCall('POST', `/v1/backlog/${rest.id}/record`, quiet);
      },
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useFetchSurveysQuery,
  useFetchSurveyQuery,
  useFetchSurveyAnswerQuery,
  useLazyFetchSurveyWindowQuery,
  useRecordSurveyWindowMutation,
  useAnswerSurveyMutation,
  useFetchBacklogQuery,
  useRecordBacklogMutation,
} = surveyApi;
