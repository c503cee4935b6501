import '../../../api/support/node-fetch';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { ExpiryReminders } from '@/pages/index/hall/expiry-reminders';

import { createMockServerClock } from '../../../api/support/order-fixtures';
import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { createMockUserInfo } from '../../../store/factories';
import { renderInRouter } from '../../render-page';

const { setup, server } = apiTestServer();

/** The back office's clock: 2026-11-23 10:00 in Shanghai, whatever the machine's own clock says. */
const SERVER_NOW = Date.UTC(2026, 10, 23, 2);

function open(documentEnd: string | null) {
  server.on('GET', '/v1/order/dateTimeStatus', {
    body: envelope(createMockServerClock({ time: '100000', timestamp: SERVER_NOW })),
  });
  server.on('POST', '/v1/auth/certificate', {
    body: envelope({ endDate: documentEnd, expired: false, daysLeft: null }),
  });
  server.on('GET', '/v1/paper/mine', { body: envelope(null) });
  renderInRouter(
    setup().store,
    '/hall',
    <Routes>
      <Route path="/hall" element={<ExpiryReminders user={createMockUserInfo()} />} />
      <Route path="/hall/user/modify-id-card" element={<h1>更新身份证</h1>} />
    </Routes>,
  );
}

describe('the hall warns before the document expires', () => {
  it('30 days ahead by the server’s clock: what ends, the date, the days left, 更新证件', async () => {
    open('20261223');
    const reminders = await screen.findByRole('region', { name: '到期提醒' });
    expect(reminders).toHaveTextContent(
      '即将到期：您的证件将于 2026-12-23 到期（还剩 30 天），请及时更新证件信息，以免影响交易',
    );
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/v1/auth/certificate')).toBe(true);
    await userEvent.click(within(reminders).getByRole('link', { name: '更新证件' }));
    expect(await screen.findByRole('heading', { name: '更新身份证' })).toBeInTheDocument();
  });

  it.each(['20261224', '99991231'])('says nothing when the document ends %s', async (end) => {
    open(end);
    const asked = (path: string) => server.requests.some((r) => r.path === path);
    await waitFor(() =>
      expect(asked('/v1/auth/certificate') && asked('/v1/order/dateTimeStatus')).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: '到期提醒' })).toBeNull();
  });
});
