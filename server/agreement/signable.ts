/**
 * What POST /v1/agreement/sign may sign (issue 27 item 1): the portal's own agreements, each with its one
 * kind, for the investors it concerns. A product's contract and risk disclosure (POST /v1/contract) and the
 * e-signature engagement (POST /v1/engagement/sign) are signed only through their flows, which record the
 * evidence of each step; any other id is refused, nothing of it stored.
 */
import { ENGAGEMENT_ID } from '../engagement/rules';

export const SIGNABLE_AGREEMENTS: Readonly<Record<string, { type: string; needsTradeAccount: boolean }>> = {
  'privacy-policy': { type: 'privacy', needsTradeAccount: false },
  'fast-pay-agreement': { type: 'fastPay', needsTradeAccount: true },
};

export const SIGNABLE_TEXT = {
  unknown: '未找到该协议，不能签署',
  wrongType: '协议类型与协议不符，不能签署',
  ownFlow: '该协议须在电子合同签署流程中签署',
  notForYou: '您尚未开立基金交易账户，无需签署该协议',
} as const;

/** Why this signature is refused, or null. `productDocument`: the id is a product's contract or disclosure. */
export function signRefusal(
  request: { agreementId: string; agreementType: string },
  facts: { productDocument: boolean; hasTradeAccount: boolean },
): string | null {
  if (request.agreementId === ENGAGEMENT_ID || facts.productDocument) return SIGNABLE_TEXT.ownFlow;
  const known = Object.hasOwn(SIGNABLE_AGREEMENTS, request.agreementId)
    ? SIGNABLE_AGREEMENTS[request.agreementId]
    : undefined;
  if (!known) return SIGNABLE_TEXT.unknown;
  if (known.type !== request.agreementType) return SIGNABLE_TEXT.wrongType;
  if (known.needsTradeAccount && !facts.hasTradeAccount) return SIGNABLE_TEXT.notForYou;
  return null;
}
