import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';

import type { IdentityChange } from '@/api/user/contract';
import { IdentityChangeFlow } from '@/features/user-centre';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';

const { setup, server } = apiTestServer();

const PENDING: IdentityChange = {
  id: '12',
  kind: 'idCard',
  name: '张三',
  idNoMasked: '1101**********4514',
  validTo: '99991231',
  appliedAt: '2026-11-23 10:00',
  auditFlag: '0',
  rejectReason: null,
};

function renderFlow(latest: IdentityChange | undefined) {
  const { store } = setup();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <IdentityChangeFlow kind="idCard" latest={latest} />
    </Provider>,
  );
  return { user };
}

describe('IdentityChangeFlow', () => {
  it('asks for the second factor first and says how many applications today allows', async () => {
    server.on('POST', '/v1/user/idCard/count', { body: envelope({ used: 1, limit: 3 }) });
    renderFlow(undefined);
    expect(await screen.findByText('今日已提交 1 次，每日最多 3 次。')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '安全验证' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回申请' })).not.toBeInTheDocument();
  });

  it('an application under review shows its state, no new application, and can be withdrawn', async () => {
    server.on('POST', '/v1/user/idCard/count', { body: envelope({ used: 1, limit: 3 }) });
    server.on('PUT', '/v1/user/idCard', {
      body: envelope({ ...PENDING, auditFlag: '2', rejectReason: '投资者撤回' }),
    });
    const { user } = renderFlow(PENDING);
    expect(screen.getByText('审核中')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '最近一次申请' })).toHaveTextContent('有效期至 长期');
    expect(screen.queryByRole('group', { name: '安全验证' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '撤回申请' }));
    await waitFor(() =>
      expect(
        server.requests
          .filter((r) => r.method === 'PUT')
          .map((r) => JSON.parse(r.body.toString()) as unknown),
      ).toEqual([{ id: '12' }]),
    );
  });

  it('a day’s limit reached offers no new application', async () => {
    server.on('POST', '/v1/user/idCard/count', { body: envelope({ used: 3, limit: 3 }) });
    renderFlow({ ...PENDING, auditFlag: '2', rejectReason: '照片不清晰' });
    expect(await screen.findByText('今日已提交 3 次，每日最多 3 次。')).toBeInTheDocument();
    expect(screen.getByText('审核未通过')).toBeInTheDocument();
    expect(screen.getByText('（照片不清晰）')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '安全验证' })).not.toBeInTheDocument();
  });
});
