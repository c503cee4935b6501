import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { applyStoredElderMode } from '@/shared/components/page-shell/elder-mode';
import { bootReporting } from '@/shared/reporting/boot';
import { silenceKnownLibraryWarnings } from '@/shared/ui/known-warnings';

import { noteEarlyChoices, noteStartAddress } from './hydration-marker';
import { pageTree } from './page-tree';

interface MountOptions {
  /**
   * Whether the prerendered #root (the build's, scripts/prerender) shows what this visit's first render
   * shows; when not (index.html opened on another route than the one prerendered), the page renders afresh.
   */
  hydrate?: boolean;
}

/** What every entry does first: the failure reporter, one store of its own, the error boundary, the root. */
export function mountPage(page: ReactNode, { hydrate = true }: MountOptions = {}): void {
  if (process.env.NODE_ENV !== 'production') silenceKnownLibraryWarnings();
  const reporter = bootReporting();
  applyStoredElderMode();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page template has no #root element');
  noteStartAddress();
  // The development server serves the template as it is: an empty #root, nothing to hydrate.
  if (hydrate && container.hasChildNodes()) {
    noteEarlyChoices(container);
    // In a transition: React hydrates in slices of a few milliseconds instead of one long task, so the page
    // answers a key or a tap while it hydrates (a discrete event on a part not yet hydrated hydrates it first).
    startTransition(() => {
      hydrateRoot(container, pageTree(page), {
        // A hydration mismatch is a defect of this portal (the first render must equal the build's HTML): it
        // is reported, and logged as React itself would (the browser tests fail on any console error).
        onRecoverableError: (error) => {
          const { message, stack } = error instanceof Error ? error : new Error(String(error));
          reporter.report({ kind: 'render', message: `hydration: ${message}`, stack });
          console.error(error);
        },
      });
    });
    return;
  }
  // Over a prerendered #root that is not this visit's first screen, React replaces it as it commits its own
  // first render: the prerendered shell stays on screen until then. That render too is a transition, drawn in
  // slices of a few milliseconds (a plain render is one task: ~180 ms on Lighthouse's slowed phone, issue 30).
  const root = createRoot(container);
  startTransition(() => root.render(pageTree(page)));
}
