import type { PrivateOrder } from '@/api/order/contract-private';
import { DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import type { HttpClient } from '../support/http-client';
import { encrypt } from '../support/portal';
import type { TestServer } from '../support/server';
import { serverForFile, type Started } from '../support/server-for-file';
import { investorAt, MONDAY_10AM, pay, purchase, type DemoKey } from './support';

interface Reading {
  readingId: number;
  readSeconds: number;
  fileHash: string;
}

/** Opens a document, waits its reading time on the server clock, and says it was read. */
export async function read(server: TestServer, client: HttpClient, template: string, fundCode: string) {
  const shown = await client.get<Reading | null>(`${template}?fundCode=${fundCode}&t=1`);
  if (!shown.data) throw new Error(`nothing to read at ${template}: ${shown.message}`);
  server.clock.advance(shown.data.readSeconds);
  const answer = await client.post('/v1/contract/read', { readingId: shown.data.readingId });
  if (answer.state !== 200000) throw new Error(`not read: ${answer.message}`);
  return shown.data;
}

/** The signing's first step: the trade password, checked for this session (POST /v1/account/password). */
export async function proveTradePassword(client: HttpClient, password = DEMO_TRADE_PASSWORD) {
  return client.post('/v1/account/password', { password: await encrypt(client, password) });
}

/** The risk disclosure signed on its own (review P9: before the contract is signed). */
export async function signDisclosure(client: HttpClient, fundCode: string) {
  return client.post<{ signedAt: string }>('/v1/riskAnnounce/sign', { fundCode });
}

/**
 * Every step of spec §4's private signing in order, as the portal makes them (3 the contract read, 4 the risk
 * disclosure read and signed on its own before the contract is signed: review P9); answers the sign call.
 */
export async function signPrivate(server: TestServer, client: HttpClient, fundCode: string) {
  await proveTradePassword(client);
  await client.post('/v1/engagement/sign', {});
  await read(server, client, '/v1/contract/template', fundCode);
  await read(server, client, '/v1/riskAnnounce/template', fundCode);
  const disclosure = await signDisclosure(client, fundCode);
  if (disclosure.state !== 200000) throw new Error(`disclosure not signed: ${disclosure.message}`);
  const items = await client.get<Array<{ code: string }>>(
    `/v1/contract/declaration?fundCode=${fundCode}&t=1`,
  );
  await client.post('/v1/contract/declaration', { fundCode, items: items.data.map((item) => item.code) });
  const verify = await client.get<{ token: string }>(`/v1/contract/verify?fundCode=${fundCode}&t=1`);
  if (verify.state !== 200000) throw new Error(`not verified: ${verify.message}`);
  return client.post<{ signedAt: string }>('/v1/contract', { fundCode, type: '1', token: verify.data.token });
}

/** A back office at this instant with a demo investor logged in who signed this private fund (spec §4). */
export async function signedInvestorAt(instant: string, who: DemoKey, fundCode: string) {
  const { server, browser } = await investorAt(instant, who);
  const signed = await signPrivate(server, browser, fundCode);
  if (signed.state !== 200000) throw new Error(`not signed: ${signed.message}`);
  return { server, browser };
}

/**
 * One back office for the whole test file, on Monday 10:00 with 周九 signed in who signed the private plan 980001
 * (serverForFile over signedInvestorAt): `keep` gets the server and his browser; each test gets `timeout` ms.
 */
export function zhouSignedForFile(keep: (started: Started) => void, timeout?: number): void {
  serverForFile(signedInvestorAt, [MONDAY_10AM, 'zhouJiu', '980001'], keep, timeout);
}

/** A back-office reviewer outside sales confirms the answered return visit (the dev hook, review P14/P6). */
export async function reviewVisit(client: HttpClient, appNo: string, reviewer = '回访专员李敏') {
  return client.request('POST', `/__dev/private/${appNo}/visit/review`, { reviewer });
}

/** A private order of 300 000元 placed (下单成功) and paid by transfer: its number. */
export async function paidPrivateOrder(client: HttpClient, who: DemoKey, fundCode: string): Promise<string> {
  const answer = await purchase(client, who, { fundCode, applySum: '300000.00' });
  expect([answer.state, answer.message]).toEqual([200000, '下单成功']);
  await pay(client, answer.data.appNo);
  return answer.data.appNo;
}

/** The private order as its page shows it (GET /v1/order/private): phase, cooling-off, visit, refund. */
export const privateOrder = async (client: HttpClient, appNo: string) =>
  (await client.get<PrivateOrder>(`/v1/order/private?appNo=${appNo}&t=1`)).data;

/** 解除合同: rescinds a private order's contract with the trade password (POST /v1/order/private/withdraw). */
export const rescind = async (client: HttpClient, appNo: string) =>
  client.post<PrivateOrder>('/v1/order/private/withdraw', {
    appNo,
    password: await encrypt(client, DEMO_TRADE_PASSWORD),
  });
