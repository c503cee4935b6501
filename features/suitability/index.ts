export * from './machine';
export * from './selectors';
export type { Stop, StopAction, StopReason } from './stops';
export { SUITABILITY_TEXT } from './texts';
export type * from './types';
export * from './card';
export { SuitabilityDialogs, type SuitabilityDialogsProps } from './suitability-dialogs';
export type { ComparisonFacts } from './mismatch-dialog';
export { mismatchStatement, highRiskStatement, summaryStatement } from './dialog-texts';
