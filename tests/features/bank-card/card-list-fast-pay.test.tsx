import { screen, waitFor, within } from '@testing-library/react';

import type { BankCard } from '@/api/bank/contract-cards';
import { CardList } from '@/features/bank-card';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

const card = (id: string, bankCode: string, bankName: string, fastPay: boolean): BankCard => ({
  id,
  bankCode,
  bankName,
  cardNoMasked: `6222 **** **** 10${id}1`,
  phoneMasked: '138****0001',
  fastPay,
  boundAt: '2026-11-23 10:00',
  fastPayLimits: null,
});
const ICBC = card('1', '002', '中国工商银行', false);
const SUZHOU = card('2', '035', '苏州银行', false);
const CMB = card('3', '007', '招商银行', true);

const itemOf = (bank: string) =>
  within(screen.getByRole('list', { name: '已绑定的银行卡' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(bank)) as HTMLElement;

describe('开通/关闭快捷支付 beside each bound card', () => {
  it('offers 开通快捷支付 where the bank has it, says when it has none, and 关闭快捷支付 on a fast-pay card', () => {
    renderConnected(<CardList cards={[ICBC, SUZHOU, CMB]} isNaturalPerson />);
    expect(within(itemOf('中国工商银行')).getByRole('button', { name: '开通快捷支付' })).toBeInTheDocument();
    expect(itemOf('苏州银行')).toHaveTextContent('该银行暂不支持快捷支付');
    expect(within(itemOf('苏州银行')).queryByRole('button', { name: '开通快捷支付' })).toBeNull();
    expect(within(itemOf('招商银行')).getByRole('button', { name: '关闭快捷支付' })).toBeInTheDocument();
  });

  it('asks for the agreement before the bank SMS, then opens with the code and tells the screen', async () => {
    server.on('POST', '/v1/bank/fastPay/open', {
      body: envelope({ openId: '9', phoneMasked: '138****0001' }),
    });
    server.on('POST', '/v1/bank/fastPay/confirm', { body: envelope({ ...ICBC, fastPay: true }) });
    const onOpened = jest.fn();
    const { user } = renderConnected(<CardList cards={[ICBC]} isNaturalPerson onOpened={onOpened} />);
    await user.click(screen.getByRole('button', { name: '开通快捷支付' }));
    const dialog = screen.getByRole('dialog', { name: '开通快捷支付' });
    expect(dialog).toHaveTextContent('快捷支付限额：单笔 50,000 元，单日 50,000 元');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请阅读并同意《快捷支付服务协议》');
    expect(server.requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: /我已阅读并同意/ }));
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByText('银行验证码已发送至138****0001')).toBeInTheDocument();
    expect(server.bodiesTo('/v1/bank/fastPay/open')).toEqual([{ cardId: '1', agreed: true }]);
    await user.type(within(dialog).getByLabelText('银行验证码'), '123456');
    await user.click(within(dialog).getByRole('button', { name: '确认开通' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledTimes(1));
    expect(server.bodiesTo('/v1/bank/fastPay/confirm')).toEqual([{ openId: '9', code: '123456' }]);
  });
});
