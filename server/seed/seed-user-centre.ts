import { withCheckDigit } from '../bank/channels';
import { insertBoundCard } from '../bank/store-cards';
import type { Context } from '../core/context';
import { insertCrsDeclaration, insertParty } from '../user/store';
import { DEMO, DEMO_IDENTITIES } from './demo-identities';
import { accountIdsByIdNo } from './store';

/** A demo card: the ICBC BIN, the fund account's last seven digits, the check digit. */
const demoCardOf = (fundAccount: string) => withCheckDigit(`62220210${fundAccount.slice(-7)}`);

/**
 * The user centre's demo data: every investor with a trade account has one ICBC card bound with their phone
 * (the card that pays their orders) and a CRS declaration; the organisation's contactor (its agent), legal person, responsible
 * person and two beneficial owners.
 */
export function seedUserCentre(ctx: Context, now: number): void {
  const ids = accountIdsByIdNo(ctx);
  for (const identity of DEMO_IDENTITIES) {
    const accountId = ids.get(identity.idNo) as number;
    // Every demo investor declared themselves a resident of China only at opening.
    insertCrsDeclaration(ctx, accountId, '0');
    if (identity.tradeAccounts.length === 0) continue;
    insertBoundCard(ctx, {
      accountId,
      bankCode: '002',
      cardNo: demoCardOf(identity.fundAccount),
      phone: identity.phone,
      now,
    });
  }
  const org = ids.get(DEMO.org.idNo) as number;
  const agent = DEMO.org.agent;
  const party = (
    role: 'contactor' | 'beneficiary' | 'legal' | 'responsible',
    name: string,
    idNo: string,
    extra: { phone?: string; ratio?: string; ownerType?: string } = {},
  ) =>
    insertParty(ctx, org, {
      role,
      name,
      id_type: '0',
      id_no: idNo,
      id_valid_to: '20400101',
      phone: extra.phone ?? null,
      ratio: extra.ratio ?? null,
      owner_type: extra.ownerType ?? null,
    });
  party('contactor', agent.name, agent.idNo, { phone: DEMO.org.phone });
  party('legal', '刘国强', '110101197501011234');
  party('responsible', '黄敏', '440303198203154522');
  party('beneficiary', '刘国强', '110101197501011234', { ratio: '60%', ownerType: '001' });
  party('beneficiary', '周立新', '310104197906203011', { ratio: '40%', ownerType: '001' });
}
