import { render, screen, waitFor, within } from '@testing-library/react';
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
  idType: '0',
  name: '张三',
  idNoMasked: '1101**********4514',
  validTo: '99991231',
  appliedAt: '2026-11-23 10:00',
  auditFlag: '0',
  rejectReason: null,
};

function renderFlow(
  latest: IdentityChange | undefined,
  kind: IdentityChange['kind'] = 'idCard',
  encryptId?: string,
) {
  const { store } = setup();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <IdentityChangeFlow kind={kind} encryptId={encryptId} latest={latest} />
    </Provider>,
  );
  return { user };
}

type User = ReturnType<typeof userEvent.setup>;

/** The second factor passed: the ticket the flow sends with the application. */
async function passSecondFactor(user: User) {
  server.on('POST', '/v1/auth/2fa', { body: envelope({ ticket: 'ticket-1' }) });
  const group = await screen.findByRole('group', { name: '安全验证' });
  await user.type(within(group).getByLabelText(/验证码/), '123456');
  await user.click(within(group).getByRole('button', { name: '验证' }));
}

const otherForm = () => screen.getByRole('form', { name: '其他证件信息' });

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

  it('sends a passport through the other-certificate form: name, idType and idNo with the ticket, no photos', async () => {
    server.on('POST', '/v1/user/idCard/count', { body: envelope({ used: 0, limit: 3 }) });
    server.on('POST', '/v1/user/idCard', { body: envelope({ ...PENDING, idType: '1', validTo: null }) });
    const { user } = renderFlow(undefined);
    await passSecondFactor(user);
    await user.click(await screen.findByRole('button', { name: '使用其他证件' }));
    expect(within(otherForm()).getByLabelText(/姓名/)).toHaveAttribute('placeholder', '请输入姓名');
    expect(within(otherForm()).getByRole('button', { name: '提交审核' })).toBeDisabled();
    await user.type(within(otherForm()).getByLabelText(/姓名/), '张三');
    await user.selectOptions(within(otherForm()).getByLabelText(/证件类型/), '中国护照');
    await user.type(within(otherForm()).getByLabelText(/证件号码/), ' e12345678 ');
    await user.click(within(otherForm()).getByRole('button', { name: '提交审核' }));
    await waitFor(() =>
      expect(
        server.requests
          .filter((r) => r.method === 'POST' && r.url === '/v1/user/idCard')
          .map((r) => JSON.parse(r.body.toString()) as unknown),
      ).toEqual([{ name: '张三', idType: '1', idNo: 'e12345678', ticket: 'ticket-1' }]),
    );
  });

  it('names the responsible person 负责人 in every branch, and 返回身份证验证 goes back to the ID-card photos', async () => {
    server.on('GET', '/v1/user/idCard/contactor/count', { body: envelope({ used: 0, limit: 3 }) });
    const { user } = renderFlow(undefined, 'contactor');
    await passSecondFactor(user);
    const upload = await screen.findByRole('form', { name: '负责人身份证上传' });
    expect(upload).toHaveTextContent('请上传负责人二代身份证原件照片');
    await user.click(screen.getByRole('button', { name: '使用其他证件' }));
    expect(within(otherForm()).getByLabelText(/负责人姓名/)).toHaveAttribute(
      'placeholder',
      '请输入负责人姓名',
    );
    expect(otherForm()).not.toHaveTextContent('经办人');
    await user.click(within(otherForm()).getByRole('button', { name: '返回身份证验证' }));
    expect(screen.queryByRole('form', { name: '其他证件信息' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '使用其他证件' })).toBeInTheDocument();
  });

  it('asks the agent (经办人) by their title and sends the agent’s encryptId with the count, the application and the withdrawal', async () => {
    const encryptId = 'sealed-Agent_42';
    const sent = (method: string) =>
      server.requests.filter((r) => r.method === method && r.url.includes('/v1/user/'));
    server.on('GET', '/v1/user/idCard/contactor/count', { body: envelope({ used: 0, limit: 3 }) });
    server.on('POST', '/v1/user/contactor', { body: envelope({ ...PENDING, kind: 'agent', idType: '1' }) });
    const { user } = renderFlow(undefined, 'agent', encryptId);
    await passSecondFactor(user);
    const upload = await screen.findByRole('form', { name: '经办人身份证上传' });
    expect(upload).toHaveTextContent('请上传经办人二代身份证原件照片');
    await user.click(screen.getByRole('button', { name: '使用其他证件' }));
    expect(within(otherForm()).getByLabelText(/经办人姓名/)).toHaveAttribute(
      'placeholder',
      '请输入经办人姓名',
    );
    await user.type(within(otherForm()).getByLabelText(/姓名/), '陈十');
    await user.selectOptions(within(otherForm()).getByLabelText(/证件类型/), '中国护照');
    await user.type(within(otherForm()).getByLabelText(/证件号码/), 'E7654321');
    await user.click(within(otherForm()).getByRole('button', { name: '提交审核' }));
    await waitFor(() =>
      expect(sent('POST').map((r) => r.url)).toEqual([`/v1/user/contactor?encryptId=${encryptId}`]),
    );
    expect(sent('GET')[0].url).toMatch(
      new RegExp(`^/v1/user/idCard/contactor/count\\?encryptId=${encryptId}&t=\\d+$`),
    );
  });

  it('withdraws the agent’s application with its encryptId', async () => {
    server.on('GET', '/v1/user/idCard/contactor/count', { body: envelope({ used: 1, limit: 3 }) });
    server.on('PUT', '/v1/user/contactor', { body: envelope({ ...PENDING, kind: 'agent', auditFlag: '2' }) });
    const { user } = renderFlow({ ...PENDING, kind: 'agent' }, 'agent', 'sealed-Agent_42');
    await user.click(screen.getByRole('button', { name: '撤回申请' }));
    await waitFor(() =>
      expect(
        server.requests
          .filter((r) => r.method === 'PUT')
          .map((r) => [r.url, JSON.parse(r.body.toString()) as unknown]),
      ).toEqual([['/v1/user/contactor?encryptId=sealed-Agent_42', { id: '12' }]]),
    );
  });

  it('shows no validity for an application with another document', () => {
    server.on('POST', '/v1/user/idCard/count', { body: envelope({ used: 1, limit: 3 }) });
    renderFlow({ ...PENDING, idType: '1', validTo: null });
    expect(screen.getByRole('region', { name: '最近一次申请' })).not.toHaveTextContent('有效期至');
  });
});
