import { Checkbox, ConfirmFooter, Dialog, FormFailure } from '@/shared/ui';

import { SIGNING_TEXT as T } from './texts';
import type { DeclarationItem } from './types';

export interface DeclarationDialogProps {
  items: DeclarationItem[];
  ticked: string[];
  submitting: boolean;
  error?: string;
  onTick: (code: string, checked: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Step 5: the investor declaration; 提交声明 is enabled only when every item (13) is ticked. */
export function DeclarationDialog({
  items,
  ticked,
  submitting,
  error,
  onTick,
  onConfirm,
  onCancel,
}: DeclarationDialogProps) {
  const all = items.length > 0 && items.every((item) => ticked.includes(item.code));
  return (
    <Dialog
      open
      title={T.declarationTitle}
      size="small"
      closable={!submitting}
      onClose={onCancel}
      className="gz-private-signing"
      footer={
        <ConfirmFooter
          status={
            <span className="gz-private-signing__count" aria-live="polite">
              {T.declarationCount(ticked.length, items.length)}
            </span>
          }
          cancelText={T.cancel}
          confirmText={T.declarationSend}
          workingText={T.working}
          submitting={submitting}
          ready={all}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      }
    >
      <p className="gz-private-signing__intro">{T.declarationIntro}</p>
      <ol className="gz-private-signing__items">
        {items.map((item) => (
          <li key={item.code}>
            <Checkbox
              multiline
              checked={ticked.includes(item.code)}
              disabled={submitting}
              onChange={(checked: boolean) => onTick(item.code, Boolean(checked))}
            >
              {item.text}
            </Checkbox>
          </li>
        ))}
      </ol>
      <FormFailure>{error}</FormFailure>
    </Dialog>
  );
}
