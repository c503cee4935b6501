import './login.css';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import type { LoginType, OrgAccountType } from '@/api/auth/contract';
import { PageShell, SimpleBanner } from '@/shared/components/page-shell';
import { useBrowserState, useBrowserValue } from '@/shared/hydration';
import { dropQueryParam, readQueryParam } from '@/shared/routing';
import { STORAGE, readEntry, readLastLoginType, readOrgAccountType, readTokenTime } from '@/shared/storage';
import { Tabs } from '@/shared/ui';

import { accountListName } from './login-steps';
import { LOGIN_TEXT } from './login-texts';
import { OrgLoginForm } from './org-login-form';
import { PersonLoginForm } from './person-login-form';
import { SessionReason } from './session-reason';
import { useLoginFlow } from './use-login-flow';
import { useRememberedAccounts } from './use-remembered-accounts';

// The dialogs (slider, SMS, password change) are not needed for the first paint: their own chunk.
const loadDialogs = () => import(/* webpackChunkName: "login-dialogs" */ './login-dialogs');
const LoginDialogs = lazy(() => loadDialogs().then((module) => ({ default: module.LoginDialogs })));

// Only a browser that had a session asks whether it still lives (readTokenTime): its own chunk.
const LiveSessionNotice = lazy(() =>
  import(/* webpackChunkName: "login-live-session" */ './live-session-notice').then((module) => ({
    default: module.LiveSessionNotice,
  })),
);

const BUSY_STEPS = new Set(['submitting', 'finishing', 'leaving']);

/** The consignment channel's hand-over: login.html?registeredToken=… (docs/decisions.md). */
export const REGISTERED_TOKEN_PARAM = 'registeredToken';

/**
 * Reads the hand-over token once and drops it from the address; the dialogs' chunk sends it (it carries the
 * call, which a first visit without a token does not need).
 */
function useRegisteredHandOver(onStart: () => void): string | null {
  const [token, setToken] = useState<string | null>(null);
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const found = readQueryParam(REGISTERED_TOKEN_PARAM);
    if (!found) return;
    dropQueryParam(REGISTERED_TOKEN_PARAM);
    setToken(found);
    onStart();
  }, [onStart]);
  return token;
}

/** login.html: 个人登录 and 机构登录, the whole login of spec §4 and its failures. */
export function LoginPage() {
  const flow = useLoginFlow();
  // The last choices are plain local-storage values: the prerendered page shows the defaults, the stored
  // choices apply before the first paint of the running page.
  const [loginType, setLoginType] = useBrowserState<LoginType>(
    () => readLastLoginType() ?? 'account',
    'account',
  );
  const [orgAccountType, setOrgAccountType] = useBrowserState<OrgAccountType>(
    () => readOrgAccountType() ?? '1',
    '1',
  );
  const [remember, setRemember] = useBrowserState(
    () => readEntry(STORAGE.lastLoginData)?.saveAccountFlag ?? false,
    false,
  );
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const hadSession = useBrowserValue(() => readTokenTime() !== undefined, false);
  const accounts = useRememberedAccounts();
  const listName = accountListName(loginType, orgAccountType);

  const { start, startHandOver } = flow;
  const handOverStarts = useCallback(() => {
    setDialogsWanted(true);
    startHandOver();
  }, [startHandOver]);
  const handOverToken = useRegisteredHandOver(handOverStarts);
  const onValid = useCallback(
    (account: string, password: string) => {
      setDialogsWanted(true);
      start({ loginType, orgAccountType, account, password, remember });
    },
    [loginType, orgAccountType, remember, start],
  );
  const common = {
    busy: BUSY_STEPS.has(flow.step),
    remember,
    onRemember: setRemember,
    remembered: accounts.list(listName),
    onForget: (account: string) => void accounts.forget(listName, account),
    onValid,
  };

  return (
    <PageShell subtitle={LOGIN_TEXT.pageSubtitle}>
      <SimpleBanner title={LOGIN_TEXT.bannerTitle} subtitle={LOGIN_TEXT.bannerSubtitle} />
      {/* Fetching the dialogs' chunk as soon as the investor starts typing hides its latency. */}
      <section className="gz-login" aria-label={LOGIN_TEXT.tabsLabel} onFocus={() => void loadDialogs()}>
        <SessionReason />
        {hadSession && (
          <Suspense fallback={null}>
            <LiveSessionNotice />
          </Suspense>
        )}
        {flow.failure && (
          <p className="gz-login__failure" role="alert">
            {flow.failure}
          </p>
        )}
        {flow.step === 'leaving' && (
          <p className="gz-login__leaving" role="status">
            {LOGIN_TEXT.redirecting}
          </p>
        )}
        <Tabs
          variant="stretched"
          ariaLabel={LOGIN_TEXT.tabsLabel}
          value={loginType}
          onChange={(name) => setLoginType(name === 'organization' ? 'organization' : 'account')}
          items={[
            { name: 'account', label: LOGIN_TEXT.personTab, content: <PersonLoginForm {...common} /> },
            {
              name: 'organization',
              label: LOGIN_TEXT.orgTab,
              content: (
                <OrgLoginForm {...common} accountType={orgAccountType} onAccountType={setOrgAccountType} />
              ),
            },
          ]}
        />
      </section>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <LoginDialogs flow={flow} handOverToken={handOverToken} />
        </Suspense>
      )}
    </PageShell>
  );
}
