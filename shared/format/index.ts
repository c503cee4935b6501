export * from './chinese-money';
export * from './date';
export * from './mask';
export * from './money';
export * from './evidence';
export * from './predicted-date';
