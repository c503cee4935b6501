export * from './list-query';
export { FundTable } from './fund-table';
export { RiskTag } from './risk-tag';
