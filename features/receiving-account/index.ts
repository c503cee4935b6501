export { ReceivingAccountPanel, type ReceivingAccountPanelProps } from './receiving-account-panel';
export {
  ReceivingAccountView,
  NO_RECEIVING_ACCOUNT,
  NO_RECEIVING_ACCOUNT_DETAIL,
  TAB_NAME_MAX,
  type ReceivingAccountViewProps,
} from './receiving-account-view';
export { AccountFields, COPY_SUCCESS, COPY_FAILED, groupDigits } from './account-fields';
export { copyText } from './copy-text';
