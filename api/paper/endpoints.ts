import { api } from '@/api/core/base-api';
import { getEndpoint, jsonEndpoint, type Call } from '@/api/core/call';

import type { PaperAnswerBody, PaperAnswerData, PaperCountData, PaperData, PaperMineData } from './contract';

/**
 * The risk questionnaire. The investor's level is part of the user (GET /v1/auth/user), so these calls share
 * the User tag: a new answer refetches the user, the level and today's count together.
 */
export const paperApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 风险测评问卷 GET /v1/paper/paper */
    fetchRiskPaper: build.query<PaperData, Call<object> | void>(getEndpoint('/v1/paper/paper')),
    /** 我的风险测评 GET /v1/paper/mine */
    fetchMyRiskLevel: build.query<PaperMineData, Call<object> | void>(
      getEndpoint('/v1/paper/mine', { providesTags: ['User'] }),
    ),
    /** 今日测评次数 GET /v1/paper/count */
    fetchPaperCount: build.query<PaperCountData, Call<object> | void>(
      getEndpoint('/v1/paper/count', { providesTags: ['User'] }),
    ),
    /** 提交风险测评 POST /v1/paper/answer */
    answerRiskPaper: build.mutation<PaperAnswerData, Call<PaperAnswerBody>>(
      jsonEndpoint('POST', '/v1/paper/answer', { invalidatesTags: ['User'] }),
    ),
  }),
});

export const {
  useFetchRiskPaperQuery,
  useFetchMyRiskLevelQuery,
  useFetchPaperCountQuery,
  useAnswerRiskPaperMutation,
} = paperApi;
