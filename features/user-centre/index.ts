export { ContactForm } from './contact-form';
export { IdentityChangeFlow } from './identity-change';
export { PhoneChangeForm } from './phone-change-form';
export { SubscriptionPanel } from './subscription-panel';
export { PROFILE_TEXT, useProfileWords } from './profile-dictionaries';
