/** The signing calls (api/agreement/contract.ts); both need a session and answer data null. */
export type {
  AgreementSignBody as AgreementSignRequest,
  SignInfoPublishBody as NoticeSignRequest,
} from '../agreement/contract';
