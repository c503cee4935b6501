import { smsApi } from '@/api/sms/endpoints';

import { useApiTestServer } from '../support/setup';
import { envelope } from '../support/test-server';

// The real toast of the facade: this test is about what reaches the page.
jest.mock('@/shared/ui', () => ({
  ...jest.requireActual<object>('@/shared/ui/toast'),
  showAlert: jest.fn(() => Promise.resolve()),
}));

const { setup, server } = useApiTestServer();

describe('server messages on screen', () => {
  it('are rendered as text: markup in a message never becomes elements', async () => {
    const { store } = setup();
    const hostile = '<img src="x" onerror="document.title=1">短信发送失败';
    server.on('POST', '/v1/auth/sms', { body: envelope(null, 400002, hostile) });
    await store.dispatch(smsApi.endpoints.sendSms.initiate({ type: 'general' }));
    const status = document.querySelector('[role="status"]');
    expect(status).toHaveTextContent(hostile);
    expect(document.querySelector('img')).toBeNull();
  });

  it('a gateway HTML page shows the Chinese notice, not the page', async () => {
    const { store } = setup();
    document.body.innerHTML = '';
    server.on('POST', '/v1/auth/sms', {
      status: 502,
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    });
    await store.dispatch(smsApi.endpoints.sendSms.initiate({ type: 'general' }));
    expect(document.body).toHaveTextContent('服务暂时不可用，请稍后再试');
    expect(document.body).not.toHaveTextContent('Bad Gateway');
    expect(document.querySelector('h1')).toBeNull();
  });
});
