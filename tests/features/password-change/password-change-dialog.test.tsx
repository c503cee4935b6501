import '../../shared/support/web-platform';

import { screen, waitFor } from '@testing-library/react';

import { PasswordChangeDialog } from '@/features/password-change';

import { envelope } from '../../api/support/test-server';
import { answerResetCalls, decryptPassword } from '../../pages/reset/reset-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

async function change(user: ReturnType<typeof renderConnected>['user']) {
  await user.type(screen.getByLabelText('原登录密码'), 'Abc12345');
  await user.type(screen.getByLabelText('新登录密码'), 'Changed99');
  await user.type(screen.getByLabelText('确认新登录密码'), 'Changed99');
  await user.click(screen.getByRole('button', { name: '确定' }));
}

/** Opens the dialog (the reset calls answered, the PUT with `state` and `message`) and changes: its onDone. */
async function changeAnswered(state?: number, message?: string) {
  answerResetCalls(server);
  server.on('PUT', '/v1/auth/password', { body: envelope(null, state, message) });
  const onDone = jest.fn();
  const { user } = renderConnected(<PasswordChangeDialog open onDone={onDone} />);
  await change(user);
  return onDone;
}

describe('PasswordChangeDialog, changing through the API', () => {
  it('sends both passwords encrypted with a fresh key, says so and reports done', async () => {
    const onDone = await changeAnswered();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByText('登录密码修改成功')).toBeInTheDocument();
    const put = server.requests.find((r) => r.method === 'PUT' && r.path === '/v1/auth/password');
    const body = JSON.parse(put?.body.toString() ?? '{}') as Record<string, string>;
    expect(decryptPassword(body.oldPassword)).toBe('Abc12345');
    expect(decryptPassword(body.newPassword)).toBe('Changed99');
  });

  it('shows the refusal in the dialog and stays open', async () => {
    const onDone = await changeAnswered(400035, '原登录密码错误');
    expect(await screen.findByRole('alert')).toHaveTextContent('原登录密码错误');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('stays silent on 403000', async () => {
    const onDone = await changeAnswered(403000, '无权限');
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('密码修改失败，请稍后再试')).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
