import type { RecordedStep } from '@/shared/components/dialogs';
import { Checkbox } from '@/shared/ui';

import { SigningStepDialog } from './signing-step-dialog';
import { SIGNING_TEXT as T } from './texts';
import type { DeclarationItem } from './types';

export interface DeclarationDialogProps extends RecordedStep {
  items: DeclarationItem[];
  ticked: string[];
  onTick: (code: string, checked: boolean) => void;
}

/** Step 5: the investor declaration; 提交声明 is enabled only when every item (13) is ticked. */
export function DeclarationDialog({ items, ticked, onTick, ...step }: DeclarationDialogProps) {
  const all = items.length > 0 && items.every((item) => ticked.includes(item.code));
  return (
    <SigningStepDialog
      title={T.declarationTitle}
      intro={T.declarationIntro}
      status={
        <span className="gz-private-signing__count" aria-live="polite">
          {T.declarationCount(ticked.length, items.length)}
        </span>
      }
      ready={all}
      confirmText={T.declarationSend}
      {...step}
    >
      <ol className="gz-private-signing__items">
        {items.map((item) => (
          <li key={item.code}>
            <Checkbox
              multiline
              checked={ticked.includes(item.code)}
              disabled={step.submitting}
              onChange={(checked: boolean) => onTick(item.code, Boolean(checked))}
            >
              {item.text}
            </Checkbox>
          </li>
        ))}
      </ol>
    </SigningStepDialog>
  );
}
