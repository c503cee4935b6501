import { useCallback, useEffect, useRef } from 'react';

import { useLogoutMutation } from '@/api/auth/endpoints';
import { useRefreshSessionMutation } from '@/api/auth/endpoints-session';
import { announceSessionEnd, loginAfter, navigate, PAGE_FILES } from '@/shared/routing';
import { Button, Dialog } from '@/shared/ui';

import { useExpiryPhase } from './use-expiry-phase';
import './session-expiry.css';

export const EXPIRY_TEXT = {
  title: '登录即将超时',
  message: '您已较长时间未操作。为保障账户安全，登录将自动退出。',
  stay: '继续登录',
  leave: '退出登录',
} as const;

interface SessionExpiryWarningProps {
  /** The session is about to be ended here: the page stops its own calls (they would meet 401000). */
  onEnding: () => void;
}

/**
 * WCAG 2.2.1: 120 s before the session's idle end (the back office says when, on every answer) a dialog
 * offers 继续登录 — it has the focus, so one key (Enter, or Escape to dismiss) keeps the session. Ignored,
 * the session ends cleanly (logout) and the login page says why (reason=expire).
 */
export function SessionExpiryWarning({ onEnding }: SessionExpiryWarningProps) {
  const { phase, secondsLeft } = useExpiryPhase();
  const [refresh, { isLoading: staying }] = useRefreshSessionMutation();
  const [logout] = useLogoutMutation();
  const ended = useRef(false);
  const ending = useRef(onEnding);
  ending.current = onEnding;

  // Timed out: back here after the next login (redirect), and the login page says why (reason=expire).
  const leave = useCallback(
    async (timedOut: boolean) => {
      if (ended.current) return;
      ended.current = true;
      ending.current();
      await logout({ silent: true });
      announceSessionEnd(timedOut ? 'expire' : 'logout');
      navigate(timedOut ? loginAfter('expire', window.location.href) : `/${PAGE_FILES.login}`);
    },
    [logout],
  );

  useEffect(() => {
    if (phase === 'over') void leave(true);
  }, [phase, leave]);

  const stay = () => {
    if (!staying) void refresh({ silent: true });
  };

  return (
    <Dialog
      open={phase === 'warn'}
      role="alertdialog"
      title={EXPIRY_TEXT.title}
      size="tiny"
      onClose={stay}
      hideCloseButton
      className="gz-expiry"
      footer={
        <div className="gz-expiry__actions">
          <Button type="primary" size="large" loading={staying} onClick={stay}>
            {EXPIRY_TEXT.stay}
          </Button>
          <Button size="large" onClick={() => void leave(false)}>
            {EXPIRY_TEXT.leave}
          </Button>
        </div>
      }
    >
      <p className="gz-expiry__message">{EXPIRY_TEXT.message}</p>
      <p className="gz-expiry__count">
        将在 <strong>{secondsLeft}</strong> 秒后退出登录
      </p>
    </Dialog>
  );
}
