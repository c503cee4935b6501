import { ConfirmStepDialog, type RecordedStep } from '@/shared/components/dialogs';
import { evidenceNumber } from '@/shared/format';

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
    <ConfirmStepDialog
      title={title}
      className="gz-private-signing"
      ready={!counting}
      cancelText={T.cancel}
      confirmText={counting ? T.waiting(left) : T.haveRead}
      workingText={T.working}
      {...step}
    >
      <p className="gz-private-signing__intro">{T.readIntro}</p>
      <p className="gz-private-signing__file">
        <a href={document.url} target="_blank" rel="noopener noreferrer">
          {T.open(document.fileName)}
        </a>
      </p>
      <p className="gz-private-signing__hash">
        {T.fileHash}：{evidenceNumber(document.fileHash)}
      </p>
      <p className="gz-private-signing__countdown" role="timer" aria-live="off">
        {counting ? T.waiting(left) : T.haveRead}
      </p>
    </ConfirmStepDialog>
  );
}
