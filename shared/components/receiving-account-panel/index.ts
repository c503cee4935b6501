export {
  ReceivingAccountPanel,
  NO_RECEIVING_ACCOUNT,
  NO_RECEIVING_ACCOUNT_DETAIL,
  TAB_NAME_MAX,
  type ReceivingAccountPanelProps,
} from './receiving-account-panel';
export { AccountFields, COPY_SUCCESS, COPY_FAILED, type ReceivingAccountInfo } from './account-fields';
export { copyText } from './copy-text';
