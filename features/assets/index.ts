export { AssetTotals, IncomeHelp } from './asset-totals';
export { HoldingsTable } from './holdings-table';
export { TransitTable } from './transit-table';
export { RecordsPanel } from './records-panel';
export { EmailDialog } from './email-dialog';
export { AssetChartsLazy } from './charts/lazy';
export { ASSETS_TEXT, EMAIL_TEXT } from './texts';
export { ConsignmentChecks } from './consignment-checks';
