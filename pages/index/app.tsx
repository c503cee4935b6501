import './shell/app-shell.css';

import { useLocation } from 'react-router-dom';

import { SessionExpiryWarning } from '@/features/session-expiry';
import { PageShell } from '@/shared/components/page-shell';

import { OPEN_PATHS } from './route-table';
import { AppRoutes } from './routes';
import { AdviserBanner } from './shell/adviser-banner';
import { useDocumentTitle } from './shell/document-title';
import { LeavingProvider, useLeaving } from './shell/leaving';
import { MainNav } from './shell/main-nav';
import { usePreloadOpeningScreen } from './shell/opening-screen';
import { SessionEndElsewhere } from './shell/session-end-elsewhere';
import { SessionGate } from './shell/session-gate';
import { TradeCenterNav } from './shell/trade-center-nav';
import { UserMenu } from './shell/user-menu';

/** The authenticated app: header with the investor and 退出, the main navigation, the routed screens. */
export function App() {
  useDocumentTitle();
  usePreloadOpeningScreen();
  // The open screens (the gallery, 产品详情) show without a session (SessionGate lets them through): no user
  // query there, whose 401000 would send the visitor to the login page.
  const onOpenScreen = OPEN_PATHS.has(useLocation().pathname);
  return (
    <LeavingProvider>
      <PageShell
        subtitle="投资者服务"
        headerActions={onOpenScreen ? null : <UserMenu />}
        nav={<MainNav />}
        growing
      >
        <SessionGate>
          <AdviserBanner />
          <TradeCenterNav />
          <AppRoutes />
        </SessionGate>
        <ExpiryWarning />
        <SessionEndElsewhere active={!onOpenScreen} />
      </PageShell>
    </LeavingProvider>
  );
}

/** The session-expiry warning; ending the session stops the shell's own calls, as 退出 does. */
function ExpiryWarning() {
  const { setLeaving } = useLeaving();
  return <SessionExpiryWarning onEnding={() => setLeaving(true)} />;
}
