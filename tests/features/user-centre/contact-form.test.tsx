import '../../api/support/node-fetch';

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';

import type { UserDetailData } from '@/api/user/contract';
import { ContactForm } from '@/features/user-centre';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';

const { setup, server } = apiTestServer();

const CONTACT: UserDetailData['contact'] = {
  address: '北京市东城区示范路88号3层301室',
  postcode: '100010',
  areaCode: '010',
  landline: '65001234',
  email: 'zhangsan@example.com',
  vocation: '02',
  nationality: 'CHN',
  education: '',
  yearIncome: '',
  marriage: '',
  province: '110000',
  city: '110100',
  county: '110101',
};

/** Each dictionary by id, and for cities and counties by their parent (cityId). */
const DICTIONARIES: Record<string, Record<string, Record<string, string>>> = {
  '3': { '': { '02': '专业技术人员' } },
  '4': { '': { CHN: '中国', USA: '美国' } },
  '7': { '': { '03': '本科' } },
  '8': { '': { '3': '20万-50万元' } },
  '15': { '': { '1': '已婚', '0': '未婚' } },
  '12': { '': { '110000': '北京市', '310000': '上海市' } },
  '13': { '110000': { '110100': '北京市' }, '310000': { '310100': '上海市' } },
  '14': { '110100': { '110101': '东城区' }, '310100': { '310101': '黄浦区' } },
};

function renderForm(person: boolean) {
  for (const [id, byParent] of Object.entries(DICTIONARIES)) {
    server.on('GET', `/v1/dict/${id}`, (request) => ({
      body: envelope(byParent[request.query.get('cityId') ?? ''] ?? {}),
    }));
  }
  server.on('PUT', '/v1/user', { body: envelope(null) });
  const { store } = setup();
  const onDone = jest.fn();
  render(
    <Provider store={store}>
      <ContactForm contact={CONTACT} person={person} onDone={onDone} />
    </Provider>,
  );
  return { user: userEvent.setup(), onDone };
}

const sent = () =>
  server.requests.filter((r) => r.method === 'PUT').map((r) => JSON.parse(r.body.toString()) as unknown);

describe('个人资料: the profile of spec §3’s dictionaries', () => {
  it('a new province empties the city and county, which are chosen again level by level', async () => {
    const { user, onDone } = renderForm(true);
    const province = screen.getByLabelText('省份');
    await waitFor(() => expect(screen.getByLabelText('区县')).toHaveValue('110101'));
    await user.selectOptions(province, '310000');
    expect(screen.getByLabelText('城市')).toHaveValue('');
    expect(screen.getByLabelText('区县')).toHaveValue('');
    expect(screen.getByLabelText('区县')).toBeDisabled();
    await user.selectOptions(
      await screen.findByLabelText('城市'),
      await screen.findByRole('option', { name: '上海市', selected: false }),
    );
    await user.selectOptions(
      screen.getByLabelText('区县'),
      await screen.findByRole('option', { name: '黄浦区' }),
    );
    await user.selectOptions(screen.getByLabelText('学历'), '03');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([
      { ...CONTACT, education: '03', province: '310000', city: '310100', county: '310101' },
    ]);
  });

  it('an organisation is not asked for a person’s profile', () => {
    renderForm(false);
    expect(screen.queryByRole('group', { name: '所在地区' })).toBeNull();
    expect(screen.queryByLabelText('国籍')).toBeNull();
  });
});

describe('个人资料: a new e-mail (issue 39, M1)', () => {
  it('asks for the SMS code of the bound phone first, then saves with its ticket', async () => {
    const { user, onDone } = renderForm(false);
    server.on('POST', '/v1/auth/sms', { body: envelope('138****0001') });
    server.on('POST', '/v1/auth/2fa', { body: envelope({ ticket: 'ticket-1' }) });
    const email = screen.getByLabelText('电子邮箱');
    await user.clear(email);
    await user.type(email, 'zhang.new@example.com');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('对账单和资产证明将发送至新的电子邮箱：请先完成短信验证，验证通过后自动保存。'),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
    const group = screen.getByRole('group', { name: '安全验证' });
    await user.click(within(group).getByRole('button', { name: '获取验证码' }));
    await user.type(within(group).getByLabelText(/验证码/), '123456');
    await user.click(within(group).getByRole('button', { name: '验证' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ ...CONTACT, email: 'zhang.new@example.com', ticket: 'ticket-1' }]);
    expect(server.bodiesTo('/v1/auth/sms')).toEqual([{ type: 'twoFactor' }]);
  });

  it('the address on file in other letters saves without a code', async () => {
    const { user, onDone } = renderForm(false);
    const email = screen.getByLabelText('电子邮箱');
    await user.clear(email);
    await user.type(email, 'ZhangSan@Example.com');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent()).toEqual([{ ...CONTACT, email: 'ZhangSan@Example.com' }]);
    expect(screen.queryByRole('group', { name: '安全验证' })).toBeNull();
  });
});
