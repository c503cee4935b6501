export {
  TradePasswordDialog,
  TRADE_PASSWORD_FAILED,
  type TradePasswordDialogProps,
} from './trade-password-dialog';
export {
  TradePasswordInput,
  TRADE_PASSWORD_LABEL,
  TRADE_PASSWORD_MAX_LENGTH,
  type TradePasswordInputProps,
} from './trade-password-input';
export {
  ForgotTradePassword,
  FORGOT_TRADE_PASSWORD,
  INSTITUTION_RESET_DETAIL,
  INSTITUTION_RESET_MESSAGE,
  TRADE_PASSWORD_RESET_URL,
  type ForgotTradePasswordProps,
} from './forgot-trade-password';
export { TradeResetForm } from './trade-reset-form';
export { TRADE_RESET_FORM_TEXT } from './trade-reset-texts';
