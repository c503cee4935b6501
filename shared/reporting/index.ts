export type { ErrorReport, ReportInput, ReportKind, ReportSender, Reporter } from './types';
export { MAX_BATCH } from './types';
export { scrubText, scrubUrl, isSensitiveKey } from './scrub';
export { createReporter, type ReporterOptions } from './reporter';
export { setActiveReporter, reportError, describeThrown } from './active-reporter';
export { installGlobalHandlers } from './global-handlers';
export { createHttpSender, CLIENT_ERRORS_PATH, type HttpSenderOptions } from './http-sender';
export { bootReporting } from './boot';
