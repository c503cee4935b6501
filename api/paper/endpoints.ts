import { api } from '@/api/core/base-api';
import { getCall, jsonCall, type Call } from '@/api/core/call';

import type { PaperAnswerBody, PaperAnswerData, PaperCountData, PaperData, PaperMineData } from './contract';

/**
 * The risk questionnaire. The investor's level is part of the user (GET /v1/auth/user), so these calls share
 * the User tag: a new answer refetches the user, the level and today's count together.
 */
export const paperApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 风险测评问卷 GET /v1/paper/paper */
    fetchRiskPaper: build.query<PaperData, Call<object> | void>({
      query: (arg) => getCall('/v1/paper/paper', arg),
    }),
    /** 我的风险测评 GET /v1/paper/mine */
    fetchMyRiskLevel: build.query<PaperMineData, Call<object> | void>({
      query: (arg) => getCall('/v1/paper/mine', arg),
      providesTags: ['User'],
    }),
    /** 今日测评次数 GET /v1/paper/count */
    fetchPaperCount: build.query<PaperCountData, Call<object> | void>({
      query: (arg) => getCall('/v1/paper/count', arg),
      providesTags: ['User'],
    }),
    /** 提交风险测评 POST /v1/paper/answer */
    answerRiskPaper: build.mutation<PaperAnswerData, Call<PaperAnswerBody>>({
      query: (arg) => jsonCall('POST', '/v1/paper/answer', arg),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useFetchRiskPaperQuery,
  useFetchMyRiskLevelQuery,
  useFetchPaperCountQuery,
  useAnswerRiskPaperMutation,
} = paperApi;
