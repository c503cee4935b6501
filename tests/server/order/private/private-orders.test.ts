import type { EvidenceData } from '@/api/agreement/contract-evidence';
import type { PrivateOrder } from '@/api/order/contract-private';
import { batchScheduler } from '@/server/batch/scheduler';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import { investor, orderStateOf } from '../support';
import { paidPrivateOrder, privateOrder, rescind, reviewVisit, zhouSignedForFile } from '../support-private';

let server: TestServer;
let zhou: HttpClient;
zhouSignedForFile((s) => ({ server, browser: zhou } = s));

const HOUR = 3600;
const PLAN = '980001';

const yes = (except: Record<string, '0'> = {}) =>
  Array.from({ length: 11 }, (_, i) => `V${i + 1}`).map((code) => ({ code, answer: except[code] ?? '1' }));

let second: string;
let third: string;

describe('a private order on the server clock (issue 14)', () => {
  it('cools off for 24 hours from payment; a withdrawal inside it cancels and refunds in full', async () => {
    const appNo = await paidPrivateOrder(zhou, 'zhouJiu', PLAN);
    expect(await privateOrder(zhou, appNo)).toMatchObject({
      phase: 'coolingOff',
      signedAt: '2026-11-23 10:00:15',
      paidAt: '2026-11-23 10:00:15',
      coolingEndsAt: '2026-11-24 10:00:15',
      coolingSecondsLeft: 24 * HOUR,
      canWithdraw: '1',
      canVisit: '0',
      refund: null,
    });
    server.clock.advance(20 * 60); // inside the session's 30 idle minutes
    const answer = await rescind(zhou, appNo);
    expect([answer.state, answer.message]).toEqual([200000, '合同已解除，款项将全额退还']);
    expect(answer.data).toMatchObject({
      phase: 'withdrawn',
      refund: '300000.00',
      closedAt: '2026-11-23 10:20:15',
    });
    expect(orderStateOf(server, appNo)).toBe('cancelled');
    expect((await rescind(zhou, appNo)).message).toBe('合同已解除，请勿重复操作');
  });

  it('refuses the return visit before the cooling-off is over', async () => {
    second = await paidPrivateOrder(zhou, 'zhouJiu', PLAN);
    third = await paidPrivateOrder(zhou, 'zhouJiu', PLAN);
    const early = await zhou.post('/v1/order/private/visit', { appNo: second, answers: yes() });
    expect(early.message).toBe('冷静期尚未结束，请于2026-11-24 10:20:15后进行回访');
    expect((await zhou.get<{ open: string }>(`/v1/order/private/visit?appNo=${second}&t=1`)).data.open).toBe(
      '0',
    );
  });

  it('holds the order past its confirm date until the visit is answered and confirmed; then it is final', async () => {
    server.clock.advance(48 * HOUR); // Wednesday 10:20, past T+2
    // The scheduler publishes the NAVs then due and runs the batch (which holds the order) within a second.
    await batchScheduler(server.app.portal).settled();
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    expect(await privateOrder(zhou, second)).toMatchObject({
      phase: 'visitOpen',
      canVisit: '1',
      coolingSecondsLeft: 0,
    });
    expect(orderStateOf(server, second)).toBe('applied');
    const questions = (
      await zhou.get<{ open: string; questions: unknown[] }>(`/v1/order/private/visit?appNo=${second}&t=1`)
    ).data;
    expect(questions.open).toBe('1');
    expect(questions.questions).toHaveLength(11);
    const incomplete = await zhou.post('/v1/order/private/visit', { appNo: second, answers: yes().slice(1) });
    expect(incomplete.message).toBe('请回答全部回访问题');
    const passed = await zhou.post<PrivateOrder>('/v1/order/private/visit', {
      appNo: second,
      answers: yes({ V6: '0' }), // not a key question
    });
    expect([passed.message, passed.data.phase, passed.data.canWithdraw]).toEqual([
      '回访问卷已提交，回访待确认：后台确认成功后订单方可生效',
      'answered',
      '1',
    ]);
    // Until the back office confirms the visit the money stays in the raising account (review P14).
    expect(orderStateOf(server, second)).toBe('applied');
    const reviewed = (await reviewVisit(zhou, second)).json as PrivateOrder;
    expect([reviewed.phase, reviewed.canWithdraw]).toEqual(['final', '0']);
    expect((await rescind(zhou, second)).message).toBe('回访已确认成功，订单已生效，不能解除合同');
  });

  it('undoes the order when a key question is answered no', async () => {
    const failed = await zhou.post<PrivateOrder>('/v1/order/private/visit', {
      appNo: third,
      answers: yes({ V4: '0' }),
    });
    expect(failed.data).toMatchObject({ phase: 'visitFailed', refund: '300000.00' });
    expect(orderStateOf(server, third)).toBe('cancelled');
    const list = (await zhou.get<PrivateOrder[]>('/v1/order/private/list?t=1')).data;
    expect(list.map((order) => order.phase)).toEqual(['visitFailed', 'final', 'withdrawn']);
  });

  it('keeps every step as a hash chain that detects an edited entry', async () => {
    const intact = (await zhou.get<EvidenceData>('/v1/agreement/evidence?t=1')).data;
    expect([intact.intact, intact.brokenAt]).toEqual(['1', null]);
    const kinds = intact.entries.map((entry) => entry.kind);
    // The contract is read (step 3), then the disclosure read and signed before the contract is (review P9).
    expect(kinds.slice(0, 5)).toEqual(['engagement', 'read', 'read', 'sign', 'declaration']);
    expect(kinds.filter((kind) => kind === 'declaration')).toHaveLength(13);
    expect(kinds.slice(17)).toEqual(['sign', 'withdraw', 'visit', 'visit', 'visit']);
    const read = intact.entries[1];
    expect(read).toMatchObject({ seq: 2, summary: expect.stringContaining('秒') as unknown });
    expect(read.documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(intact.entries[2].prevHash).toBe(read.hash);

    const pdf = await zhou.request('GET', '/v1/agreement/evidence/pdf?t=1');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    const { db } = server.app.portal;
    // The table refuses the edit; someone going around it (the trigger dropped) is caught by the chain.
    expect(() => db.run("UPDATE evidence SET detail = '{}' WHERE hash = ?", [read.hash])).toThrow(
      /append-only/,
    );
    db.run('DROP TRIGGER evidence_sealed_no_update');
    db.run('UPDATE evidence SET detail = ? WHERE hash = ?', [
      '{"documentKind":"contract","seconds":600}',
      read.hash,
    ]);
    const broken = (await zhou.get<EvidenceData>('/v1/agreement/evidence?t=1')).data;
    expect([broken.intact, broken.brokenAt]).toEqual(['0', 2]);
  });
});
