import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { AmountField } from '@/features/order/amount-field';
import { FeePreviewLine } from '@/features/order/fee-preview';
import { OrderTimeline } from '@/features/order/order-timeline';
import { RemittanceDeadline } from '@/features/receiving-account/remittance-deadline';
import { suitabilityCard, SuitabilityCardView } from '@/features/suitability';
import { serverClockOffset } from '@/features/trade-kit';

// The browser's clock is made wrong on purpose: only the server offset may drive what is shown.
const BROWSER_NOW = Date.parse('2030-01-01T00:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: BROWSER_NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

const offsetFor = (serverShanghai: string) => serverClockOffset(serverShanghai, BROWSER_NOW)!;

function AmountHarness() {
  const [value, setValue] = useState('');
  return <AmountField value={value} onChange={setValue} noun="申购" minText="1,000.00元" />;
}

describe('the order form parts', () => {
  it('the amount keeps digits and two decimals and reads the amount back in 大写', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<AmountHarness />);
    const input = screen.getByRole('textbox', { name: '申购金额' });
    expect(input).toHaveAttribute('placeholder', '最低1,000.00元');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '12a345.678');
    expect(input).toHaveValue('12345.67');
    expect(input).toHaveAccessibleDescription('大写金额：壹万贰仟叁佰肆拾伍元陆角柒分');
  });

  it('the amount shows its error tied to the field', () => {
    render(<AmountField value="5" onChange={jest.fn()} noun="认购" error="首次购买金额不能低于1,000.00元" />);
    expect(screen.getByRole('textbox', { name: '认购金额' })).toHaveAccessibleDescription(
      expect.stringContaining('首次购买金额不能低于1,000.00元'),
    );
    expect(screen.getByRole('textbox', { name: '认购金额' })).toBeInvalid();
  });

  it('the fee strikes the list fee through beside the discounted one', () => {
    const { rerender } = render(
      <FeePreviewLine quote={{ listFee: '150.00', fee: '15.00', listRate: '1.5000', rate: '0.1500' }} />,
    );
    expect(screen.getByText('15.00元（0.15%）')).toBeInTheDocument();
    const struck = document.querySelector('del');
    expect(struck).toHaveTextContent('原手续费150.00元（1.50%）');
    rerender(<FeePreviewLine quote={undefined} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('正在计算…');
  });

  it('the suitability card shows levels, expiry, verdict and reasons', () => {
    const reasons = ['产品风险等级R4（中高风险）高于您的风险承受能力C3（稳健型），风险等级不匹配'];
    const card = suitabilityCard({ risk: 'C3', endDate: '20260630', isLowestRisk: false }, 'R4', {
      verdict: {
        statusCode: '1',
        riskMatch: '0',
        investmentTimeMatch: '1',
        investmentVarietiesMatch: '1',
        highRiskProduct: '0',
        reasons,
      },
    });
    render(<SuitabilityCardView card={card} />);
    const region = screen.getByRole('region', { name: /适当性匹配/ });
    expect(region).toHaveTextContent('您的风险承受能力C3 稳健型');
    expect(region).toHaveTextContent('测评有效期至2026-06-30');
    expect(region).toHaveTextContent('产品风险等级R4 中高风险');
    expect(region).toHaveTextContent('不匹配');
    expect(screen.getByRole('listitem')).toHaveTextContent(reasons[0]);
    expect(screen.getByRole('link', { name: '查看风险测评' })).toHaveAttribute(
      'href',
      '/index.html#/hall/user/risk-level',
    );
  });
});

describe('the timeline and the remittance deadline run on the server clock', () => {
  const dates = {
    submittedAt: '2025-03-03 14:58:30',
    tradeDate: '20250303',
    cutOffTime: '150000',
    confirmDate: '20250305',
    availableDate: '20250306',
  };

  it('counts down to the cut-off of the trade date the server named, then says it has passed', () => {
    render(<OrderTimeline dates={dates} serverOffsetMs={offsetFor('2025-03-03 14:58:30')} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:30');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('交易日（T日）2025-03-03');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:30');
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('已过2025-03-03 15:00交易截止时间，申请按该日净值确认')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('预计确认份额2025-03-05');
  });

  it('marks the dates of a provisional exchange calendar 预计 and says what that means', () => {
    const provisional = {
      submittedAt: '2026-12-29 10:00:00',
      tradeDate: '20261229',
      cutOffTime: '150000',
      confirmDate: '20261231',
      availableDate: '20270104',
      provisionalDates: ['20270104'],
    };
    render(<OrderTimeline dates={provisional} serverOffsetMs={undefined} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('预计确认份额2026-12-31基金公司确认份额');
    expect(steps[3]).toHaveTextContent('预计份额可用2027-01-04（预计）');
    expect(
      screen.getByText('标注“预计”的日期按预计交易日历推算，该年度休市安排公布后以实际交易日为准'),
    ).toBeInTheDocument();
  });

  it('names the cut-off the answer carries, not a time of its own', () => {
    render(
      <OrderTimeline
        dates={{ ...dates, cutOffTime: '143000' }}
        serverOffsetMs={offsetFor('2025-03-03 14:58:30')}
      />,
    );
    expect(screen.getByText('已过2025-03-03 14:30交易截止时间，申请按该日净值确认')).toBeInTheDocument();
  });

  it('shows no countdown without the server time', () => {
    render(<OrderTimeline dates={dates} serverOffsetMs={undefined} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('warns when the remittance deadline is within 30 minutes', () => {
    render(
      <RemittanceDeadline
        remitDeadDate="20250303"
        remittanceTime="153000"
        serverOffsetMs={offsetFor('2025-03-03 14:59:00')}
      />,
    );
    expect(screen.getByText('请于2025-03-03 15:30:00前完成汇款')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('距汇款截止时间已不足30分钟，请尽快完成汇款');
    act(() => jest.advanceTimersByTime(30 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('已过汇款截止时间');
  });
});
