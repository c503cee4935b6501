import { PUBLIC_PRODUCT } from '@/shared/enums/fund';
import { DAY, shanghaiParts, shanghaiYyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import { hashTradePassword } from '../core/crypto/passwords';
import { hashToken } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { RuleError } from '../core/rule-error';
import { CATALOGUE } from '../fund/catalogue';
import { forgetFundSpecs, publishNavs } from '../fund/funds';
import { registerIncome } from '../order/dividend/register-income';
import { settleDividends } from '../order/dividend/settle-dividends';
import { seedDemoAssets } from './demo-assets';
import { BANKS, MULTI_BANK_FUND, NO_BANK_FUND, RECEIVING_ACCOUNT_HOLDER } from './demo-funds';
import { seedDemoHoldings } from './demo-holdings';
import { DEMO_ADVISER, DEMO_IDENTITIES, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from './demo-identities';
import { seedSwitchTerms } from './demo-switching';
import { seedPlanTerms } from './plan-terms';
import { seedCertifications } from './seed-certifications';
import { seedSurveys } from './seed-surveys';
import { seedUserCentre } from './seed-user-centre';
import {
  insertAccount,
  insertAdviser,
  insertFund,
  insertReceivingAccount,
  insertRegisteredToken,
  isSeeded,
  markSeeded,
} from './store';
import { insertFundTerms } from './store-funds';

/** Seeds the demo data once, at the first start of a data folder, in one transaction. */
export async function seedDemoData(ctx: Context): Promise<void> {
  if (isSeeded(ctx)) return;
  const now = ctx.clock.now();
  const inDays = (days: number) => shanghaiYyyyMmDd(now + days * DAY);
  // Each account gets its own salts.
  const hashes = await Promise.all(
    DEMO_IDENTITIES.map(async () => [
      await ctx.passwords.hash(DEMO_PASSWORD),
      await hashTradePassword(ctx.secret, DEMO_TRADE_PASSWORD),
    ]),
  );
  transaction(ctx, () => {
    DEMO_IDENTITIES.forEach((a, i) => {
      const certifiedEnd = a.certifiedDays === undefined ? null : inDays(a.certifiedDays);
      const qualifiedEnd = a.qualifiedDays === undefined ? certifiedEnd : inDays(a.qualifiedDays);
      const id = insertAccount(
        ctx,
        {
          ...a,
          passwordHash: a.noLoginPassword ? null : hashes[i][0],
          tradePasswordHash: hashes[i][1],
          mustChangePassword: !!a.mustChangePassword,
          onlineEntrustment: a.onlineEntrustment !== false,
          riskEndDate: a.risk === null ? null : inDays(a.riskDays),
          riskLowest: !!a.riskLowest,
          professionalEnd: certifiedEnd,
          qualifiedEnd,
          // The kind naming the level of the application behind it: 75 professional, 73 qualified.
          qualifiedKind: certifiedEnd ? '75' : qualifiedEnd ? '73' : null,
          blacklisted: !!a.blacklisted,
          idValidFrom: '20200101',
          idValidTo:
            a.idDays !== undefined
              ? inDays(a.idDays)
              : Number(a.idNo.slice(6, 10)) < 1976
                ? '99991231'
                : '20400101',
          agentName: a.agent?.name ?? null,
          agentIdNo: a.agent?.idNo ?? null,
        },
        a.tradeAccounts,
      );
      // The consignment channel's hand-over tokens (赵六: registration unfinished; 何十: no password yet).
      if (a.handoverToken) insertRegisteredToken(ctx, hashToken(a.handoverToken), id);
    });
    insertAdviser(ctx, DEMO_ADVISER);
    seedCertifications(ctx, now);
    seedSurveys(ctx, now);
    seedUserCentre(ctx, now);
    seedFunds(ctx);
    seedPlanTerms(ctx);
    forgetFundSpecs(ctx);
    // The NAV history up to the clock (three years and more), from the catalogue's seeded generator; past
    // the exchange calendar's range there is nothing to publish (the trading calls say so). Then 张三's
    // holdings, bought and confirmed in the past.
    try {
      publishNavs(ctx);
      seedDemoHoldings(ctx);
      seedDemoAssets(ctx);
      // The ex-dates and money-market income after the last seeded confirmation, as today's batch settles them.
      settleDividends(ctx, shanghaiParts(now).date, now);
      registerIncome(ctx, shanghaiParts(now).date, now);
    } catch (error) {
      if (!(error instanceof RuleError && error.kind === 'calendar-range')) throw error;
    }
    markSeeded(ctx, new Date(now).toISOString());
  });
}

function seedFunds(ctx: Context): void {
  for (const fund of CATALOGUE) {
    const { code, name, status, category, white } = fund;
    const risk = String(Number(fund.risk.slice(1)) - 1);
    insertFund(ctx, {
      code,
      name,
      status,
      risk,
      isPublic: fund.productType === PUBLIC_PRODUCT,
      type: category,
      white,
    });
    insertFundTerms(ctx, fund);
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
  seedSwitchTerms(ctx);
}
