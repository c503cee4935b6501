export { ContactForm } from './contact-form';
export { IdentityChangeFlow } from './identity-change';
export { PhoneChangeForm } from './phone-change-form';
export { SubscriptionPanel } from './subscription-panel';
