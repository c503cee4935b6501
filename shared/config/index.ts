export * from './constants';
export * from './environments';
export * from './public-site';
