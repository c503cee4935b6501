import { purchaseOrderPath, transition } from '@/features/suitability';

import { CONFIRM, CONFIRM_AND_RECORD, FUND, play, verified } from './factories';

const SUMMARY = { noticeCode: 'N-000123', fileName: '国证稳健增长混合A产品资料概要.pdf' };

function agreement(productType: number | string, statusCode: number | string) {
  return play([...verified(), { type: 'AGREEMENT_CHECKED', status: { productType, statusCode } }]);
}

describe('the purchase verification: agreement signing (step 8) and the way to the order', () => {
  it('a public product not yet confirmed loads its summary, which is read and confirmed', () => {
    const loading = agreement(1, 0);
    expect(loading.step).toBe('loading-summary');
    const reading = transition(loading, { type: 'SUMMARY_LOADED', summary: SUMMARY });
    expect(reading).toMatchObject({ step: 'summary', summary: SUMMARY, submitting: false });
    expect(play(CONFIRM_AND_RECORD, reading)).toMatchObject({
      step: 'done',
      to: '/trade-center/purchase/order?id=000123',
    });
  });

  it('a missing summary file stops with 产品概要文件缺失', () => {
    const loading = agreement('1', '0');
    for (const summary of [null, { noticeCode: 'N1', fileName: ' ' }]) {
      expect(transition(loading, { type: 'SUMMARY_LOADED', summary })).toMatchObject({
        step: 'stopped',
        stop: { reason: 'summary-missing', message: '产品概要文件缺失' },
      });
    }
  });

  it('closing the summary ends the purchase', () => {
    const reading = transition(agreement(1, 0), { type: 'SUMMARY_LOADED', summary: SUMMARY });
    expect(transition(reading, { type: 'CANCEL' }).step).toBe('cancelled');
  });

  it('a product already signed goes straight to the order', () => {
    expect(agreement(1, 1)).toMatchObject({ step: 'done', run: { fund: FUND } });
    expect(agreement('3', '1').step).toBe('done');
  });

  it('a private product not yet signed hands over to the private signing and resumes when it is signed', () => {
    const signing = agreement(3, 0);
    expect(signing.step).toBe('private-signing');
    expect(transition(signing, CONFIRM)).toBe(signing);
    expect(transition(signing, { type: 'PRIVATE_SIGNED' }).step).toBe('done');
    expect(transition(signing, { type: 'CANCEL' }).step).toBe('cancelled');
  });

  it('an unknown product type stops with a retry', () => {
    expect(agreement(2, 0)).toMatchObject({ step: 'stopped', stop: { reason: 'failed', retry: true } });
  });

  it('a failed agreement or summary call stops with its reason', () => {
    const failure = { state: 402002, message: '协议状态查询失败' };
    expect(play([...verified(), { type: 'CALL_FAILED', failure }])).toMatchObject({
      stop: { reason: 'failed', message: '协议状态查询失败' },
    });
    expect(transition(agreement(1, 0), { type: 'CALL_FAILED', failure: { state: 400016 } })).toMatchObject({
      stop: { reason: 'no-trade-account' },
    });
  });

  it('PRIVATE_SIGNED outside the private signing is ignored', () => {
    const loading = agreement(1, 0);
    expect(transition(loading, { type: 'PRIVATE_SIGNED' })).toBe(loading);
  });

  it('encodes the fund code in the order route', () => {
    expect(purchaseOrderPath('A&B 1/?')).toBe('/trade-center/purchase/order?id=A%26B%201%2F%3F');
  });
});
