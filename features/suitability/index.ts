export * from './machine';
export * from './selectors';
export type { Stop, StopAction, StopReason } from './stops';
export { SUITABILITY_TEXT } from './texts';
export type * from './types';
export * from './card';
