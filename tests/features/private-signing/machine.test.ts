import { signingCall, type SigningState } from '@/features/private-signing/machine';

import { createMockDocument, ITEMS, play, tickAll, TO_DECLARATION } from './factories';

const stepOf = (state: SigningState) => state.step;

describe('the private signing machine (spec §4 "Private product")', () => {
  it('goes password → engagement → contract read (3) → risk disclosure read and signed (4) → declaration → sign, in that order', () => {
    const steps: string[] = [];
    let state = play([]);
    for (const event of [
      ...TO_DECLARATION,
      ...tickAll(),
      { type: 'CONFIRM' as const },
      { type: 'RECORDED' as const },
    ]) {
      state = play([event], state);
      if (steps[steps.length - 1] !== state.step) steps.push(state.step);
    }
    expect(steps).toEqual([
      'checking-engagement',
      'engagement',
      'loading-contract',
      'contract',
      'loading-risk',
      'risk',
      'risk-sign',
      'loading-declaration',
      'declaration',
      'signing',
    ]);
    expect(signingCall(state)).toBe('sign');
    expect(stepOf(play([{ type: 'SIGNED' }], state))).toBe('signed');
  });

  it('skips the engagement once it is signed', () => {
    const state = play([
      { type: 'PASSWORD_OK' },
      { type: 'ENGAGEMENT_CHECKED', signed: true, url: '/x', fileName: 'x' },
    ]);
    expect(state.step).toBe('loading-contract');
  });

  it('the read risk disclosure is signed on its own before the declaration and the contract signature (募集行为管理办法: disclosure before contract)', () => {
    const read = play(TO_DECLARATION.slice(0, 12));
    expect(read).toMatchObject({
      step: 'risk-sign',
      document: { noticeCode: 'FXJS980001' },
      submitting: false,
    });
    expect(signingCall(read)).toBeNull();
    const signing = play([{ type: 'CONFIRM' }], read);
    expect(signing).toMatchObject({ step: 'risk-sign', submitting: true });
    expect(
      play([{ type: 'RECORD_FAILED', failure: { message: '请先阅读《风险揭示书》' } }], signing),
    ).toMatchObject({
      step: 'risk-sign',
      error: '请先阅读《风险揭示书》',
    });
    const declaration = play([{ type: 'RECORDED' }], signing);
    expect(declaration.step).toBe('loading-declaration');
    expect(signingCall(declaration)).toBe('declaration');
  });

  it('ignores 我已阅读 before the countdown ends', () => {
    const reading = play(TO_DECLARATION.slice(0, 5));
    expect(reading).toMatchObject({ step: 'contract', counted: false });
    expect(play([{ type: 'CONFIRM' }], reading)).toEqual(reading);
    const recording = play([{ type: 'COUNTDOWN_DONE' }, { type: 'CONFIRM' }], reading);
    expect(recording).toMatchObject({ submitting: true });
    // A late countdown event changes nothing (the same object: no second recording).
    expect(play([{ type: 'COUNTDOWN_DONE' }], recording)).toBe(recording);
  });

  it('sends the declaration only at 13 of 13', () => {
    const twelve = play(tickAll(ITEMS.slice(0, 12)), play(TO_DECLARATION));
    expect(play([{ type: 'CONFIRM' }], twelve)).toEqual(twelve);
    const unticked = play(
      [...tickAll(), { type: 'TICK', code: 'D05', checked: false }],
      play(TO_DECLARATION),
    );
    expect(play([{ type: 'CONFIRM' }], unticked)).toEqual(unticked);
    expect(play([...tickAll(), { type: 'CONFIRM' }], play(TO_DECLARATION))).toMatchObject({
      submitting: true,
    });
  });

  it('stops with 电子合同文件缺失 or 风险揭示书文件缺失 when a file is missing, before anything is read', () => {
    const before = TO_DECLARATION.slice(0, 4);
    const contract = play([...before, { type: 'CONTRACT_LOADED', document: null }]);
    expect(contract).toMatchObject({ step: 'stopped', stop: { message: '电子合同文件缺失' } });
    const risk = play([...before, { type: 'CONTRACT_LOADED', document: null, riskMissing: true }]);
    expect(risk).toMatchObject({ step: 'stopped', stop: { message: '风险揭示书文件缺失' } });
    const late = play([...TO_DECLARATION.slice(0, 8), { type: 'RISK_LOADED', document: null }]);
    expect(late).toMatchObject({ step: 'stopped', stop: { message: '风险揭示书文件缺失' } });
  });

  it('says 签署失败 with the reason when signing fails, and signs again on 重试', () => {
    const signing = play([...TO_DECLARATION, ...tickAll(), { type: 'CONFIRM' }, { type: 'RECORDED' }]);
    const failed = play(
      [{ type: 'SIGN_FAILED', failure: { state: 402002, message: '请先完成投资者声明' } }],
      signing,
    );
    expect(failed).toMatchObject({
      step: 'stopped',
      stop: { title: '签署电子合同', message: '签署失败', detail: '请先完成投资者声明', retry: true },
    });
    expect(play([{ type: 'RETRY' }], failed).step).toBe('signing');
    expect(play([{ type: 'CANCEL' }], failed).step).toBe('cancelled');
  });

  it('keeps a dialog open with the reason when recording fails; a call failure stops; a silent one cancels', () => {
    const engagement = play(TO_DECLARATION.slice(0, 3));
    expect(play([{ type: 'RECORD_FAILED', failure: { message: '网络异常' } }], engagement)).toMatchObject({
      step: 'engagement',
      submitting: false,
      error: '网络异常',
    });
    const loading = play(TO_DECLARATION.slice(0, 4));
    expect(play([{ type: 'CALL_FAILED', failure: {} }], loading)).toMatchObject({
      step: 'stopped',
      stop: { message: '信息提交异常，请稍后再试' },
    });
    expect(play([{ type: 'CALL_FAILED', failure: { silent: true } }], loading).step).toBe('cancelled');
  });

  it('cannot be cancelled while a call or a recording is on its way', () => {
    const loading = play(TO_DECLARATION.slice(0, 4));
    expect(play([{ type: 'CANCEL' }], loading)).toEqual(loading);
    const recording = play([...TO_DECLARATION.slice(0, 5), { type: 'COUNTDOWN_DONE' }, { type: 'CONFIRM' }]);
    expect(play([{ type: 'CANCEL' }], recording)).toEqual(recording);
    expect(play([{ type: 'CANCEL' }]).step).toBe('cancelled');
    expect(createMockDocument().readSeconds).toBe(10);
  });
});
