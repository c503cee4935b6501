// First: the base query's fetch, then WebCrypto and IndexedDB for the nonce and remembered accounts.
import '../../api/support/node-fetch';
import '../../shared/support/web-platform';

import { screen, waitFor } from '@testing-library/react';

import { readNonce, saveNonce } from '@/shared/storage';

import { envelope } from '../../api/support/test-server';
import { resetBrowserStores } from '../../shared/support/web-platform';
import { DIRECT_RESULT, decrypt, fillPerson, passSlider, loginBackOffice } from './support';

const office = loginBackOffice();
const { server, navigations, answer, bodies, renderPage } = office;

beforeEach(async () => {
  await resetBrowserStores();
});

describe('the person login flow', () => {
  it('sends the trimmed account, the encrypted password, the captcha token and this account’s nonce', async () => {
    await saveNonce('13800000001', 'stored-nonce');
    answer({ body: envelope(DIRECT_RESULT) });
    const { user } = renderPage('?redirect=%2Findex.html%23%2Fassets');
    await fillPerson(user, ' 13800000001 ');
    await passSlider(user);
    await waitFor(() => expect(navigations).toEqual(['http://localhost/index.html#/assets']));
    const [sent] = bodies('/v1/auth/login');
    expect(sent).toMatchObject({ account: '13800000001', code: 'captcha-token', nonce: 'stored-nonce' });
    expect(decrypt(sent.password as string)).toBe('Abc12345');
    expect(JSON.stringify(sent)).not.toContain('Abc12345');
    expect(bodies('/v1/agreement/sign')).toEqual([
      { agreementId: 'privacy-policy', agreementType: 'privacy' },
    ]);
  });

  it('the box claims only the agreement the login records: 《隐私政策》 (issue 41 item 6)', async () => {
    renderPage('');
    const box = await screen.findAllByRole('checkbox', { name: /^我已阅读并同意/ });
    expect(box[0]).toHaveAccessibleName('我已阅读并同意 《隐私政策》');
    expect(screen.queryByRole('link', { name: '《电子签名约定书》' })).toBeNull();
  });

  it('opens the SMS dialog when the answer has no data, and stores the nonce the SMS step returns', async () => {
    answer({ body: envelope(null) });
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0001') });
    server.on('POST', '/v1/auth/sms/validate', { body: envelope({ ...DIRECT_RESULT, nonce: 'sms-nonce' }) });
    const { user } = renderPage();
    await fillPerson(user, '13800000001');
    await passSlider(user);
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(navigations).toEqual(['http://localhost/index.html#/hall']));
    expect(bodies('/v1/auth/sms')).toEqual([{ type: 'login' }]);
    expect(await readNonce('13800000001')).toBe('sms-nonce');
  });

  it('says 登录异常 when the SMS step answers without a nonce', async () => {
    answer({ body: envelope(null) });
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0001') });
    server.on('POST', '/v1/auth/sms/validate', { body: envelope({ requiredChangePassword: false }) });
    const { user } = renderPage();
    await fillPerson(user, '13800000001');
    await passSlider(user);
    await user.type(await screen.findByLabelText('短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('登录异常')).toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('waits at most 1 s for the privacy agreement', async () => {
    answer({ body: envelope(DIRECT_RESULT) });
    server.on('POST', '/v1/agreement/sign', { body: envelope(null), delayMs: 5000 });
    const { user } = renderPage();
    await fillPerson(user, '13800000001');
    const started = Date.now();
    await passSlider(user);
    await waitFor(() => expect(navigations).toHaveLength(1), { timeout: 3000 });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('403001 opens the no-online-entrustment dialog', async () => {
    answer({ body: envelope(null, 403001, '尊敬的投资者，您尚未开通网上委托') });
    const { user } = renderPage();
    await fillPerson(user, '13800000003');
    await passSlider(user);
    const dialog = await screen.findByRole('alertdialog', { name: '尊敬的投资者，您尚未开通网上委托' });
    expect(dialog).toHaveTextContent('如有疑问，请联系客服');
  });

  it('the graphic-verification state brings the slider back', async () => {
    let calls = 0;
    answer(() =>
      ++calls === 1
        ? { body: envelope(null, 400001, '请先完成滑块验证') }
        : { body: envelope(DIRECT_RESULT) },
    );
    const { user } = renderPage();
    await fillPerson(user, '13800000001');
    await passSlider(user);
    await passSlider(user);
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(calls).toBe(2);
  });

  it('shows the server message, or 登录失败 when there is none', async () => {
    answer({ body: envelope(null, 400035, '账号或密码错误') });
    const { user } = renderPage();
    await fillPerson(user, '13800000001');
    await passSlider(user);
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    answer({ body: envelope(null, 503000, '') });
    await user.click(screen.getByRole('button', { name: '登录' }));
    await passSlider(user);
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
  });

  it('says nothing for 403000 and lets the investor try again', async () => {
    answer({ body: envelope(null, 403000, '无权限') });
    const { user } = renderPage();
    await fillPerson(user, '13800000001');
    await passSlider(user);
    await waitFor(() => expect(bodies('/v1/auth/login')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeEnabled());
    expect(screen.queryByText('无权限')).not.toBeInTheDocument();
    expect(screen.queryByText('登录失败')).not.toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('a Registered user with a crmId goes on after the profile check', async () => {
    answer({ body: envelope({ ...DIRECT_RESULT, userType: 'Registered' }) });
    server.on('GET', '/v1/user/profile', { body: envelope({ crmId: 'CRM0000004' }) });
    const { user } = renderPage();
    await fillPerson(user, '13800000004');
    await passSlider(user);
    await waitFor(() => expect(navigations).toEqual(['http://localhost/index.html#/hall']));
    expect(server.requests.some((r) => r.path === '/v1/user/profile')).toBe(true);
  });

  it('a Registered user without a crmId sees the registration notice', async () => {
    answer({ body: envelope({ ...DIRECT_RESULT, userType: 'Registered' }) });
    server.on('GET', '/v1/user/profile', { body: envelope({ crmId: null }) });
    const { user } = renderPage();
    await fillPerson(user, '13800000004');
    await passSlider(user);
    expect(await screen.findByRole('alertdialog', { name: '温馨提示' })).toHaveTextContent(
      '尚未完成账户登记',
    );
    // A Registered user does not sign the privacy agreement at login (spec §4 step 7).
    expect(bodies('/v1/agreement/sign')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '继续访问' }));
    expect(navigations).toEqual(['http://localhost/index.html#/hall']);
  });

  it('requiredChangePassword opens the forced change: new = old is refused, then it goes on', async () => {
    answer({ body: envelope({ ...DIRECT_RESULT, requiredChangePassword: true }) });
    server.on('PUT', '/v1/auth/password', { body: envelope(null, 200000, '登录密码修改成功') });
    const { user } = renderPage();
    await fillPerson(user, '13800000002');
    await passSlider(user);
    const dialog = await screen.findByRole('dialog', { name: '修改登录密码' });
    await user.type(screen.getByLabelText('原登录密码'), 'Abc12345');
    await user.type(screen.getByLabelText('新登录密码'), 'Abc12345');
    await user.type(screen.getByLabelText('确认新登录密码'), 'Abc12345');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新登录密码'));
    await user.type(screen.getByLabelText('新登录密码'), 'Xyz67890');
    await user.clear(screen.getByLabelText('确认新登录密码'));
    await user.type(screen.getByLabelText('确认新登录密码'), 'Xyz67890');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const [change] = bodies('/v1/auth/password');
    expect(decrypt(change.oldPassword as string)).toBe('Abc12345');
    expect(decrypt(change.newPassword as string)).toBe('Xyz67890');
    expect(dialog).not.toBeInTheDocument();
  });
});
