import { configureBaseQuery } from '@/api/core/base-query-config';
import { smsApi } from '@/api/sms/endpoints';

import { useApiTestServer } from '../support/setup';
import { envelope } from '../support/test-server';

jest.mock('@/shared/ui', () => jest.requireActual('../support/shared-ui-mock'));

const { setup, server } = useApiTestServer();

const sendSms = () => smsApi.endpoints.sendSms.initiate({ type: 'general' });

describe('the session’s time left (x-session-seconds-left)', () => {
  it('sets when the session ends, on the page’s clock, from any answer that carries it', async () => {
    const { store, server: backOffice } = setup();
    configureBaseQuery({ baseUrl: backOffice.baseUrl, now: () => 1_000_000 });
    server.on('POST', '/v1/auth/sms', {
      body: envelope('138****0001'),
      headers: { 'x-session-seconds-left': '1795' },
    });
    await store.dispatch(sendSms());
    expect(store.getState().sessionClock.endsAt).toBe(1_000_000 + 1_795_000);
  });

  it('is left alone by an answer without it, and forgotten when the session is gone (401000)', async () => {
    const { store } = setup();
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0001') });
    await store.dispatch(sendSms());
    expect(store.getState().sessionClock.endsAt).toBeNull();
    server.on('POST', '/v1/auth/sms', {
      body: envelope('138****0001'),
      headers: { 'x-session-seconds-left': '60' },
    });
    await store.dispatch(sendSms());
    expect(store.getState().sessionClock.endsAt).not.toBeNull();
    server.on('POST', '/v1/auth/sms', { body: envelope(null, 401000, '您尚未登录或登录已过期，请重新登录') });
    await store.dispatch(sendSms());
    expect(store.getState().sessionClock.endsAt).toBeNull();
  });
});
