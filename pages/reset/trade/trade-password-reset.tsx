import { useState } from 'react';

import { DonePanel, returnTarget } from '@/features/password-reset';
import {
  INSTITUTION_RESET_DETAIL,
  INSTITUTION_RESET_MESSAGE,
  TRADE_RESET_FORM_TEXT,
  TradeResetForm,
} from '@/features/trade-password';
import { WarningDialog } from '@/shared/components/dialogs';
import { HOME_URL, loginUrlWithRedirect } from '@/shared/routing';
import { Button, LinkButton } from '@/shared/ui';

import { TRADE_RESET_TEXT as T } from './trade-texts';
import { useTradeSession } from './use-trade-session';

/** The 交易密码 tab: natural persons reset here once logged in; institutions are told they cannot (spec §6). */
export function TradePasswordReset() {
  const { session, retry } = useTradeSession();
  const [done, setDone] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(true);

  let body;
  switch (session.kind) {
    case 'checking':
      body = <p role="status">{T.checking}</p>;
      break;
    case 'anonymous':
      body = (
        <>
          <p>{T.needLogin}</p>
          <LinkButton href={loginUrlWithRedirect(window.location.href)}>{T.toLogin}</LinkButton>
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <p role="alert">{session.message ? `${T.failed}：${session.message}` : T.failed}</p>
          <Button type="primary" onClick={retry}>
            {T.retry}
          </Button>
        </>
      );
      break;
    case 'institution':
      body = (
        <>
          <p className="gz-reset-form__failure">
            {INSTITUTION_RESET_MESSAGE}。{INSTITUTION_RESET_DETAIL}
          </p>
          <WarningDialog
            open={dialogOpen}
            message={INSTITUTION_RESET_MESSAGE}
            detail={INSTITUTION_RESET_DETAIL}
            onClose={() => setDialogOpen(false)}
          />
        </>
      );
      break;
    case 'person':
      body = done ? (
        <DonePanel title={T.done} detail={T.doneDetail} target={returnTarget(window.location, HOME_URL)} />
      ) : (
        <TradeResetForm onDone={() => setDone(true)} />
      );
  }

  return (
    <div className="gz-reset">
      <div className="gz-reset__panel">
        {!done && <h2 className="gz-reset__step-title">{TRADE_RESET_FORM_TEXT.heading}</h2>}
        {body}
      </div>
    </div>
  );
}
