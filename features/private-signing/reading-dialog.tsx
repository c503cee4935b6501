import { ConfirmFooter, Dialog, FormFailure } from '@/shared/ui';

import { SIGNING_TEXT as T } from './texts';
import type { DocumentToRead } from './types';
import { useReadingCountdown } from './use-countdown';

export interface ReadingDialogProps {
  title: string;
  document: DocumentToRead;
  submitting: boolean;
  error?: string;
  onCounted: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Steps 3 and 4: a document to read (it opens in a new window) with a reading countdown; 我已阅读 is enabled
 * when the countdown ends. The back office measures the same time from when it served the document.
 */
export function ReadingDialog({
  title,
  document,
  submitting,
  error,
  onCounted,
  onConfirm,
  onCancel,
}: ReadingDialogProps) {
  const left = useReadingCountdown(document.readSeconds, String(document.readingId), onCounted);
  const counting = left > 0;
  return (
    <Dialog
      open
      title={title}
      size="small"
      closable={!submitting}
      onClose={onCancel}
      className="gz-private-signing"
      footer={
        <ConfirmFooter
          cancelText={T.cancel}
          confirmText={counting ? T.waiting(left) : T.haveRead}
          workingText={T.working}
          submitting={submitting}
          ready={!counting}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      }
    >
      <p className="gz-private-signing__intro">{T.readIntro}</p>
      <p className="gz-private-signing__file">
        <a href={document.url} target="_blank" rel="noopener noreferrer">
          {T.open(document.fileName)}
        </a>
      </p>
      <p className="gz-private-signing__hash">
        {T.fileHash}：<code>{document.fileHash}</code>
      </p>
      <p className="gz-private-signing__countdown" role="timer" aria-live="off">
        {counting ? T.waiting(left) : T.haveRead}
      </p>
      <FormFailure>{error}</FormFailure>
    </Dialog>
  );
}
