import { describeThrown } from './active-reporter';
import type { Reporter } from './types';

/**
 * Sends uncaught errors and unhandled rejections of the page to the reporter, and flushes the queue when
 * the page is hidden (the last chance before it unloads). Returns the function that removes the listeners.
 */
export function installGlobalHandlers(reporter: Reporter, target: Window = window): () => void {
  const onError = (event: ErrorEvent): void => {
    // Resource load failures (img, script) also fire 'error' but are not ErrorEvents with a message.
    if (!(event instanceof ErrorEvent)) return;
    const { message, stack } = event.error ? describeThrown(event.error) : { message: event.message };
    reporter.report({ kind: 'error', message: message || event.message, stack });
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    reporter.report({ kind: 'rejection', ...describeThrown(event.reason) });
  };
  const onHide = (): void => {
    void reporter.flush();
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('pagehide', onHide);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('pagehide', onHide);
  };
}
