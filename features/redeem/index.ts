export { canRedeem, redeemOrderPath } from './rules';
export { HoldingsTable } from './holdings-table';
export { CancellableOrders } from './cancellable-orders';
export { CancelDialog } from './cancel-dialog';
export { DividendDialog } from './dividend-dialog';
export { RedeemForm } from './redeem-form';
export { QuickCash } from './quick-cash';
