import { randomUUID } from 'node:crypto';

import type { BankCard, ChannelData } from '@/api/bank/contract-cards';
import type { BuyVerifyData } from '@/api/order/contract';
import type { AcceptedOrder, StatementId, WrittenConfirmation } from '@/api/order/contract-orders';
import type { AcceptedRedemption } from '@/api/order/contract-redeem';
import { createClock } from '@/server/core/clock';
import { DEMO, DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';
import { WRITTEN_STATEMENTS } from '@/shared/trading';

import { HttpClient, type Envelope, type HttpAnswer } from '../support/http-client';
import { encrypt, loggedIn } from '../support/portal';
import { startServer, type TestServer } from '../support/server';
import { serverForFile, type Started } from '../support/server-for-file';

/** Monday 2026-11-23 10:00 in Shanghai: a trading day before the cut-off. */
export const MONDAY_10AM = '2026-11-23T10:00:00+08:00';

/** A back office whose clock starts at this Shanghai instant and stands still until a test moves it. */
export function serverAt(instant: string): Promise<TestServer> {
  const start = Date.parse(instant);
  return startServer({ clock: createClock(() => start) });
}

export type DemoKey = keyof typeof DEMO;

const sessions = new WeakMap<TestServer, Map<DemoKey, Promise<HttpClient>>>();

/**
 * A browser logged in as a demo investor (password and SMS steps), once per server: the clock stands
 * still, and a second SMS within 60 s would be refused. `fresh` logs in again (after the clock moved past
 * the session's 30 idle minutes).
 */
export function investor(
  server: TestServer,
  who: DemoKey,
  options: { fresh?: boolean } = {},
): Promise<HttpClient> {
  const known = sessions.get(server) ?? new Map<DemoKey, Promise<HttpClient>>();
  sessions.set(server, known);
  let client = options.fresh ? undefined : known.get(who);
  if (!client) {
    client = loggedIn(server, who);
    known.set(who, client);
  }
  return client;
}

/**
 * A back office at this Shanghai instant with a demo investor logged in (the session `investor` keeps), for
 * a file's beforeAll: `({ server, browser: zhang } = await investorAt(MONDAY_10AM, 'zhangSan'))`.
 */
export async function investorAt(instant: string, who: DemoKey) {
  const server = await serverAt(instant);
  return { server, browser: await investor(server, who) };
}

/**
 * One back office for the whole test file, on Monday 10:00 with 张三 signed in (serverForFile over investorAt):
 * `keep` gets the server and his browser before the file's tests; each test gets `timeout` ms.
 */
export function zhangOnMondayForFile(keep: (started: Started) => void, timeout?: number): void {
  serverForFile(investorAt, [MONDAY_10AM, 'zhangSan'], keep, timeout);
}

export const tradeAccountOf = (who: DemoKey) => DEMO[who].tradeAccounts[0];

/** 张三's trade account, the one his orders go to. */
export const ZHANG_ACCOUNT = tradeAccountOf('zhangSan');

/** Moves the back office clock (its batch runs) and signs 张三 in again: his session ended meanwhile. */
export async function zhangAt(server: TestServer, at: string): Promise<HttpClient> {
  await clockTo(new HttpClient(server.url), at);
  return investor(server, 'zhangSan', { fresh: true });
}

/** 张三 signed in to this back office with the fund's summary confirmed, ready to buy it: his browser. */
export async function zhangReadyToBuy(server: TestServer, fundCode: string): Promise<HttpClient> {
  const zhang = await investor(server, 'zhangSan');
  await confirmSummary(zhang, fundCode);
  return zhang;
}

/**
 * 张三 buys `applySum` of the fund on this back office (its summary confirmed first) and, when the order is
 * accepted, the bank reports his transfer: his browser and the purchase's envelope.
 */
export async function zhangBoughtAndPaid(server: TestServer, fundCode: string, applySum: string) {
  const zhang = await zhangReadyToBuy(server, fundCode);
  const order = await purchase(zhang, 'zhangSan', { fundCode, applySum });
  if (order.state === 200000) await pay(zhang, order.data.appNo);
  return { zhang, order };
}

/** The signed-in investor's ICBC card (bank 002: 张三's seeded card, with fast pay), as the channel lists it. */
export const icbcCard = async (client: HttpClient) =>
  (await client.get<ChannelData>('/v1/bank/channel?t=1')).data.cards.find(
    (card) => card.bankCode === '002',
  ) as BankCard;

/** The state of the order with this number in the back office's database. */
export const orderStateOf = (server: TestServer, appNo: string) =>
  server.app.portal.db.get<{ state: string }>('SELECT state FROM orders WHERE app_no = ?', [appNo])?.state;

/** The refunds the trade records hold for the order with this number. */
export const refundsOf = (server: TestServer, appNo: string) =>
  server.app.portal.db.all<{ amount: string }>(
    "SELECT amount FROM trade_records WHERE app_no = ? AND kind = 'refund'",
    [appNo],
  );

/** The dividend method recorded on the order with this number (0 reinvest, 1 cash). */
export const dividendTypeOf = (server: TestServer, appNo: string) =>
  server.app.portal.db.get<{ dividend_type: string }>('SELECT dividend_type FROM orders WHERE app_no = ?', [
    appNo,
  ])?.dividend_type;

/** The answer's JSON envelope: state, data and message. */
export const envelope = <T>(answer: HttpAnswer) => answer.json as Envelope<T>;

export const newKey = () => randomUUID();

/**
 * The written confirmations the order page sends after the chain's dialogs: one per statement buyVerify asks
 * for (each mismatch, the high-risk notice, the special-care notice), in the shown words, pressed now by
 * the server's clock (the page dates the press by the server's time it learnt).
 */
export async function pageConfirmations(
  client: HttpClient,
  fundCode: string,
): Promise<WrittenConfirmation[]> {
  const verify = await client.get<BuyVerifyData | null>(
    `/v1/order/buyVerify?fundCode=${fundCode}&businessType=Purchase&t=1`,
  );
  const data = verify.data;
  if (verify.state !== 200000 || !data || data.statusCode === '6' || data.statusCode === '3') return [];
  const clock = await client.get<{ timestamp: number }>('/v1/order/dateTimeStatus?t=1');
  const ids: StatementId[] = [
    ...(data.riskMatch === '0' ? (['mismatch-risk'] as const) : []),
    ...(data.investmentTimeMatch === '0' ? (['mismatch-horizon'] as const) : []),
    ...(data.investmentVarietiesMatch === '0' ? (['mismatch-varieties'] as const) : []),
    ...(data.highRiskProduct === '1' ? (['high-risk'] as const) : []),
    ...(data.specialCare.length > 0 ? (['special-care'] as const) : []),
  ];
  return ids.map((statement) => ({
    statement,
    version: WRITTEN_STATEMENTS[statement].version,
    text: WRITTEN_STATEMENTS[statement].statement(data.fund.fundName),
    confirmedAt: new Date(clock.data.timestamp).toISOString(),
  }));
}

/**
 * An order body as the order page sends it, the trade password encrypted, with the written confirmations
 * the chain's dialogs gave (`confirmations` in fields replaces them: [] sends none).
 */
export async function orderBody(
  client: HttpClient,
  who: DemoKey,
  fields: Record<string, unknown>,
  password = DEMO_TRADE_PASSWORD,
) {
  const fundCode = typeof fields.fundCode === 'string' ? fields.fundCode : null;
  const confirmations =
    'confirmations' in fields || !fundCode ? [] : await pageConfirmations(client, fundCode);
  return {
    tradeAccount: tradeAccountOf(who),
    capitalMode: '1',
    password: await encrypt(client, password),
    ...(confirmations.length > 0 ? { confirmations } : {}),
    ...fields,
  };
}

/** A redemption-side body (redeem, cancel, dividend change): the demo investor's account and trade password. */
export async function tradeBody(
  client: HttpClient,
  who: DemoKey,
  fields: Record<string, unknown>,
  password = DEMO_TRADE_PASSWORD,
) {
  return { tradeAccount: tradeAccountOf(who), ...fields, password: await encrypt(client, password) };
}

type Fields = Record<string, unknown>;

/** The paths that buy: a purchase (申购), a subscription (认购) and a purchase booked for an open day. */
export type BuyPath = '/v1/order/purchase' | '/v1/order/subscription' | '/v1/order/purchase/hope';

/** A buying order as the order page places it (the trade password encrypted), answered as its envelope. */
export const placeOrder = async (
  client: HttpClient,
  who: DemoKey,
  path: BuyPath,
  fields: Fields,
  key = newKey(),
) => envelope<AcceptedOrder>(await postOrder(client, path, await orderBody(client, who, fields), key));

/** A purchase as the order page places it (the trade password encrypted), answered as its envelope. */
export const purchase = (client: HttpClient, who: DemoKey, fields: Fields, key = newKey()) =>
  placeOrder(client, who, '/v1/order/purchase', fields, key);

/** A redemption as the redeem page places it (the trade password encrypted), answered as its envelope. */
export const redeem = async (client: HttpClient, who: DemoKey, fields: Fields, key = newKey()) =>
  envelope<AcceptedRedemption>(
    await postOrder(client, '/v1/order/redeem', await tradeBody(client, who, fields), key),
  );

/** An order POST with its Idempotency-Key. */
export function postOrder(
  client: HttpClient,
  path: string,
  body: unknown,
  key: string = newKey(),
): Promise<HttpAnswer> {
  return client.request('POST', path, body, { 'idempotency-key': key });
}

/** Reads the fund's summary and confirms it, as the signing step does. */
export async function confirmSummary(client: HttpClient, fundCode: string): Promise<void> {
  const notices = await client.get<Array<{ noticeCode: string }>>(
    `/v1/agreement/infoPublish?fundCode=${fundCode}&fundBusinessCode=022&t=1`,
  );
  const answer = await client.post('/v1/agreement/signInfoPublish', {
    fundBusinessCode: '022',
    fundCode,
    noticeCode: notices.data[0].noticeCode,
  });
  if (answer.state !== 200000) throw new Error(`summary not confirmed: ${answer.message}`);
}

/** Moves the back office clock forward to a Shanghai instant (the dev hook the browser tests use). */
export async function clockTo(client: HttpClient, at: string): Promise<HttpAnswer> {
  return client.request('POST', '/__dev/clock/to', { at });
}

/** The bank reports a transfer's money for this order now (the dev hook that plays the bank). */
export async function pay(client: HttpClient, appNo: string): Promise<HttpAnswer> {
  const answer = await client.request('POST', '/__dev/remittance', { appNo });
  if (answer.status !== 200 || !(answer.json as { paidAt?: string }).paidAt) {
    throw new Error(`remittance not recorded for ${appNo}: ${JSON.stringify(answer.json)}`);
  }
  return answer;
}
