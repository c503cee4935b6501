import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';

export function GatewayLoginPage() {
  return (
    <PageShell subtitle="财富顾问登录">
      <SimpleBanner title="财富顾问登录" />
    </PageShell>
  );
}
