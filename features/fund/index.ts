export * from './list-query';
export { FundTable } from './fund-table';
export { RiskTag } from './risk-tag';
export { WITHHELD_TEXT, WithheldNotice } from './withheld-notice';
export { FundFeeTable } from './fee-table';
