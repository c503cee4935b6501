import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface Leaving {
  leaving: boolean;
  setLeaving: (leaving: boolean) => void;
}

const LeavingContext = createContext<Leaving>({ leaving: false, setLeaving: () => undefined });

/**
 * 退出 in progress. The logout invalidates the user, and a still-subscribed user query would refetch,
 * meet 401000 and send the page to login with a `redirect` back into the app: the shell's user queries
 * unsubscribe (skip) while leaving, so the investor lands on the plain login page.
 */
export function LeavingProvider({ children }: { children: ReactNode }) {
  const [leaving, setLeaving] = useState(false);
  const value = useMemo(() => ({ leaving, setLeaving }), [leaving]);
  return <LeavingContext.Provider value={value}>{children}</LeavingContext.Provider>;
}

export function useLeaving(): Leaving {
  return useContext(LeavingContext);
}
