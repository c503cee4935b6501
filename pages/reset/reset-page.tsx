import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';

export function ResetPage() {
  return (
    <PageShell subtitle="找回密码">
      <SimpleBanner title="找回登录密码" />
    </PageShell>
  );
}
