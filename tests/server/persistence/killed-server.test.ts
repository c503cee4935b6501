import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { openDatabase, type Database } from '@/server/core/db/database';
import { DEMO, DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import { HttpClient } from '../support/http-client';
import { encrypt, login } from '../support/portal';
import { tempDataDir } from '../support/server';

/**
 * Issue 29: the real back office (npm run server) as a child process on a temp data folder, killed with
 * SIGKILL once in the middle of placing orders and once in the middle of the confirm batch, restarted each
 * time: every order answered as placed exists once, every Idempotency-Key made one order, no order is
 * confirmed twice, and the holdings, lots and trade records add up to what the confirmations say.
 */
jest.setTimeout(150_000);

const ROOT = path.join(__dirname, '..', '..', '..');
const DAY_S = 86_400;
/** Past every order's confirm date (T+1, a holiday or a weekend between) and its NAV's publication. */
const ADVANCE_S = 14 * DAY_S;

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * `npm run server` on the data folder; small chunks with a pause between, so a batch lasts long enough. Its
 * port is drawn below the kernel's ephemeral range (32768 up), where the other tests' servers and connections
 * take theirs; one taken all the same is drawn again.
 */
async function startServer(dataDir: string): Promise<Running> {
  for (let attempt = 1; ; attempt += 1) {
    const running = await startOnPort(dataDir, 20_000 + Math.floor(Math.random() * 12_000));
    if (running.output().includes('已启动')) return running;
    if (!running.output().includes('EADDRINUSE') || attempt === 5)
      throw new Error(`did not start: ${running.output()}`);
    await running.exited;
  }
}

async function startOnPort(dataDir: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_BATCH_CHUNK: '5',
      PORTAL_BATCH_PAUSE_MS: '25',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await until(() => output.includes('已启动') || child.exitCode !== null, 60_000);
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function until(done: () => boolean, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !done() && Date.now() < end;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function kill(server: Running): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** The data folder as the kill left it, opened from a copy (opening it in place would recover it before the restart does). */
async function look<T>(dataDir: string, read: (db: Database) => T): Promise<T> {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'portal-look-'));
  try {
    for (const file of ['portal.sqlite', 'portal.sqlite-wal']) {
      if (existsSync(path.join(dataDir, file))) copyFileSync(path.join(dataDir, file), path.join(copy, file));
    }
    const db = await openDatabase(path.join(copy, 'portal.sqlite'));
    try {
      return read(db);
    } finally {
      db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

interface Intent {
  key: string;
  body: Record<string, string>;
  /** The order number the back office answered, once it did. */
  appNo?: string;
}

const FUNDS = ['970031', '970001'];

function intents(count: number, from: number): Intent[] {
  return Array.from({ length: count }, (_, i) => ({
    key: randomUUID(),
    body: {
      fundCode: FUNDS[(from + i) % FUNDS.length],
      applySum: `${1000 + from + i}.00`,
      tradeAccount: DEMO.zhangSan.tradeAccounts[0],
      capitalMode: '1',
    },
  }));
}

/** Sends the intents, `parallel` at a time; an answer that never came (killed) leaves appNo unset. */
async function place(client: HttpClient, list: Intent[], password: string, parallel = 12): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const intent = list[next++];
      try {
        const answer = await client.request(
          'POST',
          '/v1/order/purchase',
          { ...intent.body, password },
          { 'idempotency-key': intent.key },
        );
        const envelope = answer.json as { state: number; data: { appNo: string }; message: string };
        if (envelope.state !== 200000) throw new Error(`order refused: ${envelope.message}`);
        if (intent.appNo && intent.appNo !== envelope.data.appNo) {
          throw new Error(`key ${intent.key} answered ${intent.appNo}, then ${envelope.data.appNo}`);
        }
        intent.appNo = envelope.data.appNo;
      } catch (error) {
        // The process was killed under this request: it stays unanswered.
        if (!/ECONNRESET|ECONNREFUSED|socket hang up/.test(String(error))) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** The browser's cookies on the restarted back office (its sessions are in the database). */
const sameBrowser = (client: HttpClient, url: string) =>
  Object.assign(new HttpClient(url), { cookies: client.cookies });

describe('a back office killed with SIGKILL', () => {
  const dataDir = tempDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses no answered order, makes one order per key and confirms each order once', async () => {
    let server = await startServer(dataDir);
    let zhang = new HttpClient(server.url);
    try {
      await login(zhang, DEMO.zhangSan.phone, DEMO.zhangSan.phone);
      for (const fundCode of FUNDS) {
        const notices = await zhang.get<Array<{ noticeCode: string }>>(
          `/v1/agreement/infoPublish?fundCode=${fundCode}&fundBusinessCode=022&t=1`,
        );
        await zhang.post('/v1/agreement/signInfoPublish', {
          fundBusinessCode: '022',
          fundCode,
          noticeCode: notices.data[0].noticeCode,
        });
      }

      // 1. Killed while orders are being placed.
      const first = intents(150, 0);
      const placing = place(zhang, first, await encrypt(zhang, DEMO_TRADE_PASSWORD));
      await until(() => first.filter((intent) => intent.appNo).length >= 40, 30_000);
      await kill(server);
      await placing;
      const answered = first.filter((intent) => intent.appNo).map((intent) => [intent.key, intent.appNo]);
      expect(answered.length).toBeGreaterThanOrEqual(40);
      expect(answered.length).toBeLessThan(first.length);

      // Restarted: every intent is sent again with its key (the portal's retry): the answered ones are
      // answered with their order again; the others make their order now, or find the one committed as
      // the process died. Then more orders, for a batch long enough to be killed in.
      server = await startServer(dataDir);
      zhang = sameBrowser(zhang, server.url);
      const password = await encrypt(zhang, DEMO_TRADE_PASSWORD);
      await place(zhang, first, password);
      expect(first.filter((intent) => intent.appNo).map((intent) => [intent.key, intent.appNo])).toEqual(
        expect.arrayContaining(answered),
      );
      const second = intents(250, first.length);
      await place(zhang, second, password);
      const all = [...first, ...second];
      expect(all.every((intent) => intent.appNo)).toBe(true);
      // The bank reports every transfer (only paid orders are confirmed).
      const ops = new HttpClient(server.url);
      const paid = await Promise.all(
        all.map((intent) => ops.request('POST', '/__dev/remittance', { appNo: intent.appNo })),
      );
      expect(paid.filter((answer) => answer.status !== 200)).toEqual([]);

      // 2. Killed in the middle of the confirm batch the clock move starts.
      const moved = ops.request('POST', '/__dev/clock', { advanceSeconds: ADVANCE_S }).catch(() => null);
      await until(() => server.output().includes('confirm batch running in chunks'), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await kill(server);
      await moved;
      const appNos = all.map((intent) => intent.appNo as string);
      const confirmedBefore = await look(dataDir, (db) => confirmedOf(db, appNos));
      expect(confirmedBefore).toBeGreaterThan(0);
      expect(confirmedBefore).toBeLessThan(appNos.length);

      // Restarted (its clock is real time again): moving it as far runs the batch again, which finishes.
      server = await startServer(dataDir);
      const again = await new HttpClient(server.url).request('POST', '/__dev/clock', {
        advanceSeconds: ADVANCE_S,
      });
      expect(again.status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const db = await openDatabase(path.join(dataDir, 'portal.sqlite'));
      try {
        checkTotals(db, all);
      } finally {
        db.close();
      }
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});

function confirmedOf(db: Database, appNos: string[]): number {
  const marks = appNos.map(() => '?').join(',');
  return (
    db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM confirmations WHERE app_no IN (${marks})`, appNos)?.n ??
    0
  );
}

type Row = Record<string, string | number | null>;

function checkTotals(db: Database, all: Intent[]): void {
  const zhangId = db.get<{ id: number }>('SELECT id FROM accounts WHERE phone = ?', [DEMO.zhangSan.phone])
    ?.id as number;
  // Every key made exactly the order it answered; nothing is left reserved.
  const keys = db.all<{ key: string; app_no: string; state: string }>(
    'SELECT key, app_no, state FROM idempotency_keys WHERE account_id = ?',
    [zhangId],
  );
  const byKey = new Map(keys.map((row) => [row.key, row]));
  for (const intent of all)
    expect(byKey.get(intent.key)).toMatchObject({ app_no: intent.appNo, state: 'done' });
  expect(keys.filter((row) => row.state !== 'done')).toEqual([]);
  const appNos = all.map((intent) => intent.appNo as string);
  expect(new Set(appNos).size).toBe(all.length);
  const marks = appNos.map(() => '?').join(',');
  const orders = db.all<Row>(`SELECT * FROM orders WHERE app_no IN (${marks})`, appNos);
  expect(orders).toHaveLength(all.length);
  // Each one's amount is its intent's: no order was made from another request's body.
  const amountOf = new Map(all.map((intent) => [intent.appNo, intent.body.applySum]));
  for (const order of orders) expect(order.apply_sum).toBe(amountOf.get(order.app_no as string));
  // None left applied; each confirmed once (the confirmation's key is the order), its money moved once.
  expect(orders.filter((order) => order.state === 'applied')).toEqual([]);
  const records = db.all<Row>(
    `SELECT app_no, kind, amount, shares FROM trade_records WHERE app_no IN (${marks})`,
    appNos,
  );
  const confirmations = new Map(
    db
      .all<Row>(`SELECT * FROM confirmations WHERE app_no IN (${marks})`, appNos)
      .map((row) => [row.app_no as string, row]),
  );
  const lots = new Map(
    db
      .all<Row>(`SELECT app_no, shares, cost FROM holding_lots WHERE app_no IN (${marks})`, appNos)
      .map((row) => [row.app_no as string, row]),
  );
  for (const order of orders) {
    const appNo = order.app_no as string;
    const mine = records.filter((record) => record.app_no === appNo);
    const kinds = (kind: string) => mine.filter((record) => record.kind === kind);
    const confirmation = confirmations.get(appNo);
    expect(confirmation).toBeDefined();
    expect(kinds('apply')).toEqual([expect.objectContaining({ amount: order.apply_sum })]);
    expect(kinds('confirm').length).toBeLessThanOrEqual(1);
    expect(kinds('refund').length).toBeLessThanOrEqual(1);
    const confirmed = confirmation?.confirmed_amount as string;
    if (Number(confirmed) > 0) {
      expect(kinds('confirm')).toEqual([
        expect.objectContaining({ amount: confirmed, shares: confirmation?.shares }),
      ]);
      expect(lots.get(appNo)).toEqual({ app_no: appNo, shares: confirmation?.shares, cost: confirmed });
    } else {
      expect(lots.has(appNo)).toBe(false);
    }
    // What came in is what was confirmed plus what went back.
    expect((Number(confirmed) + Number(confirmation?.refund)).toFixed(2)).toBe(order.apply_sum);
  }
  // Each holding is the sum of its lots.
  const holdings = db.all<Row>(
    `SELECT h.fund_code, h.shares,
       (SELECT printf('%.2f', SUM(CAST(l.shares AS REAL))) FROM holding_lots l
        WHERE l.account_id = h.account_id AND l.trade_account = h.trade_account AND l.fund_code = h.fund_code) AS lots
     FROM holdings h WHERE h.account_id = ?`,
    [zhangId],
  );
  for (const fundCode of FUNDS) expect(holdings.map((h) => h.fund_code)).toContain(fundCode);
  for (const holding of holdings) expect(holding.lots).toBe(holding.shares);
}
