import './gateway-login.css';

import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';
import { PAGE_FILES } from '@/shared/routing';
import { Button, LinkButton } from '@/shared/ui';

import { GATEWAY_TEXT } from './gateway-texts';
import { useGatewayCheck, type GatewayState } from './use-gateway-check';

function Problem({ text, retry }: { text: string; retry?: () => void }) {
  return (
    <>
      <p className="gz-gateway__problem" role="alert">
        {text}
      </p>
      <p className="gz-gateway__advice">{GATEWAY_TEXT.advice}</p>
      <p className="gz-gateway__actions">
        {retry && (
          <Button type="primary" size="large" onClick={retry}>
            {GATEWAY_TEXT.retry}
          </Button>
        )}
        <LinkButton size="large" href={`/${PAGE_FILES.login}`}>
          {GATEWAY_TEXT.toLogin}
        </LinkButton>
      </p>
    </>
  );
}

function Body({ state, retry }: { state: GatewayState; retry: () => void }) {
  switch (state.kind) {
    case 'checking':
    case 'valid':
      return (
        <p className="gz-gateway__status" role="status">
          {state.kind === 'checking' ? GATEWAY_TEXT.checking : GATEWAY_TEXT.success}
        </p>
      );
    case 'missing':
      return <Problem text={GATEWAY_TEXT.missing} />;
    case 'invalid':
      return <Problem text={GATEWAY_TEXT.invalid} />;
    case 'failed':
      return (
        <Problem
          text={state.message ? `${GATEWAY_TEXT.failed}：${state.message}` : GATEWAY_TEXT.failed}
          retry={retry}
        />
      );
  }
}

/** The adviser gateway: `gwtoken` → POST /v1/auth/gwtoken/check → the adviser's session and the hall. */
export function GatewayLoginPage() {
  const { state, retry } = useGatewayCheck();
  return (
    <PageShell subtitle={GATEWAY_TEXT.title}>
      <SimpleBanner title={GATEWAY_TEXT.title} />
      <section className="gz-gateway" aria-label="登录凭证验证">
        <Body state={state} retry={retry} />
      </section>
    </PageShell>
  );
}
