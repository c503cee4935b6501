import { api } from '@/api/core/base-api';
import { getEndpoint, jsonEndpoint, type Call } from '@/api/core/call';

import type {
  ContractFilesData,
  ContractFilesQuery,
  ContractReadBody,
  ContractReadData,
  ContractSignBody,
  ContractSignData,
  ContractTemplateData,
  ContractVerifyData,
  ContractVerifyQuery,
  DeclareBody,
  DeclarationData,
  DeclarationQuery,
  ContractTemplateQuery,
  RiskAnnounceSignBody,
  RiskAnnounceSignData,
  RiskAnnounceTemplateData,
  RiskAnnounceTemplateQuery,
} from './contract';

/** A private product's contract: the files, the documents to read, the declaration and the signature. */
export const contractApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 电子合同文件 GET /v1/contract */
    fetchContractFiles: build.query<ContractFilesData, Call<ContractFilesQuery>>(
      getEndpoint('/v1/contract', { providesTags: ['Signatures'] }),
    ),
    /** 合同模板 GET /v1/contract/template */
    fetchContractTemplate: build.query<ContractTemplateData, Call<ContractTemplateQuery>>(
      getEndpoint('/v1/contract/template'),
    ),
    /** 风险揭示书模板 GET /v1/riskAnnounce/template */
    fetchRiskAnnounceTemplate: build.query<RiskAnnounceTemplateData, Call<RiskAnnounceTemplateQuery>>(
      getEndpoint('/v1/riskAnnounce/template'),
    ),
    /** 签署风险揭示书 POST /v1/riskAnnounce/sign */
    signRiskAnnounce: build.mutation<RiskAnnounceSignData, Call<RiskAnnounceSignBody>>(
      jsonEndpoint('POST', '/v1/riskAnnounce/sign', { invalidatesTags: ['Signatures'] }),
    ),
    /** 确认已阅读 POST /v1/contract/read */
    markContractRead: build.mutation<ContractReadData, Call<ContractReadBody>>(
      jsonEndpoint('POST', '/v1/contract/read'),
    ),
    /** 投资者声明条款 GET /v1/contract/declaration */
    fetchDeclaration: build.query<DeclarationData, Call<DeclarationQuery>>(
      getEndpoint('/v1/contract/declaration'),
    ),
    /** 提交投资者声明 POST /v1/contract/declaration */
    submitDeclaration: build.mutation<null, Call<DeclareBody>>(
      jsonEndpoint('POST', '/v1/contract/declaration'),
    ),
    /** 签署前校验 GET /v1/contract/verify */
    verifyContract: build.query<ContractVerifyData, Call<ContractVerifyQuery>>(
      getEndpoint('/v1/contract/verify'),
    ),
    /** 签署电子合同 POST /v1/contract */
    signContract: build.mutation<ContractSignData, Call<ContractSignBody>>(
      jsonEndpoint('POST', '/v1/contract', { invalidatesTags: ['Signatures'] }),
    ),
  }),
});

export const {
  useFetchContractFilesQuery,
  useLazyFetchContractFilesQuery,
  useLazyFetchContractTemplateQuery,
  useLazyFetchRiskAnnounceTemplateQuery,
  useMarkContractReadMutation,
  useSignRiskAnnounceMutation,
  useLazyFetchDeclarationQuery,
  useSubmitDeclarationMutation,
  useLazyVerifyContractQuery,
  useSignContractMutation,
} = contractApi;
