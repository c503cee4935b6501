import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ReceivingAccount as ReceivingAccountInfo } from '@/api/bank/contract';
import { ReceivingAccountView as ReceivingAccountPanel } from '@/features/receiving-account';

const ICBC: ReceivingAccountInfo = {
  bankName: '中国工商银行',
  name: '国证资产管理有限公司',
  station: '中国工商银行股份有限公司深圳分行营业部',
  account: '4000023009200100001',
  payCode: '102584000002',
};
const CMB: ReceivingAccountInfo = {
  bankName: '招商银行',
  name: '国证资产管理有限公司',
  station: '招商银行股份有限公司深圳分行营业部',
  account: '755921087710001',
};

function setup(props: Parameters<typeof ReceivingAccountPanel>[0]) {
  const user = userEvent.setup();
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  render(<ReceivingAccountPanel {...props} />);
  return { user, writeText };
}

describe('ReceivingAccountPanel', () => {
  it('shows one bank without tabs: bankName, name, station, account and payCode', () => {
    setup({ accounts: [ICBC] });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '直销收款账户' });
    const { account: _account, ...rest } = ICBC;
    for (const value of Object.values(rest)) expect(panel).toHaveTextContent(value);
    // Read in groups of four; copied bare (below).
    expect(panel).toHaveTextContent('4000 0230 0920 0100 001');
    expect(
      within(panel)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('大额支付号');
  });

  it('leaves out a payCode the bank does not have', () => {
    setup({ accounts: [CMB] });
    expect(screen.getAllByRole('term').map((term) => term.textContent)).not.toContain('大额支付号');
    expect(screen.queryByRole('button', { name: '复制大额支付号' })).not.toBeInTheDocument();
  });

  it('copies a field and toasts 复制成功', async () => {
    const { user, writeText } = setup({ accounts: [ICBC] });
    await user.click(screen.getByRole('button', { name: '复制账号' }));
    expect(writeText).toHaveBeenCalledWith('4000023009200100001');
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制开户行' }));
    expect(writeText).toHaveBeenLastCalledWith('中国工商银行股份有限公司深圳分行营业部');
  });

  it('has one tab per bank when there are several; switching shows that bank', async () => {
    const { user } = setup({ accounts: [ICBC, CMB] });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['中国工商银行', '招商银行']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('4000 0230 0920 0100 001');
    await user.click(screen.getByRole('tab', { name: '招商银行' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('7559 2108 7710 001');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '中国工商银行' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shortens a bank name over 6 characters and gives it a tooltip', () => {
    const long = { ...CMB, bankName: '上海浦东发展银行深圳分行' };
    setup({ accounts: [ICBC, long] });
    const tab = screen.getByRole('tab', { name: '上海浦东发展银行深圳分行' });
    expect(tab).toHaveAttribute('title', '上海浦东发展银行深圳分行');
    expect(within(tab).getByText('上海浦东发展…')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '中国工商银行' })).not.toHaveAttribute('title');
  });

  it('says no account could be fetched when the list is empty or the call failed', () => {
    const message = '未正常获取到国证资管直销收款账号 请联系客服或您的客户经理';
    const { rerender } = render(<ReceivingAccountPanel accounts={[]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    rerender(<ReceivingAccountPanel accounts={undefined} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says it is loading while the accounts are on their way', () => {
    render(<ReceivingAccountPanel accounts={undefined} loading />);
    const panel = screen.getByRole('region', { name: '直销收款账户' });
    expect(within(panel).getByRole('status')).toHaveTextContent('正在获取收款账户…');
  });
});
