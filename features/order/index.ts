export * from './amount';
export * from './fee';
export * from './timeline';
export * from './business';
export { OrderForm } from './order-form';
