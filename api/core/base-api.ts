import { createApi } from '@reduxjs/toolkit/query/react';

import { stateCodeBaseQuery } from './base-query';

/**
 * The one API slice of the portal. It starts empty: each `api/<domain>/endpoints*.ts` injects its endpoints, so a page
 * bundle carries only the endpoints of the domain files it imports.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: stateCodeBaseQuery,
  tagTypes: ['User', 'Profile', 'LoginInfo', 'Session', 'UserCentre', 'BankCards', 'Subscription'],
  endpoints: () => ({}),
});
