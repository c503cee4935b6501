export * from './pages';
export * from './redirect';
export * from './navigation';
