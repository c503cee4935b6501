export { waitUntilOnline } from './online';
export { OfflineBanner } from './offline-banner';
