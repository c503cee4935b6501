import { screen } from '@testing-library/react';

import { ReceivingAccountPanel } from '@/features/receiving-account';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

const CMB = {
  bankName: '招商银行',
  name: '国证资产管理有限公司',
  station: '招商银行股份有限公司深圳分行营业部',
  account: '755921087710001',
};

describe('ReceivingAccountPanel, asking GET /v1/bank/receivables itself', () => {
  it('asks for the fund’s accounts and shows them', async () => {
    server.on('GET', '/v1/bank/receivables', { body: envelope([CMB]) });
    renderConnected(<ReceivingAccountPanel fundCode="970001" />);
    expect(await screen.findByText('7559 2108 7710 001')).toBeInTheDocument();
    const [request] = server.requests.filter((r) => r.path === '/v1/bank/receivables');
    expect(request.query.get('fundCode')).toBe('970001');
  });

  it('reads a refusal (403000 included) as no account, without the server’s words', async () => {
    server.on('GET', '/v1/bank/receivables', { body: envelope(null, 403000, '无权限') });
    renderConnected(<ReceivingAccountPanel fundCode="970001" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('未正常获取到国证资管直销收款账号');
    expect(screen.queryByText('无权限')).not.toBeInTheDocument();
  });
});
