import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { EmailDialog } from '@/features/assets';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();
const SEND = '/v1/account/crm/email';

function renderDialog(email: string | null) {
  server.on('GET', '/v1/user/crm/email', { body: envelope({ email, sendsLeft: 3, dailyLimit: 3 }) });
  server.on('POST', SEND, { body: envelope(2, 200000, '邮件已发送') });
  const onClose = jest.fn();
  const view = renderConnected(
    <MemoryRouter>
      <EmailDialog type="bill" variant="consignment" isNaturalPerson onClose={onClose} />
    </MemoryRouter>,
  );
  return { ...view, onClose, dialog: () => screen.getByRole('dialog') };
}
const sent = () => server.bodiesTo(SEND);

describe('the consignment e-mail dialog', () => {
  it('shows the address on file masked and sends to it', async () => {
    const { user, onClose } = renderDialog('xujiu@example.com');
    expect(await screen.findByText('将发送至您登记的电子邮箱：xuj***@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('今日还可发送3次')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ type: 'bill' }]);
  });

  it('checks another address with the spec messages', async () => {
    const { user } = renderDialog('xujiu@example.com');
    await user.click(await screen.findByRole('button', { name: '更换邮箱' }));
    const field = screen.getByLabelText('新的电子邮箱');
    expect(field).toHaveValue('');
    await user.click(field);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入电子邮箱');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先输入邮箱地址');
    await user.type(field, 'xu.new@example');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('alert')).toHaveTextContent('邮箱地址不合规范，请重新输入');
    await user.click(screen.getByRole('button', { name: '使用登记邮箱' }));
    expect(screen.getByText('将发送至您登记的电子邮箱：xuj***@example.com')).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });

  it('sends to another address only after the SMS second factor, with its ticket', async () => {
    const { user, onClose } = renderDialog('xujiu@example.com');
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0009') });
    server.on('POST', '/v1/auth/2fa', { body: envelope({ ticket: 'ticket-1' }) });
    await user.click(await screen.findByRole('button', { name: '更换邮箱' }));
    await user.type(screen.getByLabelText('新的电子邮箱'), 'xu.new@example.com');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(
      screen.getByText(
        '对账单和资产证明将发送至新的电子邮箱，并登记为您的电子邮箱：请先完成短信验证，验证通过后自动发送。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    expect(sent()).toEqual([]);
    const group = screen.getByRole('group', { name: '安全验证' });
    await user.click(within(group).getByRole('button', { name: '获取验证码' }));
    await user.type(within(group).getByLabelText(/验证码/), '123456');
    await user.click(within(group).getByRole('button', { name: '验证' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ type: 'bill', email: 'xu.new@example.com', ticket: 'ticket-1' }]);
  });

  it('the address on file typed again sends without a code', async () => {
    const { user, onClose } = renderDialog('xujiu@example.com');
    await user.click(await screen.findByRole('button', { name: '更换邮箱' }));
    await user.type(screen.getByLabelText('新的电子邮箱'), 'XuJiu@Example.com');
    await user.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ type: 'bill', email: 'XuJiu@Example.com' }]);
    expect(screen.queryByRole('group', { name: '安全验证' })).toBeNull();
  });

  it('without an address on file asks for one (请先输入邮箱地址 on an empty send)', async () => {
    const { user } = renderDialog(null);
    const field = await screen.findByLabelText('电子邮箱');
    expect(screen.queryByRole('button', { name: '使用登记邮箱' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请先输入邮箱地址');
    await user.type(field, 'feng@example.com');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(screen.getByRole('group', { name: '安全验证' })).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });
});
