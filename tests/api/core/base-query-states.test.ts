import { authApi } from '@/api/auth/endpoints';
import { captchaApi } from '@/api/captcha/endpoints';
import { configureBaseQuery } from '@/api/core/base-query-config';
import { smsApi } from '@/api/sms/endpoints';
import { profileApi } from '@/api/user/endpoints';
import { navigate } from '@/shared/routing';
import { showAlert, showToast } from '@/shared/ui';

import { useApiTestServer } from '../support/setup';
import { envelope } from '../support/test-server';

jest.mock('@/shared/ui', () => jest.requireActual('../support/shared-ui-mock'));

const { setup, server } = useApiTestServer();

const sendSms = () => smsApi.endpoints.sendSms.initiate({ type: 'general' });

function answerSms(state: number, message = '服务端提示') {
  server.on('POST', '/v1/auth/sms', { body: envelope(null, state, message) });
}

beforeEach(() => {
  window.history.replaceState({}, '', '/index.html#/hall/user/info?id=1');
});

describe('success states', () => {
  it('unwraps the envelope of 200000 and gives the data', async () => {
    const { store } = setup();
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0001') });
    const result = await store.dispatch(sendSms());
    expect(result).toEqual({ data: '138****0001' });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('treats 900000 (download success) as success', async () => {
    const { store } = setup();
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0002', 900000, '下载成功') });
    expect(await store.dispatch(sendSms())).toEqual({ data: '138****0002' });
  });

  it('adds a timestamp t to every GET and none to a POST', async () => {
    const { store } = setup();
    server.on('GET', '/v1/auth/login/info', {
      body: envelope({ lastLoginTime: null, loginType: 'account' }),
    });
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0001') });
    const before = Date.now();
    await store.dispatch(authApi.endpoints.fetchLoginInfo.initiate());
    await store.dispatch(sendSms());
    const [get, post] = server.requests;
    const t = Number(get.query.get('t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
    expect(post.query.has('t')).toBe(false);
    expect(JSON.parse(post.body.toString())).toEqual({ type: 'general' });
    expect(post.headers['content-type']).toBe('application/json');
    expect(get.headers.accept).toBe('application/json');
  });
  it('sends cookies only to its own origin (credentials same-origin)', async () => {
    const { store } = setup();
    const seen: Request[] = [];
    configureBaseQuery({
      fetchFn: (request) => {
        seen.push(request);
        return fetch(request);
      },
    });
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0001') });
    await store.dispatch(sendSms());
    expect(seen.map((request) => request.credentials)).toEqual(['same-origin']);
  });
});

describe('the global handler', () => {
  it('401000 sends the investor to login.html with the encoded current address and sets loginExpire', async () => {
    const { store, navigations } = setup();
    answerSms(401000, '未登录');
    const result = await store.dispatch(sendSms());
    expect(result.error).toEqual({ state: 401000, message: '未登录' });
    expect(navigations).toEqual([
      `/login.html?redirect=${encodeURIComponent('http://localhost/index.html#/hall/user/info?id=1')}`,
    ]);
    expect(store.getState().globalFlags.loginExpire).toBe(true);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a screen whose first reads all find the session gone leaves for login once, not once a read', async () => {
    const { store, navigations } = setup();
    server.on('GET', '/v1/auth/login/info', { body: envelope(null, 401000, '未登录') });
    server.on('GET', '/v1/user/profile', { body: envelope(null, 401000, '未登录') });
    const results = await Promise.all([
      store.dispatch(authApi.endpoints.fetchLoginInfo.initiate()),
      store.dispatch(profileApi.endpoints.fetchProfile.initiate()),
    ]);
    expect(results.map((result) => result.error)).toEqual([
      { state: 401000, message: '未登录' },
      { state: 401000, message: '未登录' },
    ]);
    expect(navigations).toEqual([
      `/login.html?redirect=${encodeURIComponent('http://localhost/index.html#/hall/user/info?id=1')}`,
    ]);
  });

  it('a read the logout itself ended (its refetch) leaves 退出’s plain login page as it is', async () => {
    const { store, navigations } = setup();
    navigate('/login.html');
    server.on('GET', '/v1/user/profile', { body: envelope(null, 401000, '未登录') });
    const result = await store.dispatch(profileApi.endpoints.fetchProfile.initiate());
    expect(result.error).toEqual({ state: 401000, message: '未登录' });
    expect(navigations).toEqual(['/login.html']);
    expect(store.getState().globalFlags.loginExpire).toBe(true);
  });

  it('401000 on the login page does not redirect again', async () => {
    window.history.replaceState({}, '', '/login.html');
    const { store, navigations } = setup();
    answerSms(401000, '未登录');
    await store.dispatch(sendSms());
    expect(navigations).toEqual([]);
    expect(store.getState().globalFlags.loginExpire).toBe(true);
  });

  it('403000 is ignored: no toast, no dialog, no flag, no navigation', async () => {
    const { store, navigations } = setup();
    answerSms(403000, '无权限');
    const result = await store.dispatch(sendSms());
    expect(result.error).toEqual({ state: 403000, message: '无权限' });
    expect(showToast).not.toHaveBeenCalled();
    expect(showAlert).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
    expect(store.getState().globalFlags).toEqual({
      loginFirst: false,
      loginReplace: false,
      loginExpire: false,
    });
  });

  it('401003 sets the replaced-login flag without a toast', async () => {
    const { store } = setup();
    answerSms(401003, '您的账号已在其他地方登录');
    await store.dispatch(sendSms());
    expect(store.getState().globalFlags.loginReplace).toBe(true);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('401001 sets the first-login flag without a toast', async () => {
    const { store } = setup();
    answerSms(401001, '首次登录请修改密码');
    await store.dispatch(sendSms());
    expect(store.getState().globalFlags.loginFirst).toBe(true);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('402002 opens the agreement-error dialog with the server message', async () => {
    const { store } = setup();
    answerSms(402002, '协议签署异常，请联系客服');
    await store.dispatch(sendSms());
    expect(showAlert).toHaveBeenCalledWith({
      title: '提示',
      message: '协议签署异常，请联系客服',
      confirmText: '我知道了',
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('any other state shows the server message in an error toast', async () => {
    const { store } = setup();
    answerSms(400002, '短信验证码错误');
    const result = await store.dispatch(sendSms());
    expect(result.error).toEqual({ state: 400002, message: '短信验证码错误' });
    expect(showToast).toHaveBeenCalledWith('短信验证码错误', 'error');
  });

  it('a failure without a message still tells the investor something', async () => {
    const { store } = setup();
    server.on('POST', '/v1/auth/sms', { body: { state: 503000, data: null } });
    await store.dispatch(sendSms());
    expect(showToast).toHaveBeenCalledWith('操作失败，请稍后再试', 'error');
  });

  it('an endpoint marked silent shows nothing (login: the page handles its own messages)', async () => {
    const { store } = setup();
    server.on('POST', '/v1/auth/login', { body: envelope(null, 403001, '尊敬的投资者，您尚未开通网上委托') });
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ account: 'a', password: 'p', code: 'c' }),
    );
    expect(result.error).toEqual({ state: 403001, message: '尊敬的投资者，您尚未开通网上委托' });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('an endpoint excluding a state stays quiet for it and toasts the others', async () => {
    const { store } = setup();
    server.on('POST', '/v1/auth/captcha', { body: envelope(null, 400001, '滑块验证码错误') });
    await store.dispatch(captchaApi.endpoints.verifyCaptcha.initiate({ id: '1', code: 100, slideMs: 900 }));
    expect(showToast).not.toHaveBeenCalled();
    server.on('POST', '/v1/auth/captcha', { body: envelope(null, 400008, '操作过于频繁') });
    await store.dispatch(captchaApi.endpoints.verifyCaptcha.initiate({ id: '1', code: 100, slideMs: 900 }));
    expect(showToast).toHaveBeenCalledWith('操作过于频繁', 'error');
  });

  it('a call can silence itself, and the quietness never reaches the request body', async () => {
    const { store } = setup();
    answerSms(400002, '短信验证码错误');
    await store.dispatch(smsApi.endpoints.sendSms.initiate({ type: 'general', silent: true }));
    await store.dispatch(smsApi.endpoints.sendSms.initiate({ type: 'general', silentStates: [400002] }));
    expect(showToast).not.toHaveBeenCalled();
    expect(server.requests.map((r) => JSON.parse(r.body.toString()))).toEqual([
      { type: 'general' },
      { type: 'general' },
    ]);
  });

  it('flags are raised even for a silent endpoint', async () => {
    const { store } = setup();
    server.on('GET', '/v1/user/profile', { body: envelope(null, 401003, '已在别处登录') });
    await store.dispatch(profileApi.endpoints.fetchProfile.initiate());
    expect(store.getState().globalFlags.loginReplace).toBe(true);
  });
});
