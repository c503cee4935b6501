import { Button, Dialog } from '@/shared/ui';
import { MESSAGES } from '@/shared/validation';

import './dialogs.css';
import { useStableCallback } from './use-stable-callback';

export const NAME_CHECK_CONFIRM = '确认';
export const NAME_CHECK_BACK = '返回修改';

export interface NameCheckDialogProps {
  open: boolean;
  /** The name as it will be submitted, shown so the investor can check it letter by letter. */
  name: string;
  onConfirm: () => void;
  /** Back to edit: the form keeps what was typed. Escape and the close button mean the same. */
  onCancel: () => void;
}

/** Spec §4: a name with characters other than Chinese must be confirmed before it is submitted. */
export function NameCheckDialog({ open, name, onConfirm, onCancel }: NameCheckDialogProps) {
  const cancel = useStableCallback(onCancel);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      size="tiny"
      title="姓名确认"
      onClose={cancel}
      className="gz-warning-dialog"
      footer={
        <>
          <Button onClick={cancel}>{NAME_CHECK_BACK}</Button>
          <Button type="primary" onClick={onConfirm}>
            {NAME_CHECK_CONFIRM}
          </Button>
        </>
      }
    >
      <p className="gz-warning-dialog__message">{MESSAGES.nameNotChineseConfirm}</p>
      <p className="gz-warning-dialog__detail">
        姓名：<strong className="gz-name-check__name">{name}</strong>
      </p>
    </Dialog>
  );
}
