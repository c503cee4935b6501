import { useCallback, useEffect, useState } from 'react';

import { forgetAccount, readLastLogin, type AccountListName, type LastLogin } from '@/shared/storage';

/** The remembered account lists (decrypted after the first paint), each entry deletable. */
export function useRememberedAccounts() {
  const [lastLogin, setLastLogin] = useState<LastLogin | null>(null);

  useEffect(() => {
    let live = true;
    readLastLogin()
      .then((read) => live && setLastLogin(read))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const forget = useCallback(async (list: AccountListName, account: string) => {
    try {
      setLastLogin(await forgetAccount(list, account));
    } catch {
      // Storage unavailable: hide it for this visit at least.
      setLastLogin(
        (current) => current && { ...current, [list]: current[list].filter((item) => item !== account) },
      );
    }
  }, []);

  const list = useCallback(
    (name: AccountListName): readonly string[] => lastLogin?.[name] ?? [],
    [lastLogin],
  );
  return { list, forget };
}
