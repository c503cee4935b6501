import { Button, Dialog } from '@/shared/ui';

import './dialogs.css';
import { useStableCallback } from './use-stable-callback';

export interface WarningDialogProps {
  open: boolean;
  /** The main line. Without a title it is also the dialog's accessible name. */
  message: string;
  /** A second, quieter line (e.g. 如有疑问可咨询您的财富顾问或致电客服). */
  detail?: string;
  title?: string;
  /** 我知道了 unless told otherwise. */
  confirmText?: string;
  onClose: () => void;
}

/**
 * The generic warning: one message the investor acknowledges with one button. An alertdialog: it interrupts
 * to say something the investor must read, and the only way on is the button (or Escape).
 */
export function WarningDialog({
  open,
  message,
  detail,
  title,
  confirmText = '我知道了',
  onClose,
}: WarningDialogProps) {
  const close = useStableCallback(onClose);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      size="tiny"
      title={title}
      ariaLabel={title ? undefined : message}
      onClose={close}
      className="gz-warning-dialog"
      footer={
        <Button type="primary" onClick={close}>
          {confirmText}
        </Button>
      }
    >
      <div className="gz-warning-dialog__body">
        <span className="gz-warning-dialog__icon" aria-hidden="true">
          !
        </span>
        <div>
          <p className="gz-warning-dialog__message">{message}</p>
          {detail && <p className="gz-warning-dialog__detail">{detail}</p>}
        </div>
      </div>
    </Dialog>
  );
}
