export * from './machine';
export * from './selectors';
export type * from './types';
export * from './card';
export * from './handoff';
export { SuitabilityDialogs } from './suitability-dialogs';
export { comparisonFacts } from './mismatch-dialog';
export { knownFacts } from './facts';
export { useSuitabilityFlow } from './use-suitability-flow';
