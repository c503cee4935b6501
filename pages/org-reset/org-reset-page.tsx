import './org-reset-page.css';

import { LoginPasswordReset, sameReturnHref, returnTarget } from '@/features/password-reset';
import { ForgotTradePassword } from '@/features/trade-password';
import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';
import { useBrowserValue, useLocationSearch } from '@/shared/hydration';
import { PAGE_FILES } from '@/shared/routing';

/**
 * org-reset.html: an organisation's forgotten login password (fund or trade account, its certificate
 * number). Its trade password cannot be reset online: 忘记交易密码 opens the dialog saying so (spec §6).
 */
export function OrgResetPage() {
  // The address (where to go back) is unknown to the prerendered page: read once it runs.
  const search = useLocationSearch();
  const target = useBrowserValue(returnTarget, '');
  return (
    <PageShell subtitle="机构找回密码">
      <SimpleBanner title="机构找回登录密码" />
      <div className="gz-org-reset">
        <LoginPasswordReset loginType="organization" target={target} />
        <div className="gz-org-reset__more">
          <ForgotTradePassword isNaturalPerson={false} />
          <p>
            个人投资者请前往 <a href={sameReturnHref(PAGE_FILES.reset, search)}>找回登录密码</a>
          </p>
        </div>
      </div>
    </PageShell>
  );
}
