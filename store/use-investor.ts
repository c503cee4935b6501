import type { UserInfoData } from '@/api/auth/contract';
import { useFetchUserQuery } from '@/api/auth/endpoints-user';

import { useAppSelector } from './hooks';
import { selectInvestor } from './user-slice';

/**
 * The signed-in investor, read from the user slice (spec §3's user store). The query only keeps the slice fed:
 * the session gate has already loaded it, and any change that invalidates the User tag refreshes it here too.
 * Apart from store/index.ts so that pages without a session (login) do not carry the user endpoint.
 */
export function useInvestor({ skip = false }: { skip?: boolean } = {}): UserInfoData | undefined {
  useFetchUserQuery(undefined, { skip });
  const investor = useAppSelector(selectInvestor);
  return skip ? undefined : investor;
}
