import { setActiveReporter } from './active-reporter';
import { installGlobalHandlers } from './global-handlers';
import { createHttpSender } from './http-sender';
import { createReporter } from './reporter';
import type { Reporter } from './types';

/**
 * What each entry's main.tsx calls first: one reporter posting to the back office, listening to the
 * window, and made the active one for the base query and the error boundary.
 */
export function bootReporting(options: { url?: string } = {}): Reporter {
  const reporter = createReporter({ send: createHttpSender({ url: options.url }) });
  installGlobalHandlers(reporter);
  setActiveReporter(reporter);
  return reporter;
}
