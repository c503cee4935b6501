import { randomUUID } from 'node:crypto';

import { type APIRequestContext, expect } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';
import { encryptPassword } from './login-api';

/** The `data` of a GET answer (no cache: a timestamp in the query). */
export async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  return ((await (await request.get(url, { params: { t: Date.now() } })).json()) as { data: T }).data;
}

/**
 * 张三 buys by bank transfer as the order page does: the product summary confirmed, the trade password
 * encrypted. The order waits for its money (待汇款) until `POST /__dev/remittance`. Returns its appNo.
 */
export async function buyByApi(request: APIRequestContext, fundCode: string, applySum: string) {
  const notices = await data<Array<{ noticeCode: string }>>(
    request,
    `/v1/agreement/infoPublish?fundCode=${fundCode}&fundBusinessCode=022`,
  );
  await request.post('/v1/agreement/signInfoPublish', {
    data: { fundBusinessCode: '022', fundCode, noticeCode: notices[0].noticeCode },
  });
  const { publicKey } = await data<{ publicKey: string }>(request, '/v1/auth/secret');
  const answer = await request.post('/v1/order/purchase', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      fundCode,
      applySum,
      tradeAccount: DEMO.zhangSan.tradeAccounts[0],
      capitalMode: '1',
      password: encryptPassword(DEMO_TRADE_PASSWORD, publicKey),
    },
  });
  const body = (await answer.json()) as { state: number; message: string; data: { appNo: string } };
  expect(body.state, body.message).toBe(200000);
  return body.data.appNo;
}
