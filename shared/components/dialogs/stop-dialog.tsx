import type { ReactNode } from 'react';

import { Button, Dialog } from '@/shared/ui';

export interface StopAlertDialogProps {
  title: string;
  className: string;
  /** The reason (server text as text) and any note under it. */
  children: ReactNode;
  /** The one way on (a retry, a link to what is missing), or none: then only 我知道了. */
  forward?: ReactNode;
  /** The close button's words beside a way on, and alone. */
  cancelText: string;
  gotItText: string;
  onClose: () => void;
}

/** A stop of a chain: an alertdialog with the reason (server text as text) and at most one way on. */
export function StopAlertDialog(props: StopAlertDialogProps) {
  const { forward, className, onClose } = props;
  return (
    <Dialog
      open
      role="alertdialog"
      size="tiny"
      title={props.title}
      onClose={onClose}
      className={className}
      footer={
        <>
          <Button type={forward ? undefined : 'primary'} onClick={onClose}>
            {forward ? props.cancelText : props.gotItText}
          </Button>
          {forward}
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}
