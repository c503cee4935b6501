import type { OrgAccountType } from '@/api/auth/contract';

/** The login forms' schemas, loaded with the first validation and prefetched at idle (not in the first paint). */
const schemas = () =>
  import(/* webpackChunkName: "validation", webpackPrefetch: true */ '@/shared/validation/schemas');

export const loadPersonLoginSchema = () => schemas().then((module) => module.personLoginSchema);

export const loadOrgLoginSchema = (type: OrgAccountType) =>
  schemas().then((module) => module.orgLoginSchema(type));
