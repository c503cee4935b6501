export { IdCardUpload } from './id-card-upload';
export { IdCardUploadView, type IdCardUploadViewProps } from './id-card-upload-view';
export type { IdentityValue, RecognizeOutcome, RecognizeRequest } from './types';
export { isExpired, judgeRecognition, splitValidity, worthRetrying } from './recognition';
