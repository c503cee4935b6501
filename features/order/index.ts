export * from './amount';
export * from './countdown';
export * from './fee';
export * from './remittance';
export * from './server-clock';
export * from './timeline';
export * from './business';
