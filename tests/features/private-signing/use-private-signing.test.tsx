import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { usePrivateSigning } from '@/features/private-signing/use-private-signing';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';
import {
  answerPurchaseCalls,
  decryptPassword,
  requestsTo,
} from '../../pages/index/trade-center/purchase-server';
import { FUND, ITEMS } from './factories';

const { setup, server } = apiTestServer();

const TEMPLATE = {
  readingId: 7,
  noticeCode: 'HT980001',
  fileName: '国证资管鑫享1号集合资产管理计划资产管理合同.pdf',
  fileHash: 'b'.repeat(64),
  readSeconds: 10,
  path: '/product-contracts/HT980001.pdf',
};
const RISK = {
  readingId: 8,
  noticeCode: 'FXJS980001',
  fileName: '国证资管鑫享1号集合资产管理计划风险揭示书.pdf',
  fileHash: 'c'.repeat(64),
  readSeconds: 5,
  riskAnnounceMouldFilePath: '/product-contracts/FXJS980001.pdf',
};

const FILES = [
  { kind: 'contract', noticeCode: 'HT980001', fileName: TEMPLATE.fileName, path: TEMPLATE.path, signed: '0' },
  {
    kind: 'riskDisclosure',
    noticeCode: 'FXJS980001',
    fileName: RISK.fileName,
    path: RISK.riskAnnounceMouldFilePath,
    signed: '0',
  },
];

function answerSigningCalls() {
  answerPurchaseCalls(server);
  server.on('GET', '/v1/engagement/status', {
    body: envelope({
      signed: '0',
      signedAt: null,
      fileName: '电子签名约定书.pdf',
      filePath: '/static-agreements/e-signature-agreement.pdf',
      fileHash: 'd'.repeat(64),
    }),
  });
  server.on('POST', '/v1/engagement/sign', { body: envelope(null) });
  server.on('GET', '/v1/contract/template', { body: envelope(TEMPLATE) });
  server.on('GET', '/v1/riskAnnounce/template', { body: envelope(RISK) });
  server.on('POST', '/v1/contract/read', { body: envelope({ seconds: 10 }) });
  server.on('GET', '/v1/contract', { body: envelope(FILES) });
  server.on('POST', '/v1/riskAnnounce/sign', { body: envelope({ signedAt: '2026-11-23 10:00:12' }) });
  server.on('GET', '/v1/contract/declaration', { body: envelope(ITEMS) });
  server.on('POST', '/v1/contract/declaration', { body: envelope(null) });
  server.on('GET', '/v1/contract/verify', { body: envelope({ token: 'tok-1234567890' }) });
  server.on('POST', '/v1/contract', { body: envelope({ signedAt: '2026-11-23 10:00:25' }) });
}

function renderSigning() {
  const { store } = setup();
  const onEnd = jest.fn<void, [boolean]>();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(() => usePrivateSigning(FUND, onEnd), { wrapper });
  return { ...view, onEnd };
}

/** Drives the hook as the dialogs would: the password, each confirmation, the countdowns, the 13 ticks. */
async function walk(result: ReturnType<typeof renderSigning>['result'], until: string) {
  await act(async () => {
    await result.current.submitPassword('147258');
  });
  act(() => result.current.send({ type: 'PASSWORD_OK' }));
  for (;;) {
    await waitFor(() => {
      expect(result.current.state.step).not.toMatch(/^(checking|loading)/);
      expect(result.current.state).not.toMatchObject({ submitting: true });
    });
    const { step } = result.current.state;
    if (step === until || ['stopped', 'signed', 'cancelled', 'signing'].includes(step)) return;
    act(() => {
      if (step === 'contract' || step === 'risk') result.current.send({ type: 'COUNTDOWN_DONE' });
      if (step === 'declaration')
        for (const item of ITEMS) result.current.send({ type: 'TICK', code: item.code, checked: true });
      result.current.send({ type: 'CONFIRM' });
    });
  }
}

const calls = () => server.requests.map((r) => `${r.method} ${r.path}`);

