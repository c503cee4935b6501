import { PNG } from 'pngjs';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import { clientOf } from '../support/portal';
import { serverPerFile } from '../support/server';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

describe('subscription', () => {
  it('needs a session', async () => {
    const anonymous = clientOf(server());
    expect((await anonymous.get('/v1/subscription/crm/?t=1')).state).toBe(401000);
    expect((await anonymous.request('GET', '/v1/subscription/QRCode?t=1')).json).toMatchObject({
      state: 401000,
    });
  });

  it('subscribes to an adviser by employee code and draws the QR code as a PNG', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect((await zhang.get('/v1/subscription/crm/?t=1')).data).toEqual({
      adviser: null,
      subscribedAt: null,
    });
    expect((await zhang.post('/v1/subscription/crm/employees', { code: 'GW9999' })).message).toBe(
      '没有找到该工号的投资顾问，请核对后重试',
    );
    expect((await zhang.post('/v1/subscription/crm/employees', { code: 'GW 01' })).state).toBe(400000);
    const done = await zhang.post('/v1/subscription/crm/employees', { code: 'gw0001' });
    expect(done).toMatchObject({ state: 200000, data: { adviser: { code: 'GW0001', name: '吴晓峰' } } });
    expect(
      (await investor(server(), 'qianQi').then((qian) => qian.get('/v1/subscription/crm/?t=1'))).data,
    ).toEqual({
      adviser: null,
      subscribedAt: null,
    });
    const qr = await zhang.request('GET', '/v1/subscription/QRCode?t=1');
    expect(qr.status).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(qr.body);
    expect(image.width).toBe(240);
    expect(image.height).toBe(240);
  });
});
