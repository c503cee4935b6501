import { screen, waitFor } from '@testing-library/react';

import type { BankChannel } from '@/api/bank/contract-cards';
import { AddCardForm } from '@/features/bank-card';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

const BANKS: BankChannel[] = [
  {
    bankCode: '002',
    bankName: '中国工商银行',
    shortName: '工商银行',
    prefixes: ['622202'],
    luhn: true,
    singleLimit: 50000,
    dailyLimit: 50000,
  },
  {
    bankCode: '007',
    bankName: '招商银行',
    shortName: '招商银行',
    prefixes: ['621483'],
    luhn: true,
    singleLimit: 50000,
    dailyLimit: 200000,
  },
];

function renderForm() {
  const onDone = jest.fn();
  const { user } = renderConnected(<AddCardForm banks={BANKS} fastPay onDone={onDone} />);
  return { user, onDone };
}

const bodies = (path: string) => server.bodiesTo(path);

describe('AddCardForm', () => {
  it('groups the number, recognises the bank, needs phone and agreement before the bank SMS', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('银行卡号'), '6214831234567896');
    expect(screen.getByLabelText('银行卡号')).toHaveValue('6214 8312 3456 7896');
    expect(screen.getByText('识别为招商银行')).toBeInTheDocument();
    expect(screen.getByLabelText('开户银行')).toHaveValue('007');
    expect(screen.getByText(/单日 200,000 元/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入银行预留手机号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('银行预留手机号'), '1370000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号码不合规范，请重新输入')).toBeInTheDocument();
    expect(screen.getAllByText('请阅读并同意《快捷支付服务协议》').length).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(0);
  });

  it('starts the binding with the first press (60 s countdown), then confirms with the code', async () => {
    server.on('POST', '/v1/bank', { body: envelope({ bindId: '7', phoneMasked: '137****1111' }) });
    server.on('POST', '/v1/bank/confirm', {
      body: envelope({
        id: '7',
        bankCode: '007',
        bankName: '招商银行',
        cardNoMasked: '6214 **** **** 7896',
        phoneMasked: '137****1111',
        fastPay: true,
        boundAt: '2026-11-23 10:00',
      }),
    });
    const { user, onDone } = renderForm();
    await user.type(screen.getByLabelText('银行卡号'), '6214831234567896');
    await user.type(screen.getByLabelText('银行预留手机号'), '13700001111');
    await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('银行验证码已发送至137****1111')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^(60|59)秒后重新获取$/ })).toBeInTheDocument();
    expect(bodies('/v1/bank')).toEqual([
      { bankCode: '007', cardNo: '6214831234567896', phone: '13700001111', fastPay: '1', agreed: true },
    ]);
    await user.type(screen.getByLabelText('银行验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(bodies('/v1/bank/confirm')).toEqual([{ bindId: '7', code: '123456' }]);
  });
});
