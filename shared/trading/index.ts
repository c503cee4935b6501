/**
 * What the browser and the back office both decide about an order, written once and free of React: share and
 * amount rules with their Chinese messages, the remittance window. Codes and their names are in shared/enums.
 */
export * from './dividend-modes';
export * from './purchase-amount';
export * from './redeem-shares';
export * from './remittance';
export * from './suitability-refusals';
export * from './yuan-text';
export * from './direct-sales';
export * from './fast-pay';
export * from './fee-modes';
export * from './written-statements';
export * from './plan-schedule';
export * from './switch-rules';
export * from './quick-cash';
export * from './category-policy';
export * from './signing';
export * from './private-order';
