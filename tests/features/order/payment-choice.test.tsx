import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';

import type { CapitalMode } from '@/api/core/contract-trading';
import type { FastPayCard, PaymentValues } from '@/features/order/fast-pay';
import { PaymentChoice } from '@/features/order/payment-choice';

const card = (id: string, bankName: string, tail: string, paidToday = '0.00'): FastPayCard => ({
  id,
  bankCode: bankName === '招商银行' ? '007' : '002',
  bankName,
  cardNoMasked: `6222 **** **** ${tail}`,
  phoneMasked: '138****0001',
  fastPay: true,
  boundAt: '2026-01-05 10:00',
  fastPayLimits: {
    singleLimit: '50000.00',
    dailyLimit: bankName === '招商银行' ? '200000.00' : '50000.00',
    paidToday,
  },
});

function Harness({ cards, amount = '' }: { cards: FastPayCard[] | undefined; amount?: string }) {
  const [values, setValues] = useState<PaymentValues>({ amount, capitalMode: '1', bankAccount: '' });
  return (
    <MemoryRouter initialEntries={['/trade-center/purchase/order?fundCode=970031']}>
      <PaymentChoice
        accepted={['1', '2'] as CapitalMode[]}
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        fastPayCards={cards}
      />
    </MemoryRouter>
  );
}

describe('the payment choice of the purchase order', () => {
  it('without a fast-pay card, 快捷支付 cannot be chosen and says how to open it (a link to the fast-pay card screen that comes back to this order), not 暂未开通', () => {
    render(<Harness cards={[]} />);
    const fastPay = screen.getByRole('radio', { name: /快捷支付/ });
    expect(fastPay).toBeDisabled();
    expect(fastPay).toHaveAccessibleDescription('您还没有开通快捷支付的银行卡，开通后即可从银行卡直接扣款');
    expect(screen.getByRole('link', { name: '去开通快捷支付' })).toHaveAttribute(
      'href',
      '/hall/user/card/fast-pay?back=%2Ftrade-center%2Fpurchase%2Forder%3FfundCode%3D970031',
    );
    expect(screen.queryByText(/暂未开通/)).toBeNull();
  });

  it('with fast-pay cards, 快捷支付 chooses the first card and shows each card’s bank, masked number and its limits', async () => {
    const user = userEvent.setup();
    render(
      <Harness cards={[card('1', '中国工商银行', '4514', '10000.00'), card('2', '招商银行', '7896')]} />,
    );
    await user.click(screen.getByRole('radio', { name: /快捷支付/ }));
    const select = screen.getByRole('combobox', { name: '支付银行卡' });
    expect(select).toHaveValue('1');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '请选择银行卡',
      '中国工商银行 6222 **** **** 4514',
      '招商银行 6222 **** **** 7896',
    ]);
    expect(screen.getByText('单笔限额5万元，单日限额5万元，该卡今日还可支付4万元')).toBeVisible();
    await user.selectOptions(select, '2');
    expect(screen.getByText('单笔限额5万元，单日限额20万元，该卡今日还可支付20万元')).toBeVisible();
  });

  it('an amount above what the chosen card may still pay today is refused with the rule the back office applies', async () => {
    const user = userEvent.setup();
    render(<Harness cards={[card('1', '中国工商银行', '4514', '10000.00')]} amount="40000.01" />);
    await user.click(screen.getByRole('radio', { name: /快捷支付/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '超过中国工商银行快捷支付单日限额5万元，该卡今日已支付1万元，最多还可支付4万元，请减少金额或选择汇款支付',
    );
  });
});
