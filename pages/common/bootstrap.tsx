import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';

import { ErrorBoundary } from '@/shared/components/error-boundary';
import { applyStoredElderMode } from '@/shared/components/page-shell/elder-mode';
import { bootReporting } from '@/shared/reporting/boot';
import { silenceKnownLibraryWarnings } from '@/shared/ui/known-warnings';
import { makeStore } from '@/store';

/** What every entry does first: the failure reporter, one store of its own, the error boundary, the root. */
export function mountPage(page: ReactNode): void {
  if (process.env.NODE_ENV !== 'production') silenceKnownLibraryWarnings();
  bootReporting();
  applyStoredElderMode();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page template has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={makeStore()}>
        <ErrorBoundary>{page}</ErrorBoundary>
      </Provider>
    </StrictMode>,
  );
}
