import { Button, Dialog } from '@/shared/ui';

import { LOGIN_TEXT } from './login-texts';

interface RegisteredDialogProps {
  open: boolean;
  onContinue: () => void;
  onLogout: () => void;
}

/**
 * login-registered (spec §4): a Registered user whose profile has no crmId has not finished the account
 * registration. The portal says so and lets the investor go on (to view) or log out (docs/decisions.md).
 */
export function RegisteredDialog({ open, onContinue, onLogout }: RegisteredDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      size="tiny"
      title={LOGIN_TEXT.registeredTitle}
      closable={false}
      className="gz-registered-dialog"
      footer={
        <>
          <Button onClick={onLogout}>{LOGIN_TEXT.registeredLogout}</Button>
          <Button type="primary" onClick={onContinue}>
            {LOGIN_TEXT.registeredContinue}
          </Button>
        </>
      }
    >
      <p className="gz-registered-dialog__message">{LOGIN_TEXT.registeredMessage}</p>
      <p className="gz-registered-dialog__detail">{LOGIN_TEXT.registeredDetail}</p>
    </Dialog>
  );
}
