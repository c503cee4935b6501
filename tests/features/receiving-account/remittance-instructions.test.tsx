import { screen, within } from '@testing-library/react';

import { RemittancePanel } from '@/features/receiving-account';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

const ICBC = {
  bankName: '中国工商银行',
  name: '国证资产管理有限公司',
  station: '中国工商银行股份有限公司深圳分行营业部',
  account: '4000023009200100001',
  payCode: '102584000002',
};
const CARD = {
  id: '11',
  bankCode: '002',
  bankName: '中国工商银行',
  cardNoMasked: '6222 **** **** 1011',
  fastPay: true,
  fastPayLimits: null,
};

function setup() {
  server.on('GET', '/v1/bank/receivables', { body: envelope([ICBC]) });
  server.on('GET', '/v1/bank/channel', { body: envelope({ cards: [CARD] }) });
  const { user } = renderConnected(
    <RemittancePanel
      fundCode="970031"
      remitDeadDate="20261207"
      remittanceTime="150000"
      serverOffsetMs={undefined}
      order={{ appNo: 'A20261206000042', applySum: '10822.00' }}
    />,
  );
  // After the render: its userEvent.setup() puts a clipboard of its own in place.
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  return { user, writeText };
}

describe('the remittance tells what to do (issue 38 item 5)', () => {
  it('the exact amount, the 附言 with the order number, an account in the investor’s own name, the deadline', async () => {
    setup();
    const howTo = await screen.findByRole('region', { name: '汇款须知' });
    expect(howTo).toHaveTextContent('汇款金额10,822.00元');
    expect(howTo).toHaveTextContent('汇款附言A20261206000042');
    expect(howTo).toHaveTextContent('请使用本人名下的银行账户（同名账户）汇款');
    expect(await within(howTo).findByText('建议使用您已绑定的中国工商银行（尾号1011）')).toBeInTheDocument();
    expect(howTo).toHaveTextContent('汇款资金须在2026-12-07 15:00前到账，逾期未到账本笔申请无效');
    // payCode where there is one, as 大额支付号.
    expect(await screen.findByText('102584000002')).toBeInTheDocument();
  });

  it('copies the account, the amount and the 附言, each with 复制成功', async () => {
    const { user, writeText } = setup();
    await user.click(await screen.findByRole('button', { name: '复制账号' }));
    expect(writeText).toHaveBeenLastCalledWith('4000023009200100001');
    await user.click(screen.getByRole('button', { name: '复制汇款金额' }));
    expect(writeText).toHaveBeenLastCalledWith('10822.00');
    await user.click(screen.getByRole('button', { name: '复制汇款附言' }));
    expect(writeText).toHaveBeenLastCalledWith('A20261206000042');
    expect((await screen.findAllByText('复制成功')).length).toBeGreaterThan(0);
  });
});
