import type { RecognizeOutcome } from '@/features/id-card';
import { isExpired, judgeRecognition, splitValidity, worthRetrying } from '@/features/id-card/recognition';

const PORTRAIT: RecognizeOutcome = {
  ok: true,
  value: {
    type: '1',
    name: '张三',
    idNumber: '11010119900307451x',
    birthday: '19900307',
    sex: '1',
    token: 'p',
  },
};
const EMBLEM: RecognizeOutcome = {
  ok: true,
  value: { type: '0', validity: '20200101-99991231', label: '第二代身份证背面', token: 'e' },
};
const TODAY = '20240601';

describe('the recognition rules (without React)', () => {
  it('fills the identity from a second-generation pair, the ID number upper-cased', () => {
    expect(judgeRecognition(PORTRAIT, EMBLEM, TODAY)).toEqual({
      kind: 'ok',
      identity: {
        cardName: '张三',
        sex: '1',
        cardId: '11010119900307451X',
        birthday: '19900307',
        beginDate: '20200101',
        endDate: '99991231',
        ocrToken: 'p',
        emblemToken: 'e',
      },
    });
  });

  it('fails a back that is not a second-generation card, or a front without a number', () => {
    const oldBack: RecognizeOutcome = { ok: true, value: { type: '0', label: '临时身份证', token: 'e' } };
    expect(judgeRecognition(PORTRAIT, oldBack, TODAY)).toEqual({ kind: 'failed' });
    const noNumber: RecognizeOutcome = { ok: true, value: { type: '1', name: '张三', token: 'p' } };
    expect(judgeRecognition(noNumber, EMBLEM, TODAY)).toEqual({ kind: 'failed' });
    expect(judgeRecognition({ ok: false, state: 400003 }, EMBLEM, TODAY)).toEqual({ kind: 'failed' });
  });

  it('calls an emblem expired when the back office says so (400004) or its end date has passed', () => {
    expect(judgeRecognition(PORTRAIT, { ok: false, state: 400004, message: '已过期' }, TODAY)).toEqual({
      kind: 'expired',
    });
    const lapsed: RecognizeOutcome = {
      ok: true,
      value: { type: '0', validity: '20000101-20100101', label: '第二代身份证背面', token: 'e' },
    };
    expect(judgeRecognition(PORTRAIT, lapsed, TODAY)).toEqual({ kind: 'expired' });
    expect(isExpired('99991231', TODAY)).toBe(false);
    expect(isExpired('20240531', TODAY)).toBe(true);
    expect(isExpired('20240601', TODAY)).toBe(false);
  });

  it('passes other refusals on with their message, and keeps 403000 silent', () => {
    expect(judgeRecognition({ ok: false, state: -1, message: '请求超时' }, EMBLEM, TODAY)).toEqual({
      kind: 'error',
      state: -1,
      message: '请求超时',
    });
    expect(judgeRecognition({ ok: false, state: 403000, silent: true }, EMBLEM, TODAY)).toEqual({
      kind: 'silent',
    });
  });

  it('offers a retry only for failures that say nothing about the picture', () => {
    expect(worthRetrying(-1)).toBe(true);
    expect(worthRetrying(503000)).toBe(true);
    expect(worthRetrying(400000)).toBe(false);
    expect(worthRetrying(undefined)).toBe(false);
  });

  it('splits the validity period', () => {
    expect(splitValidity('20200101 - 99991231')).toEqual({ beginDate: '20200101', endDate: '99991231' });
    expect(splitValidity(undefined)).toEqual({ beginDate: '', endDate: '' });
  });
});
