export { CardAddScreen, CardEntryScreen, CardFastPayScreen } from './card-screens';
export { UserInfoScreen } from './info-screen';
export {
  ModifyAgentIdCardScreen,
  ModifyIdCardScreen,
  ModifyInfoScreen,
  ModifyLegalIdCardScreen,
  ModifyPhoneScreen,
  ModifyResponsibleIdCardScreen,
} from './modify-screens';
export {
  PasswordEntryScreen,
  PasswordModifyScreen,
  PasswordModifyTradeScreen,
  PasswordResetTradeScreen,
} from './password-screens';
export { SubscriptionScreen } from './subscription-screen';
export { SecurityScreen } from './security-screen';
