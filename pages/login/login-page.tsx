import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';

export function LoginPage() {
  return (
    <PageShell subtitle="投资者登录">
      <SimpleBanner title="国证资管 投资者服务" subtitle="安全登录，专业理财" />
    </PageShell>
  );
}
