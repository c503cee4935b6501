import {
  allocationOf,
  allocationSummary,
  trendRows,
  trendSummary,
} from '@/features/assets/charts/chart-data';
import { emailFieldError, maskEmail } from '@/features/assets/email-rules';

describe('the consignment e-mail field (spec §5)', () => {
  it('asks for an address, refuses a malformed one, and says 请先输入邮箱地址 when sent empty', () => {
    expect(emailFieldError('  ', 'blur')).toBe('请输入电子邮箱');
    expect(emailFieldError('', 'send')).toBe('请先输入邮箱地址');
    expect(emailFieldError('xujiu@example', 'blur')).toBe('邮箱地址不合规范，请重新输入');
    expect(emailFieldError('xu jiu@example.com', 'send')).toBe('邮箱地址不合规范，请重新输入');
    expect(emailFieldError(' xujiu@example.com ', 'send')).toBeNull();
  });

  it('masks the address on file', () => {
    expect(maskEmail('zhangsan@example.com')).toBe('zha***@example.com');
  });
});

const holding = (fundType: string, marketValue: string) =>
  ({ fundType, marketValue }) as Parameters<typeof allocationOf>[0][number];

describe('what the charts say in words', () => {
  it('groups the allocation by fund type, largest first, with shares and 万 amounts', () => {
    const slices = allocationOf([
      holding('债券型', '50000.00'),
      holding('FOF', '18000.00'),
      holding('债券型', '2000.00'),
    ]);
    expect(slices.map((s) => [s.name, s.text, s.share])).toEqual([
      ['债券型', '5.20万元', '74.29%'],
      ['FOF', '1.80万元', '25.71%'],
    ]);
    expect(allocationSummary(slices)).toBe('资产分布：债券型74.29%（5.20万元），FOF25.71%（1.80万元）。');
    expect(allocationSummary([])).toBe('暂无持仓，无资产分布。');
  });

  it('summarises the trend from the first to the last point and tables one point a month', () => {
    const points = [
      { date: '20260105', totalAssets: '10000.00', cumulativeIncome: '0.00' },
      { date: '20260130', totalAssets: '10100.00', cumulativeIncome: '100.00' },
      { date: '20260227', totalAssets: '9800.00', cumulativeIncome: '-200.00' },
    ];
    expect(trendSummary('all', points)).toBe(
      '全部（2026-01-05至2026-02-27）：总资产由1.00万元变为9,800.00元，累计收益由0.00元变为-200.00元。',
    );
    expect(trendRows('all', points).map((p) => p.date)).toEqual(['20260130', '20260227']);
    expect(trendSummary('1m', [])).toBe('近1月暂无资产走势数据。');
  });
});
