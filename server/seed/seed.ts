import type { Context } from '../context';
import { hashPassword } from '../crypto/passwords';
import { hashToken } from '../crypto/random';
import { DAY, shanghaiDate } from '../time';
import {
  DEMO_ACCOUNTS,
  DEMO_ADVISER,
  DEMO_PASSWORD,
  DEMO_REGISTERED_TOKEN,
  DEMO_TRADE_PASSWORD,
} from './demo-accounts';
import { BANKS, DEMO_FUNDS, MULTI_BANK_FUND, NO_BANK_FUND, RECEIVING_ACCOUNT_HOLDER } from './demo-funds';

/** Seeds the demo data once, at the first start of a data folder, in one transaction. */
export async function seedDemoData(ctx: Context): Promise<void> {
  if (ctx.db.get("SELECT 1 FROM meta WHERE key = 'seeded'")) return;
  const now = ctx.clock.now();
  const inDays = (days: number) => shanghaiDate(now + days * DAY);
  // Each account gets its own salts.
  const hashes = await Promise.all(
    DEMO_ACCOUNTS.map(async () => [
      await hashPassword(DEMO_PASSWORD),
      await hashPassword(DEMO_TRADE_PASSWORD),
    ]),
  );
  ctx.db.tx(() => {
    DEMO_ACCOUNTS.forEach((a, i) => {
      const certifiedEnd = a.certifiedDays === undefined ? null : inDays(a.certifiedDays);
      ctx.db.run(
        `INSERT INTO accounts (kind, user_type, name, id_type, id_no, phone, fund_account, password_hash,
          trade_password_hash, must_change_password, online_entrustment, crm_id, risk, risk_end_date, risk_lowest,
          highest_risk, professional_end, qualified_end, qualified_kind, investment_varieties, investment_limit,
          id_valid_from, id_valid_to, agent_name, agent_id_no)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          a.kind,
          a.userType,
          a.name,
          a.idType,
          a.idNo,
          a.phone,
          a.fundAccount,
          hashes[i][0],
          hashes[i][1],
          a.mustChangePassword ? 1 : 0,
          a.onlineEntrustment === false ? 0 : 1,
          a.crmId,
          a.risk,
          inDays(a.riskDays),
          a.riskLowest ? 1 : 0,
          a.risk,
          certifiedEnd,
          certifiedEnd,
          certifiedEnd ? '74' : null,
          a.varieties,
          a.limit,
          '20200101',
          Number(a.idNo.slice(6, 10)) < 1976 ? '99991231' : '20400101',
          a.agent?.name ?? null,
          a.agent?.idNo ?? null,
        ],
      );
      const id = ctx.db.get<{ id: number }>('SELECT id FROM accounts WHERE id_no = ?', [a.idNo])?.id;
      for (const trade of a.tradeAccounts) {
        ctx.db.run('INSERT INTO trade_accounts (trade_account, account_id) VALUES (?, ?)', [
          trade,
          id as number,
        ]);
      }
      if (a.userType === 'Registered') {
        ctx.db.run(
          "INSERT INTO handover_tokens (token_hash, kind, account_id, reusable) VALUES (?, 'registered', ?, 1)",
          [hashToken(DEMO_REGISTERED_TOKEN), id as number],
        );
      }
    });
    ctx.db.run(
      'INSERT INTO advisers (code, name, client_account_id) SELECT ?, ?, id FROM accounts WHERE id_no = ?',
      [DEMO_ADVISER.code, DEMO_ADVISER.name, DEMO_ADVISER.clientIdNo],
    );
    seedFunds(ctx);
    ctx.db.run("INSERT INTO meta (key, value) VALUES ('seeded', ?)", [new Date(now).toISOString()]);
  });
}

function seedFunds(ctx: Context): void {
  for (const [code, name, status, risk, isPublic, type, white] of DEMO_FUNDS) {
    ctx.db.run(
      'INSERT INTO funds (code, name, status, risk_level, is_public, fund_type, white_list) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [code, name, status, risk, isPublic ? 1 : 0, type, white ? 1 : 0],
    );
    if (code === NO_BANK_FUND) continue;
    const banks = code === MULTI_BANK_FUND ? BANKS : [BANKS[Number(code) % BANKS.length]];
    for (const bank of banks) {
      ctx.db.run(
        'INSERT INTO receiving_accounts (fund_code, bank_name, name, station, account, pay_code) VALUES (?, ?, ?, ?, ?, ?)',
        [
          code,
          bank.bankName,
          RECEIVING_ACCOUNT_HOLDER,
          bank.station,
          `${bank.prefix}${code.slice(-5)}`,
          bank.payCode,
        ],
      );
    }
  }
}
