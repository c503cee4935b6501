import { screen, waitFor } from '@testing-library/react';

import { SmsDialog } from '@/features/sms';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

function renderDialog() {
  const verify = jest.fn(async () => ({ ok: true as const, value: null }));
  return renderConnected(<SmsDialog open smsType="general" verify={verify} onResult={() => undefined} />);
}

const sent = () =>
  server.requests.filter((r) => r.path === '/v1/auth/sms').map((r) => JSON.parse(r.body.toString()));

describe('SmsDialog, sending through the API', () => {
  it('sends its type to POST /v1/auth/sms and says where the code went', async () => {
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0001') });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至138****0001')).toBeInTheDocument();
    expect(sent()).toEqual([{ type: 'general' }]);
    expect(screen.getByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
  });

  it('shows the back office’s refusal under the field', async () => {
    server.on('POST', '/v1/auth/sms', { body: envelope(null, 400008, '短信发送过于频繁，请稍后再试') });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('短信发送过于频繁，请稍后再试');
  });

  it('stays silent on 403000: no message under the field, no toast', async () => {
    server.on('POST', '/v1/auth/sms', { body: envelope(null, 403000, '无权限') });
    const { user } = renderDialog();
    const send = screen.getByRole('button', { name: '获取验证码' });
    await user.click(send);
    // Disabled while the call is under way; enabled again once the answer has been handled.
    await waitFor(() => expect(send).toBeEnabled());
    expect(sent()).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('无权限')).not.toBeInTheDocument();
    expect(screen.queryByText('验证码发送失败，请稍后再试')).not.toBeInTheDocument();
  });
});
