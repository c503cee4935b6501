import './reset-page.css';

import { LoginPasswordReset, sameReturnHref, returnTarget } from '@/features/password-reset';
import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';
import { useBrowserState, useBrowserValue, useLocationSearch } from '@/shared/hydration';
import { PAGE_FILES } from '@/shared/routing';
import { Tabs } from '@/shared/ui';

import { RESET_PAGE_TEXT as T, kindFrom, rememberKind, type ResetKind } from './reset-texts';
import { TradePasswordReset } from './trade/trade-password-reset';

/** reset.html: a natural person's forgotten login password, or (logged in) the trade password. */
export function ResetPage() {
  // The address (the tab asked for, where to go back) is unknown to the prerendered page: read once it runs.
  const search = useLocationSearch();
  const target = useBrowserValue(returnTarget, '');
  const [kind, setKind] = useBrowserState<ResetKind>(() => kindFrom(window.location.search), 'login');
  const choose = (next: string) => {
    const chosen: ResetKind = next === 'trade' ? 'trade' : 'login';
    rememberKind(chosen);
    setKind(chosen);
  };
  return (
    <PageShell subtitle={T.subtitle}>
      <SimpleBanner title={kind === 'trade' ? T.tradeTitle : T.loginTitle} />
      <div className="gz-reset-page">
        <Tabs
          variant="spacious"
          ariaLabel={T.tabsLabel}
          value={kind}
          onChange={choose}
          className="gz-reset-page__tabs"
          items={[
            {
              name: 'login',
              label: T.loginTab,
              content: <LoginPasswordReset loginType="account" target={target} />,
            },
            { name: 'trade', label: T.tradeTab, content: <TradePasswordReset /> },
          ]}
        />
        {kind === 'login' && (
          <p className="gz-reset-page__other">
            {T.orgPrompt} <a href={sameReturnHref(PAGE_FILES.orgReset, search)}>{T.orgLink}</a>
          </p>
        )}
      </div>
    </PageShell>
  );
}
