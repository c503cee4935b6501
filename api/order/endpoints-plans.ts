import { api } from '@/api/core/base-api';
import { getEndpoint, jsonEndpoint, type Call } from '@/api/core/call';

import type {
  CreatePlanBody,
  FirstDebitData,
  ModifyPlanBody,
  PlanActionBody,
  FirstDebitBody,
  PlanDetailData,
  PlanDetailQuery,
  PlanListData,
  PlanReplayBody,
  PlanReplayData,
  PlanTermsData,
  PlanTermsQuery,
  PlanView,
  ResumePlanBody,
} from './contract-plans';
import { orderEndpoint, type OrderCall } from './order-call';

// Plans belong with the orders: every order call (and the batch's runs, seen on the next visit) makes them stale.
const PLAN_TAGS = ['Orders' as const];

/** 定投 (issue 42 item 1): the plan page and 我的定投. */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 定投条件 GET /v1/plan/terms */
    fetchPlanTerms: build.query<PlanTermsData, Call<PlanTermsQuery>>(getEndpoint('/v1/plan/terms')),
    /** 首次扣款日 POST /v1/plan/firstDebit */
    fetchFirstDebit: build.query<FirstDebitData, Call<FirstDebitBody>>(
      jsonEndpoint('POST', '/v1/plan/firstDebit'),
    ),
    /** 定投测算 POST /v1/plan/replay */
    fetchPlanReplay: build.query<PlanReplayData, Call<PlanReplayBody>>(
      jsonEndpoint('POST', '/v1/plan/replay'),
    ),
    /** 创建定投 POST /v1/plan/create */
    createPlan: build.mutation<PlanView, OrderCall<CreatePlanBody>>(
      orderEndpoint('POST', '/v1/plan/create', { invalidatesTags: PLAN_TAGS }),
    ),
    /** 我的定投 GET /v1/plan/list */
    fetchPlans: build.query<PlanListData, Call<object> | void>(
      getEndpoint('/v1/plan/list', { providesTags: PLAN_TAGS }),
    ),
    /** 定投明细 GET /v1/plan/detail */
    fetchPlanDetail: build.query<PlanDetailData, Call<PlanDetailQuery>>(
      getEndpoint('/v1/plan/detail', { providesTags: PLAN_TAGS }),
    ),
    /** 暂停定投 POST /v1/plan/pause */
    pausePlan: build.mutation<PlanView, Call<PlanActionBody>>(
      jsonEndpoint('POST', '/v1/plan/pause', { invalidatesTags: PLAN_TAGS }),
    ),
    /** 终止定投 POST /v1/plan/stop */
    stopPlan: build.mutation<PlanView, Call<PlanActionBody>>(
      jsonEndpoint('POST', '/v1/plan/stop', { invalidatesTags: PLAN_TAGS }),
    ),
    /** 恢复定投 POST /v1/plan/resume */
    resumePlan: build.mutation<PlanView, Call<ResumePlanBody>>(
      jsonEndpoint('POST', '/v1/plan/resume', { invalidatesTags: PLAN_TAGS }),
    ),
    /** 修改定投 POST /v1/plan/modify */
    modifyPlan: build.mutation<PlanView, Call<ModifyPlanBody>>(
      jsonEndpoint('POST', '/v1/plan/modify', { invalidatesTags: PLAN_TAGS }),
    ),
  }),
});

export const {
  useFetchPlanTermsQuery,
  useFetchFirstDebitQuery,
  useFetchPlanReplayQuery,
  useCreatePlanMutation,
  useFetchPlansQuery,
  useFetchPlanDetailQuery,
  usePausePlanMutation,
  useStopPlanMutation,
  useResumePlanMutation,
  useModifyPlanMutation,
} = plansApi;
