export { IdCardUpload, type IdCardUploadProps } from './id-card-upload';
export { IdCardUploadView, type IdCardUploadViewProps } from './id-card-upload-view';
export type { IdentityOwner, IdentityValue, RecognizeOutcome, RecognizeRequest } from './types';
export {
  OWNER_SCENE,
  SECOND_GENERATION_BACK,
  STATE_EMBLEM_EXPIRED,
  STATE_UNRECOGNISED,
  isExpired,
  judgeRecognition,
  splitValidity,
  worthRetrying,
} from './recognition';
export { REUPLOAD } from './photo-tile';
