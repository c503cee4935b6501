import { userCentreApi } from '@/api/user/endpoints-centre';
import { SIGNED_OUT_IN_CENTRE } from '@/shared/enums/response-state';
import { showAlert, showToast } from '@/shared/ui';

import { CONTACT } from '../../support/contact';
import { useApiTestServer } from '../support/setup';
import { envelope } from '../support/test-server';

jest.mock('@/shared/ui', () => jest.requireActual('../support/shared-ui-mock'));

const { setup, server } = useApiTestServer();
const saveContact = () => userCentreApi.endpoints.updateUser.initiate(CONTACT);
const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  window.history.replaceState({}, '', '/index.html#/hall/user/modify-info');
  setOnline(true);
});
afterAll(() => setOnline(true));

describe('a write whose session ended in another tab (issue 29)', () => {
  it('401000 on a write says the input was not sent before it goes to login', async () => {
    const { store, navigations } = setup();
    server.on('PUT', '/v1/user', { body: envelope(null, 401000, '未登录') });
    await store.dispatch(saveContact());
    await settle();
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '需要重新登录',
        message: expect.stringContaining('已填写的内容不会保存'),
      }),
    );
    expect(navigations).toEqual([
      `/login.html?redirect=${encodeURIComponent('http://localhost/index.html#/hall/user/modify-info')}`,
    ]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('401003 on a write says the account logged in elsewhere and goes to login with reason=replace', async () => {
    const { store, navigations } = setup();
    server.on('PUT', '/v1/user', { body: envelope(null, 401003, '您的账号已在其他地方登录') });
    await store.dispatch(saveContact());
    await settle();
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('您的账号已在其他地方登录') }),
    );
    expect(navigations).toEqual([
      `/login.html?redirect=${encodeURIComponent('http://localhost/index.html#/hall/user/modify-info')}&reason=replace`,
    ]);
  });

  it('401003 of a session signed out in 安全中心 says so and goes to login with reason=signout', async () => {
    const { store, navigations } = setup();
    server.on('PUT', '/v1/user', { body: envelope(null, 401003, SIGNED_OUT_IN_CENTRE) });
    await store.dispatch(saveContact());
    await settle();
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('您已在安全中心退出此设备的登录') }),
    );
    expect(navigations).toEqual([
      `/login.html?redirect=${encodeURIComponent('http://localhost/index.html#/hall/user/modify-info')}&reason=signout`,
    ]);
  });
});

describe('offline (issue 29)', () => {
  it('a write waits while the browser is offline and goes out once when the network returns', async () => {
    const { store } = setup();
    server.on('PUT', '/v1/user', { body: envelope(null) });
    setOnline(false);
    const saving = store.dispatch(saveContact());
    await settle();
    expect(server.requests).toHaveLength(0);
    setOnline(true);
    const result = await saving;
    expect(result).toEqual({ data: null });
    expect(server.requests).toHaveLength(1);
  });
});
