export { canRedeem, redeemOrderPath } from './rules';
export { HoldingsTable } from './holdings-table';
export { CancellableOrders } from './cancellable-orders';
export { CancelDialog } from './cancel-dialog';
export { DividendDialog } from './dividend-dialog';
export { RedeemForm } from './redeem-form';
export { SwitchForm } from './switch-form';
export { switchOrderPath } from './switch-rules';
export { SWITCH_TEXT_UI } from './switch-texts';
