import type { ReactNode } from 'react';

import { loginUrlWithRedirect } from '@/shared/routing';

/** A live card that needs a session: without one it offers the login page (and comes back here). */
export function LoginFirst({
  session,
  children,
}: {
  session: 'checking' | 'live' | 'none';
  children: ReactNode;
}) {
  if (session === 'live') return <>{children}</>;
  if (session === 'checking') return <p role="status">正在检查登录状态…</p>;
  return (
    <p className="gz-gallery-login">
      此状态调用需要登录的真实接口。
      <a href={loginUrlWithRedirect(window.location.href)}>登录后返回本页</a>
    </p>
  );
}
