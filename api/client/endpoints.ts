import { api } from '@/api/core/base-api';
import { jsonCall } from '@/api/core/call';
import type { ClientErrorBatch } from '@/api/types';

export const clientErrorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * 上报前端错误 POST /v1/client/errors — for pages that report on purpose. Always quiet: a failed report
     * must not show anything. Uncaught errors go through shared/reporting's keepalive sender instead.
     */
    reportClientErrors: build.mutation<null, ClientErrorBatch>({
      query: (batch) => jsonCall('POST', '/v1/client/errors', batch),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useReportClientErrorsMutation } = clientErrorsApi;
