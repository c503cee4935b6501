import '../../api/support/node-fetch';

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

import type { NoticeSettingsData } from '@/api/subscription/contract-notices';
import { NoticeSettingsPanel } from '@/features/user-centre/notice-settings';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';

const { setup, server } = apiTestServer();

const NONE: NoticeSettingsData['settings'] = {
  statement: { period: 'monthly', channels: [] },
  netValue: { channels: [] },
  redeem: { channels: [] },
};

function renderPanel(data: NoticeSettingsData) {
  server.on('GET', '/v1/subscription/notices', { body: envelope(data) });
  const { store } = setup();
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NoticeSettingsPanel />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

const saved = () =>
  server.requests
    .filter((r) => r.method === 'POST' && r.path === '/v1/subscription/notices')
    .map((r) => JSON.parse(r.body.toString()) as unknown);

describe('对账单与提醒', () => {
  it('sends the whole settings: the period chosen and each kind’s channels', async () => {
    server.on('POST', '/v1/subscription/notices', (request) => ({
      body: envelope({ settings: JSON.parse(request.body.toString()), email: 'zhangsan@example.com' }),
    }));
    const user = renderPanel({ settings: NONE, email: 'zhangsan@example.com' });
    expect(await screen.findByText(/电子邮件发送至 zhangsan@example.com。/)).toBeInTheDocument();
    const statement = screen.getByRole('group', { name: '对账单接收方式' });
    await user.click(screen.getByRole('radio', { name: '周报' }));
    await user.click(within(statement).getByRole('checkbox', { name: '电子邮箱' }));
    await user.click(
      within(screen.getByRole('group', { name: '赎回提醒接收方式' })).getByRole('checkbox', {
        name: '微信公众号',
      }),
    );
    await user.click(screen.getByRole('button', { name: '保存订阅设置' }));
    await waitFor(() =>
      expect(saved()).toEqual([
        {
          statement: { period: 'weekly', channels: ['email'] },
          netValue: { channels: [] },
          redeem: { channels: ['officialAccount'] },
        },
      ]),
    );
  });

  it('without an e-mail on file the e-mail boxes wait and the screen says where to give one', async () => {
    renderPanel({ settings: NONE, email: null });
    expect(await screen.findByRole('link', { name: '去填写电子邮箱' })).toHaveAttribute(
      'href',
      '/hall/user/modify-info',
    );
    for (const box of screen.getAllByRole('checkbox', { name: '电子邮箱' })) expect(box).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox', { name: '微信公众号' })) expect(box).toBeEnabled();
  });

  it('shows the back office’s refusal as text and keeps the choices', async () => {
    server.on('POST', '/v1/subscription/notices', {
      body: envelope(null, 400035, '请先在个人信息中填写电子邮箱'),
    });
    const user = renderPanel({ settings: NONE, email: 'zhangsan@example.com' });
    const box = within(await screen.findByRole('group', { name: '净值提醒接收方式' })).getByRole('checkbox', {
      name: '电子邮箱',
    });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: '保存订阅设置' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请先在个人信息中填写电子邮箱');
    expect(box).toBeChecked();
  });
});
