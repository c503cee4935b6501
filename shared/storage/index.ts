export { readEntry } from './entry';
export * from './last-login';
export * from './nonce';
export * from './preferences';
export * from './registry';
