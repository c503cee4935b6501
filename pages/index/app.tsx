import './shell/app-shell.css';

import { PageShell } from '@/shared/components/page-shell';

import { AppRoutes } from './routes';
import { useDocumentTitle } from './shell/document-title';
import { LeavingProvider } from './shell/leaving';
import { MainNav } from './shell/main-nav';
import { SessionGate } from './shell/session-gate';
import { UserMenu } from './shell/user-menu';

/** The authenticated app: header with the investor and 退出, the main navigation, the routed screens. */
export function App() {
  useDocumentTitle();
  return (
    <LeavingProvider>
      <PageShell subtitle="投资者服务" headerActions={<UserMenu />} nav={<MainNav />}>
        <SessionGate>
          <AppRoutes />
        </SessionGate>
      </PageShell>
    </LeavingProvider>
  );
}
