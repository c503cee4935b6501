export { SessionExpiryWarning } from './session-expiry-warning';
