import { screen, waitFor } from '@testing-library/react';

import { PhoneChangeForm } from '@/features/user-centre';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

function renderForm() {
  const onDone = jest.fn();
  const { user } = renderConnected(<PhoneChangeForm currentPhone="138****0001" onDone={onDone} />);
  return { user, onDone };
}

const bodies = (path: string) => server.bodiesTo(path);

describe('PhoneChangeForm', () => {
  it('sends a code to each phone and the change; a wrong old code shows under its own field', async () => {
    server.on('POST', '/v1/auth/sms', (request) => {
      const body = JSON.parse(request.body.toString()) as { type: string };
      return { body: envelope(body.type === 'mobileOld' ? '138****0001' : '139****0001') };
    });
    server.on('POST', '/v1/auth/mobile', { body: envelope(null, 400022, '原手机短信验证码错误') });
    const { user, onDone } = renderForm();
    const [oldSend] = screen.getAllByRole('button', { name: '获取验证码' });
    await user.click(oldSend);
    expect(await screen.findByText('验证码已发送至138****0001')).toBeInTheDocument();
    // The new phone's code needs a phone first.
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先输入正确的新手机号码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('新手机号码'), '13912340001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至139****0001')).toBeInTheDocument();
    expect(bodies('/v1/auth/sms')).toEqual([
      { type: 'mobileOld' },
      { type: 'mobileNew', extras: { phone: '13912340001' } },
    ]);

    await user.type(screen.getByLabelText('原手机验证码'), '111111');
    await user.type(screen.getByLabelText('新手机验证码'), '222222');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() =>
      expect(screen.getByLabelText('原手机验证码')).toHaveAccessibleDescription(/原手机短信验证码错误/),
    );
    expect(bodies('/v1/auth/mobile')).toEqual([
      { oldCode: '111111', phone: '13912340001', newCode: '222222' },
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('checks the fields before sending anything', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findAllByText('请输入短信验证码')).toHaveLength(2);
    expect(screen.getByText('请输入手机号码')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
