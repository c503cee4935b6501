import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import type { HoldingItem } from '@/api/account/contract-assets';
import { HoldingsTable } from '@/features/assets';

const HOLDING: HoldingItem = {
  fundCode: '970011',
  fundName: '国证资管安心纯债债券A',
  fundType: '债券型',
  tradeAccount: '990000000101',
  shares: '65302.42',
  nav: '1.0829',
  navDate: '20261204',
  cost: '60000.00',
  marketValue: '70716.99',
  holdingIncome: '10716.99',
  cumulativeIncome: '10716.99',
  yesterdayIncome: '6.53',
  yieldRate: '17.86',
  dividendType: '1',
};

describe('我的资产: a holding carries its actions (issue 38 item 3)', () => {
  it('买入 and 赎回 lead to the fund’s order pages, 详情 to its 产品详情; 分红方式 asks the screen', async () => {
    const onChangeDividend = jest.fn();
    render(<HoldingsTable caption="直销持仓" holdings={[HOLDING]} onChangeDividend={onChangeDividend} />, {
      wrapper: MemoryRouter,
    });
    const row = screen.getAllByRole('row')[1];
    expect(row).toHaveTextContent('70,716.99元');
    expect(within(row).getByRole('link', { name: '买入国证资管安心纯债债券A' })).toHaveAttribute(
      'href',
      '/trade-center/purchase/order?id=970011',
    );
    expect(within(row).getByRole('link', { name: '赎回国证资管安心纯债债券A' })).toHaveAttribute(
      'href',
      '/trade-center/redeem/order?id=970011&account=990000000101',
    );
    // Its 产品详情 (基金档案, issue 41) in a new window.
    const detail = within(row).getByRole('link', { name: '详情国证资管安心纯债债券A（在新窗口打开）' });
    expect(detail).toHaveAttribute('href', '/index.html#/product/detail?productCode=970011');
    expect(detail).toHaveAttribute('target', '_blank');
    await userEvent.click(within(row).getByRole('button', { name: '分红方式国证资管安心纯债债券A' }));
    expect(onChangeDividend).toHaveBeenCalledWith(HOLDING);
  });
});
