import type { Context } from '../core/context';
import { hashToken } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { DAY, shanghaiDate } from '../core/time';
import { BANKS, DEMO_FUNDS, MULTI_BANK_FUND, NO_BANK_FUND, RECEIVING_ACCOUNT_HOLDER } from './demo-funds';
import {
  DEMO_ADVISER,
  DEMO_IDENTITIES,
  DEMO_PASSWORD,
  DEMO_REGISTERED_TOKEN,
  DEMO_TRADE_PASSWORD,
} from './demo-identities';
import {
  insertAccount,
  insertAdviser,
  insertFund,
  insertReceivingAccount,
  insertRegisteredToken,
  isSeeded,
  markSeeded,
} from './store';

/** Seeds the demo data once, at the first start of a data folder, in one transaction. */
export async function seedDemoData(ctx: Context): Promise<void> {
  if (isSeeded(ctx)) return;
  const now = ctx.clock.now();
  const inDays = (days: number) => shanghaiDate(now + days * DAY);
  // Each account gets its own salts.
  const hashes = await Promise.all(
    DEMO_IDENTITIES.map(async () => [
      await ctx.passwords.hash(DEMO_PASSWORD),
      await ctx.passwords.hash(DEMO_TRADE_PASSWORD),
    ]),
  );
  transaction(ctx, () => {
    DEMO_IDENTITIES.forEach((a, i) => {
      const certifiedEnd = a.certifiedDays === undefined ? null : inDays(a.certifiedDays);
      const id = insertAccount(
        ctx,
        {
          ...a,
          passwordHash: hashes[i][0],
          tradePasswordHash: hashes[i][1],
          mustChangePassword: !!a.mustChangePassword,
          onlineEntrustment: a.onlineEntrustment !== false,
          riskEndDate: inDays(a.riskDays),
          riskLowest: !!a.riskLowest,
          certifiedEnd,
          qualifiedKind: certifiedEnd ? '74' : null,
          idValidFrom: '20200101',
          idValidTo: Number(a.idNo.slice(6, 10)) < 1976 ? '99991231' : '20400101',
          agentName: a.agent?.name ?? null,
          agentIdNo: a.agent?.idNo ?? null,
        },
        a.tradeAccounts,
      );
      if (a.userType === 'Registered') insertRegisteredToken(ctx, hashToken(DEMO_REGISTERED_TOKEN), id);
    });
    insertAdviser(ctx, DEMO_ADVISER);
    seedFunds(ctx);
    markSeeded(ctx, new Date(now).toISOString());
  });
}

function seedFunds(ctx: Context): void {
  for (const [code, name, status, risk, isPublic, type, white] of DEMO_FUNDS) {
    insertFund(ctx, { code, name, status, risk, isPublic, type, white });
    if (code === NO_BANK_FUND) continue;
    const banks = code === MULTI_BANK_FUND ? BANKS : [BANKS[Number(code) % BANKS.length]];
    for (const bank of banks) {
      insertReceivingAccount(ctx, {
        fundCode: code,
        bankName: bank.bankName,
        name: RECEIVING_ACCOUNT_HOLDER,
        station: bank.station,
        account: `${bank.prefix}${code.slice(-5)}`,
        payCode: bank.payCode,
      });
    }
  }
}
