import { useState } from 'react';

import { SmsDialog, type SmsSendOutcome, type SmsVerifyOutcome } from '@/shared/components/sms-dialog';
import { BANK_SMS_COUNTDOWN_S } from '@/shared/config/constants';
import { Button } from '@/shared/ui';

import { Emitted } from './emitted';
import { GallerySection, GalleryState } from './gallery-state';
import { useLiveSmsSend } from './live';
import { LoginFirst } from './login-first';

const fakeSend = async (): Promise<SmsSendOutcome> => ({ ok: true, maskedPhone: '138****0001' });
const failedSend = async (): Promise<SmsSendOutcome> => ({
  ok: false,
  message: '短信发送过于频繁，请稍后再试',
});
/** There is no general SMS check in the back office: any six digits but 000000 pass here. */
const fakeVerify = async (code: string): Promise<SmsVerifyOutcome> =>
  code === '000000' ? { ok: false, message: '短信验证码错误' } : { ok: true };
const refuse = async (): Promise<SmsVerifyOutcome> => ({ ok: false, message: '短信验证码错误' });

interface ExampleProps {
  label: string;
  title?: string;
  send: () => Promise<SmsSendOutcome>;
  verify?: (code: string) => Promise<SmsVerifyOutcome>;
  countdownSeconds?: number;
}

function SmsExample({ label, title, send, verify = fakeVerify, countdownSeconds }: ExampleProps) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<boolean | null>(null);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <SmsDialog
        open={open}
        title={title}
        send={send}
        verify={verify}
        countdownSeconds={countdownSeconds}
        onResult={(success) => {
          setOpen(false);
          setResult(success);
        }}
      />
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
      <SmsDialog
        open={first}
        title="短信验证（第一个）"
        send={fakeSend}
        verify={fakeVerify}
        onResult={(success) => {
          setFirst(false);
          note(`第一个：${success}`);
        }}
      />
      <SmsDialog
        open={second}
        title="短信验证（第二个）"
        send={fakeSend}
        verify={fakeVerify}
        onResult={(success) => {
          setSecond(false);
          note(`第二个：${success}`);
        }}
      />
      <Emitted label="结果" value={results.length ? results : null} />
    </>
  );
}

function LiveSms() {
  const send = useLiveSmsSend();
  return <SmsExample label="打开短信验证（真实发送）" send={send} />;
}

export function SmsSection({ session }: { session: 'checking' | 'live' | 'none' }) {
  return (
    <GallerySection id="sms" title="短信验证码弹窗">
      <GalleryState
        id="sms:live"
        title="真实发送"
        note="POST /v1/auth/sms（需登录）；校验为本地模拟，000000 视为错误。"
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
