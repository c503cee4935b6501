export * from './list-query';
export { fundRow, CELL_TEXT, type FundRow, type FundRowSource } from './cells';
export { FundTable, TABLE_TEXT, type BuyButton, type FundTableProps } from './fund-table';
export { RiskTag } from './risk-tag';
