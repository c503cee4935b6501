import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { ErrorBoundary } from '@/shared/components/error-boundary';
import { OfflineBanner } from '@/shared/network';
import { makeStore } from '@/store';

import { HydrationMarker } from './hydration-marker';

/**
 * The tree every entry renders: its own store, the error boundary, the page. One function for the browser
 * (bootstrap.tsx) and the build's prerender (prerender.tsx), so that the prerendered HTML and the first
 * client render come from the same elements. The marker comes last: its effect runs after the page's.
 */
export function pageTree(page: ReactNode): ReactElement {
  return (
    <StrictMode>
      <Provider store={makeStore()}>
        <OfflineBanner />
        <ErrorBoundary>{page}</ErrorBoundary>
        <HydrationMarker />
      </Provider>
    </StrictMode>
  );
}