describe('usePrivateSigning against the back office', () => {
  it('makes the calls of the six steps in order (the contract read, then the disclosure read and signed), and signs with the verify token', async () => {
    answerSigningCalls();
    const { result, onEnd } = renderSigning();
    await walk(result, 'signed');
    await waitFor(() => expect(onEnd).toHaveBeenCalledWith(true));
    expect(calls().filter((call) => !call.endsWith('/v1/auth/secret'))).toEqual([
      'POST /v1/account/password',
      'GET /v1/engagement/status',
      'POST /v1/engagement/sign',
      'GET /v1/contract',
      'GET /v1/contract/template',
      'POST /v1/contract/read',
      'GET /v1/riskAnnounce/template',
      'POST /v1/contract/read',
      'POST /v1/riskAnnounce/sign',
      'GET /v1/contract/declaration',
      'POST /v1/contract/declaration',
      'GET /v1/contract/verify',
      'POST /v1/contract',
    ]);
    const password = JSON.parse(requestsTo(server, 'POST', '/v1/account/password')[0].body.toString()) as {
      password: string;
    };
    expect(decryptPassword(password.password)).toBe('147258');
    const reads = requestsTo(server, 'POST', '/v1/contract/read').map(
      (r) => JSON.parse(r.body.toString()) as unknown,
    );
    expect(reads).toEqual([{ readingId: 7 }, { readingId: 8 }]);
    expect(JSON.parse(requestsTo(server, 'POST', '/v1/riskAnnounce/sign')[0].body.toString())).toEqual({
      fundCode: '980001',
    });
    const declared = JSON.parse(
      requestsTo(server, 'POST', '/v1/contract/declaration')[0].body.toString(),
    ) as {
      items: string[];
    };
    expect(declared.items).toHaveLength(13);
    expect(JSON.parse(requestsTo(server, 'POST', '/v1/contract')[0].body.toString())).toEqual({
      fundCode: '980001',
      type: '1',
      token: 'tok-1234567890',
    });
  });

  it('stops at a missing contract with 电子合同文件缺失, before the disclosure is shown', async () => {
    answerSigningCalls();
    server.on('GET', '/v1/contract/template', { body: envelope(null) });
    const { result } = renderSigning();
    await walk(result, 'never');
    expect(result.current.state).toMatchObject({ step: 'stopped', stop: { message: '电子合同文件缺失' } });
    expect(requestsTo(server, 'GET', '/v1/riskAnnounce/template')).toHaveLength(0);
  });

  it('stops at a plan without its disclosure with 风险揭示书文件缺失, before the contract is shown', async () => {
    answerSigningCalls();
    server.on('GET', '/v1/contract', { body: envelope(FILES.slice(0, 1)) });
    const { result } = renderSigning();
    await walk(result, 'never');
    expect(result.current.state).toMatchObject({ step: 'stopped', stop: { message: '风险揭示书文件缺失' } });
    expect(requestsTo(server, 'GET', '/v1/contract/template')).toHaveLength(0);
  });

  it('stops at a missing risk disclosure with 风险揭示书文件缺失', async () => {
    answerSigningCalls();
    server.on('GET', '/v1/riskAnnounce/template', { body: envelope(null) });
    const { result } = renderSigning();
    await walk(result, 'never');
    expect(result.current.state).toMatchObject({ step: 'stopped', stop: { message: '风险揭示书文件缺失' } });
  });

  it('says 签署失败 when the verify or the sign is refused, and does not sign without a token', async () => {
    answerSigningCalls();
    server.on('GET', '/v1/contract/verify', { body: envelope(null, 402002, '请先完成投资者声明') });
    const { result, onEnd } = renderSigning();
    await walk(result, 'never');
    await waitFor(() => expect(result.current.state.step).toBe('stopped'));
    expect(result.current.state).toMatchObject({
      stop: { message: '签署失败', detail: '请先完成投资者声明' },
    });
    expect(requestsTo(server, 'POST', '/v1/contract')).toHaveLength(0);
    server.on('GET', '/v1/contract/verify', { body: envelope({ token: 'tok-1234567890' }) });
    server.on('POST', '/v1/contract', {
      body: envelope(null, 402002, '签署凭证无效或已过期，请重新确认后签署'),
    });
    act(() => result.current.send({ type: 'RETRY' }));
    await waitFor(() => expect(requestsTo(server, 'POST', '/v1/contract')).toHaveLength(1));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ step: 'stopped', stop: { message: '签署失败' } }),
    );
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('keeps the trade password dialog on a wrong password (no engagement call)', async () => {
    answerSigningCalls();
    server.on('POST', '/v1/account/password', { body: envelope(null, 400035, '交易密码错误，还可尝试4次') });
    const { result } = renderSigning();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.submitPassword('000000');
    });
    expect(outcome).toMatchObject({ ok: false, message: '交易密码错误，还可尝试4次' });
    expect(result.current.state.step).toBe('password');
    expect(requestsTo(server, 'GET', '/v1/engagement/status')).toHaveLength(0);
  });
});
