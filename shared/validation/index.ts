export * from './email-change';
export * from './fields';
export * from './messages';
export * from './other-certificate';
export * from './patterns';
export * from './resident-id';
export * from './rules';
export * from './schemas';
