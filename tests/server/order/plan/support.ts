import type { BankCard } from '@/api/bank/contract-cards';
import type { PlanDetailData, PlanView } from '@/api/order/contract-plans';
import { DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import type { HttpClient } from '../../support/http-client';
import { encrypt } from '../../support/portal';
import type { TestServer } from '../../support/server';
import {
  envelope,
  icbcCard,
  MONDAY_10AM,
  newKey,
  orderBody,
  postOrder,
  serverAt,
  zhangReadyToBuy,
} from '../support';

/** 国证资管安心纯债债券A: R2, takes plans from 100元 (migration 041). */
export const PLAN_FUND = '970011';

/** 张三 on Monday 2026-11-23 10:00, the plan fund's summary confirmed, with his ICBC fast-pay card. */
export async function zhangWithCard(): Promise<{ server: TestServer; zhang: HttpClient; card: BankCard }> {
  const server = await serverAt(MONDAY_10AM);
  const zhang = await zhangReadyToBuy(server, PLAN_FUND);
  return { server, zhang, card: await icbcCard(zhang) };
}

/** A creation body as the plan page sends it (the trade password encrypted, the chain's confirmations). */
export async function planBody(client: HttpClient, card: BankCard, fields: Record<string, unknown> = {}) {
  const body = await orderBody(client, 'zhangSan', {
    fundCode: PLAN_FUND,
    amount: '1000.00',
    frequency: 'weekly',
    day: 3,
    bankNo: card.bankCode,
    bankAccount: card.id,
    ...fields,
  });
  const { capitalMode: _unused, ...rest } = body as Record<string, unknown>;
  return rest;
}

export async function createPlan(client: HttpClient, body: unknown, key = newKey()) {
  const answer = await postOrder(client, '/v1/plan/create', body, key);
  return { answer, data: envelope<PlanView>(answer) };
}

export async function planDetail(client: HttpClient, planNo: string): Promise<PlanDetailData> {
  const answer = await client.get<PlanDetailData>(`/v1/plan/detail?planNo=${planNo}&t=1`);
  if (answer.state !== 200000) throw new Error(`detail: ${answer.state} ${answer.message}`);
  return answer.data;
}

export const planCount = (server: TestServer) =>
  server.app.portal.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM invest_plans')?.n;

export const tradePassword = (client: HttpClient) => encrypt(client, DEMO_TRADE_PASSWORD);
