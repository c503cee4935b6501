import { useEffect, useState } from 'react';

import { SliderCaptcha } from '@/shared/components/slider-captcha';

import { useCaptchaCalls, type CaptchaCalls } from './captcha-calls';
import { TextCheckDialog } from './text-check-dialog';
import { TEXT_CHECK } from './text-check-texts';
import { useCaptchaSession } from './use-captcha-session';

interface CaptchaDialogProps {
  open: boolean;
  /** 安全验证 by default. */
  title?: string;
  /** The one-use captcha token of the solved puzzle. */
  onSuccess: (token: string) => void;
  onClose: () => void;
}

/** The slider captcha over any calls: CaptchaDialog gives it the API's, tests give it their own. */
export function CaptchaDialogView({
  open,
  title,
  calls,
  onSuccess,
  onClose,
}: CaptchaDialogProps & { calls: CaptchaCalls }) {
  const [textMode, setTextMode] = useState(false);
  useEffect(() => {
    if (!open) setTextMode(false);
  }, [open]);
  const textCheck = calls.textCheck;
  const session = useCaptchaSession({ open: open && !textMode, calls, onSuccess });
  if (textMode && textCheck) {
    return (
      <TextCheckDialog
        open={open}
        title={title ?? '安全验证'}
        calls={textCheck}
        onSuccess={onSuccess}
        onClose={onClose}
        onSlider={() => setTextMode(false)}
      />
    );
  }
  return (
    <SliderCaptcha
      open={open}
      title={title}
      picture={session.challenge}
      status={session.status}
      offset={session.offset}
      error={session.error}
      onBegin={session.begin}
      onMove={session.setOffset}
      onRelease={(position) => void session.submit(position)}
      onRefresh={() => void session.refresh()}
      onClose={onClose}
      alternative={textCheck && { label: TEXT_CHECK.offer, onChoose: () => setTextMode(true) }}
    />
  );
}

/** The slider captcha of the screens (spec §2, §3): it fetches and verifies through GET/POST /v1/auth/captcha. */
export function CaptchaDialog(props: CaptchaDialogProps) {
  const calls = useCaptchaCalls();
  return <CaptchaDialogView {...props} calls={calls} />;
}
