import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';

import type { PrivateOrder } from '@/api/order/contract-private';
import { EvidenceRecords, PrivateOrderPanel } from '@/features/private-order';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';
import {
  answerPurchaseCalls,
  decryptPassword,
  requestsTo,
} from '../../pages/index/trade-center/purchase-server';

const { setup, server } = apiTestServer();

function createMockPrivateOrder(partial: Partial<PrivateOrder> = {}): PrivateOrder {
  return {
    appNo: '2026112300000001',
    fundCode: '980001',
    fundName: '国证资管鑫享1号集合资产管理计划',
    applySum: '300000.00',
    phase: 'coolingOff',
    signedAt: '2026-11-23 10:00:15',
    paidAt: '2026-11-23 10:00:15',
    coolingEndsAt: '2026-11-24 10:00:15',
    coolingSecondsLeft: 3 * 3600 + 5,
    canWithdraw: '1',
    canVisit: '0',
    closedAt: null,
    visitDeadline: '2026-12-08 15:00:00',
    answeredAt: null,
    reviewedAt: null,
    refund: null,
    remittance: null,
    ...partial,
  };
}

const QUESTIONS = Array.from({ length: 8 }, (_, i) => ({ code: `V${i + 1}`, text: `回访问题${i + 1}？` }));

function renderPanel(order: PrivateOrder) {
  answerPurchaseCalls(server);
  server.on('GET', '/v1/order/private', { body: envelope(order) });
  const { store } = setup();
  render(
    <Provider store={store}>
      <PrivateOrderPanel appNo={order.appNo} isNaturalPerson />
    </Provider>,
  );
  return { user: userEvent.setup() };
}

describe('the private order panel', () => {
  it('shows an unpaid transfer where and by when to remit, and no cooling-off yet', async () => {
    renderPanel(
      createMockPrivateOrder({
        phase: 'awaitingPayment',
        paidAt: null,
        coolingEndsAt: null,
        coolingSecondsLeft: 0,
        remittance: { remitDeadDate: '20261123', remittanceTime: '150000' },
      }),
    );
    const panel = await screen.findByRole('region', { name: /冷静期与回访/ });
    expect(panel).toHaveTextContent('待汇款');
    expect(panel).toHaveTextContent('未到账');
    expect(panel).toHaveTextContent('请于2026-11-23 15:00:00前完成汇款');
    expect(await within(panel).findByText('7559 2108 7710 001')).toBeInTheDocument();
    expect(within(panel).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the cooling-off countdown and withdraws with the trade password', async () => {
    const { user } = renderPanel(createMockPrivateOrder());
    const panel = await screen.findByRole('region', { name: /冷静期与回访/ });
    expect(panel).toHaveTextContent('投资冷静期');
    expect(within(panel).getByRole('timer')).toHaveTextContent('03:00:05');
    expect(panel).toHaveTextContent('2026-11-24 10:00:15');
    expect(within(panel).queryByRole('button', { name: '进行回访' })).not.toBeInTheDocument();
    server.on('POST', '/v1/order/private/withdraw', {
      body: envelope(
        createMockPrivateOrder({
          phase: 'withdrawn',
          canWithdraw: '0',
          refund: '300000.00',
          closedAt: '2026-11-23 10:20:15',
        }),
      ),
    });
    await user.click(within(panel).getByRole('button', { name: '解除合同' }));
    const dialog = screen.getByRole('dialog', { name: '解除合同' });
    expect(dialog).toHaveTextContent('本笔申购300,000.00元将撤销并全额退还');
    await user.type(within(dialog).getByLabelText('交易密码', { exact: true }), '147258');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(panel).toHaveTextContent('合同已解除'));
    expect(panel).toHaveTextContent('全额退还');
    expect(within(panel).queryByRole('button', { name: '解除合同' })).not.toBeInTheDocument();
    const sent = JSON.parse(requestsTo(server, 'POST', '/v1/order/private/withdraw')[0].body.toString()) as {
      appNo: string;
      password: string;
    };
    expect(sent.appNo).toBe('2026112300000001');
    expect(decryptPassword(sent.password)).toBe('147258');
  });

  it('opens the return visit after the cooling-off; 提交回访 waits for every answer', async () => {
    const { user } = renderPanel(
      createMockPrivateOrder({ phase: 'visitOpen', coolingSecondsLeft: 0, canVisit: '1' }),
    );
    server.on('GET', '/v1/order/private/visit', { body: envelope({ open: '1', questions: QUESTIONS }) });
    server.on('POST', '/v1/order/private/visit', {
      body: envelope(
        createMockPrivateOrder({
          phase: 'answered',
          answeredAt: '2026-11-25 10:00:00',
          coolingSecondsLeft: 0,
        }),
      ),
    });
    const panel = await screen.findByRole('region', { name: /冷静期与回访/ });
    expect(within(panel).queryByRole('timer')).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '进行回访' }));
    const dialog = await screen.findByRole('dialog', { name: '私募产品回访' });
    await within(dialog).findByRole('group', { name: '1. 回访问题1？' });
    const submit = within(dialog).getByRole('button', { name: '提交回访' });
    for (const question of QUESTIONS.slice(0, 7)) {
      await user.click(
        within(
          within(dialog).getByRole('group', { name: `${question.code.slice(1)}. ${question.text}` }),
        ).getByRole('radio', {
          name: '是',
        }),
      );
    }
    expect(submit).toBeDisabled();
    expect(dialog).toHaveTextContent('已回答 7/8 题');
    await user.click(
      within(within(dialog).getByRole('group', { name: /回访问题8/ })).getByRole('radio', { name: '否' }),
    );
    expect(submit).toBeEnabled();
    await user.click(submit);
    // The answers open the visit; a back-office reviewer confirms it (review P14, P6).
    await waitFor(() => expect(panel).toHaveTextContent('回访待确认'));
    expect(panel).toHaveTextContent('确认成功后订单方可生效');
    expect(panel).toHaveTextContent('须于2026-12-08 15:00:00前确认成功，逾期本笔申购无效并全额退款');
    expect(within(panel).getByRole('button', { name: '解除合同' })).toBeInTheDocument();
    const body = JSON.parse(requestsTo(server, 'POST', '/v1/order/private/visit')[0].body.toString()) as {
      answers: Array<{ code: string; answer: string }>;
    };
    expect(body.answers).toHaveLength(8);
    expect(body.answers[7]).toEqual({ code: 'V8', answer: '0' });
  });
});

