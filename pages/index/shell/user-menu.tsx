import { useLogoutMutation } from '@/api/auth';
import { getBaseQueryConfig } from '@/api/base-query-config';
import { useFetchUserQuery } from '@/api/user';
import { PAGE_FILES } from '@/shared/routing';
import { Button } from '@/shared/ui';

/** The investor's name and 退出, on the right of the header. */
export function UserMenu() {
  const { data: user } = useFetchUserQuery();
  const [logout, { isLoading }] = useLogoutMutation();

  const leave = async () => {
    const result = await logout();
    // On a failure the base query has said why (a toast) and the session may still live: stay, so the
    // investor can try again rather than believe they are logged out on a shared computer.
    if ('data' in result) getBaseQueryConfig().navigate(`/${PAGE_FILES.login}`);
  };

  return (
    <>
      {user && (
        <span className="gz-app-user">
          您好，<strong>{user.name}</strong>
        </span>
      )}
      <Button type="text" className="gz-app-logout" loading={isLoading} onClick={() => void leave()}>
        退出
      </Button>
    </>
  );
}
