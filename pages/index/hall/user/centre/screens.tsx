import { CardAddScreen } from './card-screens';

export { CardAddScreen, CardEntryScreen } from './card-screens';
export { UserInfoScreen } from './info-screen';
export {
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

/** 开通快捷支付: the add-card form with quick payment. */
export const CardFastPayScreen = () => <CardAddScreen fastPay />;
