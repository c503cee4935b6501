export { readEntry, writeEntry } from './entry';
export * from './last-login';
export * from './nonce';
export * from './preferences';
export * from './registry';
export { getSecureKey } from './secure-keys';
