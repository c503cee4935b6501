export * from './hybrid';
export * from './password';
export * from './public-key';
