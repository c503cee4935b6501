import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';

export function OrgResetPage() {
  return (
    <PageShell subtitle="机构找回密码">
      <SimpleBanner title="机构找回登录密码" />
    </PageShell>
  );
}
