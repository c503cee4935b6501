import { useState } from 'react';

import type { Outcome } from '@/api/core/outcome';
import { ForgotTradePassword, TradePasswordDialog, TradePasswordInput } from '@/features/trade-password';
import { Button, Form, showToast } from '@/shared/ui';

import { fakeTradePassword, never } from './fakes';
import { GallerySection, GalleryState } from './gallery-state';

function InputExample({
  initial = '',
  error,
  natural = true,
}: {
  initial?: string;
  error?: string;
  natural?: boolean;
}) {
  const [value, setValue] = useState(initial);
  // In a form as on a real page (a password field outside one is a browser warning).
  return (
    <Form onSubmit={() => undefined} ariaLabel="交易密码示例">
      <TradePasswordInput value={value} onChange={setValue} error={error} isNaturalPerson={natural} />
    </Form>
  );
}

function DialogExample({
  label,
  submit,
  natural,
}: {
  label: string;
  submit: (password: string) => Promise<Outcome>;
  natural: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <TradePasswordDialog
        open={open}
        isNaturalPerson={natural}
        description="买入 国证资管稳健配置混合 10,000.00元"
        submit={submit}
        onSuccess={() => {
          setOpen(false);
          showToast('交易密码验证通过', 'success');
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function TradePasswordSection({ natural }: { natural: boolean }) {
  return (
    <GallerySection id="trade-password" title="交易密码">
      <GalleryState id="trade-password:empty" title="空白">
        <InputExample />
      </GalleryState>
      <GalleryState id="trade-password:filled" title="已填写">
        <InputExample initial="147258" />
      </GalleryState>
      <GalleryState id="trade-password:invalid" title="未填写（校验）">
        <InputExample error="请输入交易密码" />
      </GalleryState>
      <GalleryState id="trade-password:server-error" title="服务端错误">
        <InputExample initial="111111" error="交易密码错误，您还有4次机会" />
      </GalleryState>
      <GalleryState id="trade-password:institution" title="机构用户忘记交易密码" note="点击链接弹出提示。">
        <ForgotTradePassword isNaturalPerson={false} />
      </GalleryState>
      <GalleryState
        id="trade-password:dialog"
        title="交易密码弹窗"
        note="本地模拟校验：147258 通过，其他密码显示服务端错误。"
      >
        <DialogExample label="打开交易密码弹窗" submit={fakeTradePassword} natural={natural} />
      </GalleryState>
      <GalleryState id="trade-password:dialog-loading" title="弹窗提交中" note="提交后一直等待应答。">
        <DialogExample label="打开（提交中）" submit={never} natural={natural} />
      </GalleryState>
    </GallerySection>
  );
}
