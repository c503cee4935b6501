export * from './pages';
export * from './routes';
export * from './redirect';
export * from './navigation';
export * from './one-time-param';
export * from './session-end';
export * from './opening';
