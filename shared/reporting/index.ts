export type { ErrorReport, ReportInput, Reporter } from './types';
export { scrubText, scrubUrl } from './scrub';
export { createReporter } from './reporter';
export { setActiveReporter, reportError, describeThrown } from './active-reporter';
export { installGlobalHandlers } from './global-handlers';
export { createHttpSender } from './http-sender';
export { bootReporting } from './boot';
