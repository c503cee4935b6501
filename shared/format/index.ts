export * from './chinese-money';
export * from './mask';
export * from './money';
export * from './evidence';
export * from './predicted-date';
