/** POST /v1/agreement/sign (session needed); data null. */
export interface AgreementSignRequest {
  agreementId: string;
  agreementType: string;
}

/** POST /v1/agreement/signInfoPublish (session needed); data null. */
export interface NoticeSignRequest {
  fundBusinessCode: string;
  fundCode: string;
  noticeCode: string;
}
