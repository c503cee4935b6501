import type { Context } from '../core/context';
import { seal, unseal } from '../core/crypto/sealed';
import { hint } from '../core/http/envelope';
import { partiesOf, type StoredParty } from './store';

const PURPOSE = 'agent-id';
/** The answer to an encryptId this server did not issue to this organisation for its current agent. */
export const AGENT_ID_REFUSED = '经办人信息校验未通过，请返回个人信息页重新进入';

/**
 * The agent's encryptId (spec: /v1/user/contactor and the agent OCR take it): the organisation's account and
 * the agent's record, sealed with AES-256-GCM under a key of the server secret. Issued with
 * GET /v1/user/org/contactor; opaque to the portal.
 */
export function agentIdOf(ctx: Context, accountId: number, partyId: number): string {
  return seal(ctx.secret, PURPOSE, `${accountId}.${partyId}`);
}

/** The agent record an encryptId names, for this account only: refused when forged, altered or another's. */
export function agentNamedBy(ctx: Context, accountId: number, encryptId: string): StoredParty {
  const [account, party] = (unseal(ctx.secret, PURPOSE, encryptId) ?? '').split('.');
  const found =
    Number(account) === accountId
      ? partiesOf(ctx, accountId).find((row) => row.role === 'contactor' && row.id === Number(party))
      : undefined;
  if (!found) throw hint(AGENT_ID_REFUSED);
  return found;
}
