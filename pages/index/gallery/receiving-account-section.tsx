import { ReceivingAccountPanel, ReceivingAccountView } from '@/features/receiving-account';

import { LONG_NAMED_BANKS, ONE_BANK } from './fakes';
import { GallerySection, GalleryState } from './gallery-state';
import { LoginFirst } from './login-first';

export function ReceivingAccountSection({ session }: { session: 'checking' | 'live' | 'none' }) {
  return (
    <GallerySection id="receiving-account" title="直销收款账户">
      <GalleryState
        id="receiving-account:live-banks"
        title="多家银行（970001）"
        note="真实接口；每家银行一个标签页，每项可复制。"
      >
        <LoginFirst session={session}>
          <ReceivingAccountPanel fundCode="970001" />
        </LoginFirst>
      </GalleryState>
      <GalleryState id="receiving-account:live-none" title="无收款账户（970072）" note="真实接口。">
        <LoginFirst session={session}>
          <ReceivingAccountPanel fundCode="970072" />
        </LoginFirst>
      </GalleryState>
      <GalleryState id="receiving-account:one-bank" title="一家银行（无标签页）">
        <ReceivingAccountView accounts={ONE_BANK} />
      </GalleryState>
      <GalleryState
        id="receiving-account:long-names"
        title="银行名超过6个字"
        note="标签名截断，悬停显示全名。"
      >
        <ReceivingAccountView accounts={LONG_NAMED_BANKS} />
      </GalleryState>
      <GalleryState id="receiving-account:loading" title="加载中">
        <ReceivingAccountView accounts={undefined} loading />
      </GalleryState>
      <GalleryState id="receiving-account:server-error" title="服务端错误">
        <ReceivingAccountView accounts={undefined} failed />
      </GalleryState>
    </GallerySection>
  );
}
