export { IdCardUpload } from './id-card-upload';
export { IdCardUploadView } from './id-card-upload-view';
export type { IdentityValue, RecognizeOutcome, RecognizeRequest } from './types';
