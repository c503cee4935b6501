import type { BindData } from '@/api/bank/contract-cards';
import { withCheckDigit } from '@/server/bank/channels';

import { investor, MONDAY_10AM, serverAt } from '../server/order/support';
import type { HttpClient } from '../server/support/http-client';
import { multipart, MULTIPART_TYPE, png } from '../server/support/images';
import type { TestServer } from '../server/support/server';

/**
 * Issue 39, low: the recognition (OCR) and the card verifications (binding, fast pay and their resends) had
 * no limit per account, only per address. Now an account has 40 recognitions an hour and 20 bank
 * verifications a day, whatever the address; another account is not touched.
 */
jest.setTimeout(180000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const recognise = (client: HttpClient) =>
  client.request(
    'POST',
    '/v1/auth/ocr',
    multipart(
      { type: '1', scene: 'modifyIdCard' },
      { filename: 'card.png', type: 'image/png', bytes: png(400, 250) },
    ),
    { 'content-type': MULTIPART_TYPE },
  );

const bind = (client: HttpClient, n: number) =>
  client.post<BindData>('/v1/bank', {
    bankCode: '035',
    cardNo: withCheckDigit(`6234560000${String(n).padStart(5, '0')}`),
    phone: `1390000${String(n).padStart(4, '0')}`,
    fastPay: '0',
    agreed: true,
  });

describe('limits per account', () => {
  it('40 recognitions an hour: the 41st is refused, another account still recognised, the next hour again', async () => {
    const zhang = await investor(server, 'zhangSan');
    for (let i = 0; i < 40; i++) expect((await recognise(zhang)).json).toMatchObject({ state: 200000 });
    const refused = await recognise(zhang);
    expect([refused.status, refused.json]).toEqual([
      429,
      { state: 400008, data: null, message: '识别次数过多，请一小时后再试' },
    ]);
    const feng = await investor(server, 'fengEr');
    expect((await recognise(feng)).json).toMatchObject({ state: 200000 });
    server.clock.advance(60 * 60);
    const again = await investor(server, 'zhangSan', { fresh: true });
    expect((await recognise(again)).json).toMatchObject({ state: 200000 });
  });

  it('20 bank verifications a day: the 21st card is refused before the bank is asked', async () => {
    const zhou = await investor(server, 'zhouJiu', { fresh: true });
    for (let n = 1; n <= 20; n++) expect(await bind(zhou, n)).toMatchObject({ state: 200000 });
    const refused = await zhou.request('POST', '/v1/bank', {
      bankCode: '035',
      cardNo: withCheckDigit('623456000000021'),
      phone: '13900000021',
      fastPay: '0',
      agreed: true,
    });
    expect([refused.status, refused.json]).toEqual([
      429,
      { state: 400008, data: null, message: '银行卡验证次数过多，请24小时后再试' },
    ]);
    const feng = await investor(server, 'fengEr', { fresh: true });
    expect(await bind(feng, 22)).toMatchObject({ state: 200000 });
  });
});
