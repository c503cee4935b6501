import { Type, type Static } from '@sinclair/typebox';

import { EmptyQuery, object } from '../core/contract';

/** 用户档案（crmId） GET /v1/user/profile */
export const UserProfileQuery = EmptyQuery;
export type UserProfileQuery = Static<typeof UserProfileQuery>;
/** 用户档案（crmId） GET /v1/user/profile: a Registered user without a crmId has not finished registering. */
export const UserProfileData = object({ crmId: Type.Union([Type.String(), Type.Null()]) });
export type UserProfileData = Static<typeof UserProfileData>;
