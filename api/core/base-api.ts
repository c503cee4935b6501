import { createApi } from '@reduxjs/toolkit/query/react';

import { stateCodeBaseQuery } from './base-query';
import { SESSION_TAGS } from './session-tags';

/**
 * The one API slice of the portal. It starts empty: each `api/<domain>/endpoints*.ts` injects its endpoints, so a page
 * bundle carries only the endpoints of the domain files it imports.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: stateCodeBaseQuery,
  // Every tag is the investor's own: a session change invalidates them all (session-tags.ts).
  tagTypes: SESSION_TAGS,
  endpoints: () => ({}),
});
