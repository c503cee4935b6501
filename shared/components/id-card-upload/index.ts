export { IdCardUpload, type IdCardUploadProps } from './id-card-upload';
export type { IdentityOwner, IdentityValue, OcrAnswer, RecognizeOutcome, RecognizeRequest } from './types';
export {
  OWNER_SCENE,
  SECOND_GENERATION_BACK,
  STATE_EMBLEM_EXPIRED,
  STATE_UNRECOGNISED,
  judgeRecognition,
  splitValidity,
} from './recognition';
export { REUPLOAD } from './photo-tile';
