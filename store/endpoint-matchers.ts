import { isFulfilled, type UnknownAction } from '@reduxjs/toolkit';

import { api } from '@/api/core/base-api';

export interface EndpointFulfilledAction<Result> extends UnknownAction {
  payload: Result;
  meta: { arg: { endpointName: string; originalArgs: unknown }; fulfilledTimeStamp: number };
}

/**
 * `endpoint.matchFulfilled` by name. Slices match this way instead of importing the domain files, so the
 * store does not pull every endpoint into every page (a page carries only the domain files it imports).
 * RTK's own matchFulfilled tests the same two things: a fulfilled thunk of this API and the endpoint name.
 */
export function endpointFulfilled<Result>(endpointName: string) {
  return (action: unknown): action is EndpointFulfilledAction<Result> => {
    if (!isFulfilled(action)) return false;
    const { type, meta } = action as unknown as EndpointFulfilledAction<Result>;
    return type.startsWith(`${api.reducerPath}/`) && meta?.arg?.endpointName === endpointName;
  };
}
