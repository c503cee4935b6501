import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';

import { IdentityChangeFlow } from '@/features/user-centre';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';

const { setup, server } = apiTestServer();

const photo = (name: string) => new File(['image'], name, { type: 'image/jpeg' });
const PORTRAIT = { type: '1', name: '张三', idNumber: '110101199003074514', birthday: '19900307', sex: '1' };
const EMBLEM = { type: '0', validity: '20200101-20461223', label: '第二代身份证背面' };

/** 更新证件 up to the submit: second factor passed, both photos recognised, 提交审核 pressed. */
async function applyWithPhotos() {
  server.on('POST', '/v1/user/idCard/count', { body: envelope({ used: 0, limit: 3 }) });
  server.on('POST', '/v1/auth/2fa', { body: envelope({ ticket: 'ticket-1' }) });
  server.on('POST', '/v1/auth/ocr', (request) =>
    request.body.toString('latin1').includes('name="type"\r\n\r\n1')
      ? { body: envelope({ ...PORTRAIT, token: 'portrait-token' }) }
      : { body: envelope({ ...EMBLEM, token: 'emblem-token' }) },
  );
  server.on('POST', '/v1/user/idCard', { body: envelope(null) });
  const { store } = setup();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <IdentityChangeFlow kind="idCard" latest={undefined} />
    </Provider>,
  );
  const group = await screen.findByRole('group', { name: '安全验证' });
  await user.type(within(group).getByLabelText(/验证码/), '123456');
  await user.click(within(group).getByRole('button', { name: '验证' }));
  await user.upload(await screen.findByLabelText('上传人像面'), photo('front.jpg'));
  await user.upload(screen.getByLabelText('上传国徽面'), photo('back.jpg'));
  await screen.findByRole('group', { name: '请核对识别结果' });
  await user.click(screen.getByRole('button', { name: '提交审核' }));
}

const sent = () =>
  server.requests
    .filter((r) => r.method === 'POST' && /^\/v1\/(auth\/ocr\/check|user\/idCard(\/check)?)$/.test(r.path))
    .map((r) => [r.path, JSON.parse(r.body.toString()) as Record<string, unknown>] as const);

describe('the validity checks before an ID card goes for review', () => {
  it('checks the recognition (ocr/check) and the number (idCard/check), then applies', async () => {
    server.on('POST', '/v1/auth/ocr/check', { body: envelope({ passed: true }) });
    server.on('POST', '/v1/user/idCard/check', { body: envelope(true, 200000, '证件号码一致') });
    await applyWithPhotos();
    await waitFor(() => expect(sent().map(([path]) => path)).toContain('/v1/user/idCard'));
    expect(sent()).toEqual([
      ['/v1/auth/ocr/check', { portraitToken: 'portrait-token', emblemToken: 'emblem-token', name: '张三' }],
      ['/v1/user/idCard/check', { portraitToken: 'portrait-token' }],
      ['/v1/user/idCard', expect.objectContaining({ idNo: '110101199003074514', endDate: '20461223' })],
    ]);
  });

  it('another person’s card stops with 证件号码与开户证件不一致 and nothing is applied for', async () => {
    server.on('POST', '/v1/auth/ocr/check', { body: envelope({ passed: true }) });
    server.on('POST', '/v1/user/idCard/check', { body: envelope(false, 200000, '证件号码与开户证件不一致') });
    await applyWithPhotos();
    expect(await screen.findByText('证件号码与开户证件不一致')).toBeInTheDocument();
    expect(sent().map(([path]) => path)).toEqual(['/v1/auth/ocr/check', '/v1/user/idCard/check']);
  });

  it('a recognition the back office does not confirm stops with 身份验证失败，请重新上传！', async () => {
    server.on('POST', '/v1/auth/ocr/check', { body: envelope({ passed: false }) });
    await applyWithPhotos();
    expect(await screen.findByText('身份验证失败，请重新上传！')).toBeInTheDocument();
    expect(sent().map(([path]) => path)).toEqual(['/v1/auth/ocr/check']);
  });
});
