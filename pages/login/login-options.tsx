import { Button, Switch } from '@/shared/ui';

import { useForgotPasswordUrl } from './login-links';
import { LOGIN_TEXT } from './login-texts';

interface LoginOptionsProps {
  busy: boolean;
  remember: boolean;
  onRemember: (remember: boolean) => void;
  resetPage: 'reset' | 'orgReset';
}

/** 登录, the remember-account switch and the forgot-password link, common to both forms. */
export function LoginOptions({ busy, remember, onRemember, resetPage }: LoginOptionsProps) {
  const forgotPassword = useForgotPasswordUrl(resetPage);
  return (
    <>
      <Button type="primary" nativeType="submit" loading={busy} size="xlarge" block>
        {LOGIN_TEXT.submit}
      </Button>
      <div className="gz-login__options">
        <Switch checked={remember} onChange={onRemember} label={LOGIN_TEXT.remember} />
        <a href={forgotPassword}>{LOGIN_TEXT.forgotPassword}</a>
      </div>
    </>
  );
}
