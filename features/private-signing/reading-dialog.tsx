import type { RecordedStep } from '@/shared/components/dialogs';
import { evidenceNumber } from '@/shared/format';

import { SigningFileLink, SigningStepDialog } from './signing-step-dialog';
import { SIGNING_TEXT as T } from './texts';
import type { DocumentToRead } from './types';
import { useReadingCountdown } from './use-countdown';

export interface ReadingDialogProps extends RecordedStep {
  title: string;
  document: DocumentToRead;
  onCounted: () => void;
}

/**
 * Steps 3 and 4: a document to read (it opens in a new window) with a reading countdown; 我已阅读 is enabled
 * when the countdown ends. The back office measures the same time from when it served the document.
 */
export function ReadingDialog({ title, document, onCounted, ...step }: ReadingDialogProps) {
  const left = useReadingCountdown(document.readSeconds, String(document.readingId), onCounted);
  const counting = left > 0;
  return (
    <SigningStepDialog
      title={title}
      intro={T.readIntro}
      ready={!counting}
      confirmText={counting ? T.waiting(left) : T.haveRead}
      {...step}
    >
      <SigningFileLink url={document.url} fileName={document.fileName} />
      <p className="gz-private-signing__hash">
        {T.fileHash}：{evidenceNumber(document.fileHash)}
      </p>
      <p className="gz-private-signing__countdown" role="timer" aria-live="off">
        {counting ? T.waiting(left) : T.haveRead}
      </p>
    </SigningStepDialog>
  );
}
