import type { ComponentProps, ReactNode } from 'react';

import { ConfirmStepDialog } from '@/shared/components/dialogs';

import { SIGNING_TEXT as T } from './texts';

type SigningStepDialogProps = Omit<
  ComponentProps<typeof ConfirmStepDialog>,
  'className' | 'cancelText' | 'workingText' | 'children'
> & {
  /** What the step asks, above its content. */
  intro: string;
  children: ReactNode;
};

/** One step of the signing in its dialog: the signing's look and buttons, the step's intro, then its content. */
export function SigningStepDialog({ intro, children, ...dialog }: SigningStepDialogProps) {
  return (
    <ConfirmStepDialog
      className="gz-private-signing"
      cancelText={T.cancel}
      workingText={T.working}
      {...dialog}
    >
      <p className="gz-private-signing__intro">{intro}</p>
      {children}
    </ConfirmStepDialog>
  );
}

/** The document of a step, opened in a new window. */
export function SigningFileLink({ url, fileName }: { url: string; fileName: string }) {
  return (
    <p className="gz-private-signing__file">
      <a href={url} target="_blank" rel="noopener noreferrer">
        {T.open(fileName)}
      </a>
    </p>
  );
}
