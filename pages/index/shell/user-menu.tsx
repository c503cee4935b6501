import { useLogoutMutation } from '@/api/auth/endpoints';
import { outcomeOf } from '@/api/core/outcome';
import { announceSessionEnd, navigate, PAGE_FILES } from '@/shared/routing';
import { Button } from '@/shared/ui';
import { useInvestor } from '@/store/use-investor';

import { useLeaving } from './leaving';

/** The investor's name and 退出, on the right of the header. */
export function UserMenu() {
  const { leaving, setLeaving } = useLeaving();
  const user = useInvestor({ skip: leaving });
  const [logout, { isLoading }] = useLogoutMutation();

  const leave = async () => {
    setLeaving(true);
    const result = await logout();
    // On a failure the base query has said why (a toast) and the session may still live: stay, so the
    // investor can try again rather than believe they are logged out on a shared computer.
    if (outcomeOf(result).ok) {
      announceSessionEnd('logout');
      navigate(`/${PAGE_FILES.login}`);
    } else setLeaving(false);
  };

  return (
    <>
      {user && !leaving && (
        <span className="gz-app-user">
          您好，<strong>{user.name}</strong>
        </span>
      )}
      <Button
        type="text"
        size="large"
        className="gz-app-logout"
        loading={isLoading}
        onClick={() => void leave()}
      >
        退出
      </Button>
    </>
  );
}
