import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { useFetchUserQuery } from '@/api/auth/endpoints-user';
import { failureText, readError } from '@/api/core/outcome';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { LOGIN_MESSAGES } from '@/shared/messages/login';
import { PAGE_FILES } from '@/shared/routing';
import { Button, LinkButton } from '@/shared/ui';

import { OPEN_PATHS } from '../route-table';
import { useLeaving } from './leaving';

export const SESSION_TEXTS = {
  loading: '正在加载您的账户信息…',
  leaving: '正在退出…',
  expired: '登录已失效，正在前往登录页…',
  replaced: LOGIN_MESSAGES.replaced,
  mustChange: LOGIN_MESSAGES.mustChangePassword,
  failed: '账户信息加载失败',
  retry: '重新加载',
  relogin: '重新登录',
} as const;

// Only an investor who must change the password sees it: its form code (formik, yup) stays out of the first load.
const PasswordChangeDialog = lazy(() =>
  import(/* webpackChunkName: "password-change" */ '@/features/password-change').then((module) => ({
    default: module.PasswordChangeDialog,
  })),
);

function Notice({ children }: { children: ReactNode }) {
  return <section className="gz-app-card gz-app-session">{children}</section>;
}

/**
 * Nothing of the app shows before GET /v1/auth/user answers: without a session the base query sends the
 * investor to login.html?redirect=<this address, hash included>; the open screens (OPEN_PATHS: the gallery, 产品详情)
 * show without one.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const open = OPEN_PATHS.has(pathname);
  const { leaving } = useLeaving();
  const { data, error, isFetching, refetch } = useFetchUserQuery(undefined, { skip: open || leaving });
  const failure = error === undefined ? undefined : readError(error);
  const state = failure?.state;
  // 403000 keeps its message to itself: the notice and the retry stay, the server's words do not.
  const reason = failure && failureText(failure);
  const replaced = state === RESPONSE_STATE.REPLACED_LOGIN;
  const mustChange = state === RESPONSE_STATE.MUST_CHANGE_PASSWORD;

  // Each move to another screen asks whether the session still lives (issue 39): a screen whose answers are
  // cached would otherwise go on showing the investor's data after a sign-out elsewhere (another browser,
  // the security centre). A 401000 or 401003 sends the page to login with its redirect and reason.
  const signedIn = data !== undefined;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (signedIn && !open && !leaving) void refetch();
  }, [pathname, signedIn, open, leaving, refetch]);

  if (open) return <>{children}</>;
  if (leaving) {
    return (
      <Notice>
        <p role="status">{SESSION_TEXTS.leaving}</p>
      </Notice>
    );
  }
  if (data) return <>{children}</>;
  if (!error || state === RESPONSE_STATE.NOT_LOGGED_IN) {
    return (
      <Notice>
        <p role="status">{error ? SESSION_TEXTS.expired : SESSION_TEXTS.loading}</p>
      </Notice>
    );
  }
  if (mustChange) {
    // 401001: the session lives but nothing else is allowed before the password is changed (spec §8).
    return (
      <Notice>
        <p>{SESSION_TEXTS.mustChange}</p>
        <Suspense fallback={<p role="status">{SESSION_TEXTS.loading}</p>}>
          <PasswordChangeDialog open onDone={() => void refetch()} />
        </Suspense>
      </Notice>
    );
  }
  if (replaced) {
    return (
      <Notice>
        <p role="alert">{SESSION_TEXTS.replaced}</p>
        <LinkButton href={`/${PAGE_FILES.login}`}>{SESSION_TEXTS.relogin}</LinkButton>
      </Notice>
    );
  }
  return (
    <Notice>
      <p role="alert">
        {SESSION_TEXTS.failed}
        {reason ? `：${reason}` : ''}
      </p>
      <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
        {SESSION_TEXTS.retry}
      </Button>
    </Notice>
  );
}
