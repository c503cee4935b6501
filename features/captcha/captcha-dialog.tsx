import { SliderCaptcha } from '@/shared/components/slider-captcha';

import { useCaptchaCalls, type CaptchaCalls } from './captcha-calls';
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
  const session = useCaptchaSession({ open, calls, onSuccess });
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
    />
  );
}

/** The slider captcha of the screens (spec §2, §3): it fetches and verifies through GET/POST /v1/auth/captcha. */
export function CaptchaDialog(props: CaptchaDialogProps) {
  const calls = useCaptchaCalls();
  return <CaptchaDialogView {...props} calls={calls} />;
}
