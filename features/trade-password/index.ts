export { TradePasswordDialog } from './trade-password-dialog';
export { TradePasswordInput } from './trade-password-input';
export { ForgotTradePassword } from './forgot-trade-password';
export { INSTITUTION_RESET_DETAIL, INSTITUTION_RESET_MESSAGE } from './texts';
export { TradeResetForm } from './trade-reset-form';
export { TRADE_RESET_FORM_TEXT } from './trade-reset-texts';
export { TradeChangeForm } from './trade-change-form';
