export * from './list-query';
export { CategoryTabs } from './category-tabs';
export { FundTable } from './fund-table';
export { WITHHELD_TEXT, WithheldNotice } from './withheld-notice';
export { FundFeeTable } from './fee-table';
export { FundDetail } from './detail/fund-detail';