describe('a private order whose visit was not confirmed by its deadline', () => {
  it('says the order is void and its money refunded in full', async () => {
    renderPanel(
      createMockPrivateOrder({
        phase: 'lapsed',
        canWithdraw: '0',
        coolingSecondsLeft: 0,
        answeredAt: '2026-11-25 10:00:00',
        closedAt: '2026-12-08 20:00:00',
        refund: '300000.00',
      }),
    );
    const panel = await screen.findByRole('region', { name: /冷静期与回访/ });
    expect(panel).toHaveTextContent('回访逾期，订单无效');
    expect(panel).toHaveTextContent(
      '回访未在2026-12-08 15:00:00前确认成功，本笔申购无效，300,000.00元将全额退还至您的付款账户。',
    );
    expect(within(panel).queryByRole('button', { name: '解除合同' })).not.toBeInTheDocument();
  });
});

describe('the signing records', () => {
  it('lists the chain newest first, says whether it is intact, and links the PDF', async () => {
    const entry = (seq: number, summary: string) => ({
      seq,
      kind: 'read',
      at: `2026-11-23 10:00:${String(seq).padStart(2, '0')}`,
      summary,
      fundCode: '980001',
      fundName: '国证资管鑫享1号集合资产管理计划',
      documentCode: 'HT980001',
      documentName: '合同.pdf',
      documentHash: 'e'.repeat(64),
      appNo: null,
      sessionHash: 'f'.repeat(64),
      detail: null,
      prevHash: '0'.repeat(64),
      hash: `${seq}`.repeat(64).slice(0, 64),
    });
    server.on('GET', '/v1/agreement/evidence', {
      body: envelope({
        intact: '0',
        brokenAt: 2,
        entries: [entry(1, '阅读《合同》10秒'), entry(2, '阅读《风险揭示书》5秒')],
      }),
    });
    const { store } = setup();
    render(
      <Provider store={store}>
        <EvidenceRecords />
      </Provider>,
    );
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('阅读《风险揭示书》5秒');
    expect(rows[2]).toHaveTextContent('阅读《合同》10秒');
    // Words for people (issue 38 item 7): the document's title and the 存证编号, no digest nor file name.
    expect(rows[0]).toHaveTextContent('序号时间事项产品文件存证编号');
    expect(rows[1]).toHaveTextContent('《合同》CZ-2222-2222-2222-2222');
    expect(rows[1]).not.toHaveTextContent('合同.pdf');
    expect(rows[1]).not.toHaveTextContent('eeee');
    expect(screen.getByText('存证校验：自第 2 条起不一致，请联系客服95517')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载签署记录（PDF）' })).toHaveAttribute(
      'href',
      '/v1/agreement/evidence/pdf',
    );
  });
});
