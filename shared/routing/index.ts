export * from './pages';
export * from './redirect';
