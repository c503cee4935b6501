import { PageShell } from '@/shared/components/page-shell';

import { AppRoutes } from './routes';

export function App() {
  return (
    <PageShell subtitle="投资者服务">
      <AppRoutes />
    </PageShell>
  );
}
