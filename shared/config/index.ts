export * from './constants';
export * from './environments';
