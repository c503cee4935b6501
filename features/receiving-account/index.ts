export { ReceivingAccountPanel } from './receiving-account-panel';
export { ReceivingAccountView } from './receiving-account-view';
export { RemittancePanel } from './remittance-panel';
