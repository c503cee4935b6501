import { useState } from 'react';

import { useVerifySecondFactorMutation } from '@/api/auth/endpoints-centre';
import { outcomeOf, succeed, type Outcome } from '@/api/core/outcome';
import { SmsDialog, SmsDialogView, type SmsDialogResult } from '@/features/sms';
import { BANK_SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { Button } from '@/shared/ui';

import { Emitted } from './emitted';
import { GallerySection, GalleryState } from './gallery-state';
import { LoginFirst } from './login-first';

const fakeSend = async (): Promise<Outcome<string>> => succeed('138****0001');
const failedSend = async (): Promise<Outcome<string>> => ({
  ok: false,
  message: '短信发送过于频繁，请稍后再试',
});
/** The fake examples' check: any six digits but 000000 pass (the live one asks POST /v1/auth/2fa). */
const fakeVerify = async (code: string): Promise<Outcome> =>
  code === '000000' ? { ok: false, message: '短信验证码错误' } : succeed(null);
const refuse = async (): Promise<Outcome> => ({ ok: false, message: '短信验证码错误' });

interface ExampleProps {
  label: string;
  title?: string;
  /** A fake send; without one the dialog sends for real (POST /v1/auth/sms type twoFactor). */
  send?: () => Promise<Outcome<string>>;
  verify?: (code: string) => Promise<Outcome>;
  countdownSeconds?: number;
}

function SmsExample({ label, title, send, verify = fakeVerify, countdownSeconds }: ExampleProps) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<SmsDialogResult | null>(null);
  const dialog = {
    smsType: 'twoFactor' as const,
    title,
    verify,
    countdownSeconds,
    onResult: (emitted: SmsDialogResult) => {
      setOpen(false);
      setResult(emitted);
    },
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {send ? <SmsDialogView open={open} send={send} {...dialog} /> : <SmsDialog open={open} {...dialog} />}
      <Emitted label="结果" value={result} />
    </>
  );
}

/** Opens one dialog, then (as another part of the page would) a second one 800 ms later. */
function TwoInARow() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  const [results, setResults] = useState<string[]>([]);
  const note = (text: string) => setResults((list) => [...list, text]);
  return (
    <>
      <Button
        type="primary"
        onClick={() => {
          setResults([]);
          setFirst(true);
          window.setTimeout(() => setSecond(true), 800);
        }}
      >
        依次打开两个
      </Button>
      <SmsDialogView
        open={first}
        title="短信验证（第一个）"
        smsType="twoFactor"
        send={fakeSend}
        verify={fakeVerify}
        onResult={({ state }) => {
          setFirst(false);
          note(`第一个：${state}`);
        }}
      />
      <SmsDialogView
        open={second}
        title="短信验证（第二个）"
        smsType="twoFactor"
        send={fakeSend}
        verify={fakeVerify}
        onResult={({ state }) => {
          setSecond(false);
          note(`第二个：${state}`);
        }}
      />
      <Emitted label="结果" value={results.length ? results : null} />
    </>
  );
}

/** The real thing: an SMS of type twoFactor to the session's phone, its code checked by POST /v1/auth/2fa. */
function LiveSms() {
  const [verifySecondFactor] = useVerifySecondFactorMutation();
  const verify = async (code: string): Promise<Outcome> => {
    const outcome = outcomeOf(await verifySecondFactor({ code, silent: true }));
    return outcome.ok ? succeed(null) : outcome;
  };
  return <SmsExample label="打开短信验证（真实发送）" verify={verify} />;
}

export function SmsSection({ session }: { session: 'checking' | 'live' | 'none' }) {
  return (
    <GallerySection id="sms" title="短信验证码弹窗">
      <GalleryState
        id="sms:live"
        title="真实发送"
        note="POST /v1/auth/sms（需登录，类型 twoFactor）；校验调用 POST /v1/auth/2fa。"
      >
        <LoginFirst session={session}>
          <LiveSms />
        </LoginFirst>
      </GalleryState>
      <GalleryState id="sms:bank" title="银行短信（60秒）">
        <SmsExample
          label="打开银行短信验证"
          title="银行短信验证"
          send={fakeSend}
          countdownSeconds={BANK_SMS_COUNTDOWN_S}
        />
      </GalleryState>
      <GalleryState id="sms:send-failed" title="发送失败">
        <SmsExample label="打开（发送失败）" send={failedSend} />
      </GalleryState>
      <GalleryState id="sms:verify-failed" title="验证码错误">
        <SmsExample label="打开（校验失败）" send={fakeSend} verify={refuse} />
      </GalleryState>
      <GalleryState
        id="sms:one-at-a-time"
        title="同一时间只有一个"
        note="第二个弹窗打开时，第一个以“关闭”结束。"
      >
        <TwoInARow />
      </GalleryState>
    </GallerySection>
  );
}
