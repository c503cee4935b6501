import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Outcome } from '@/api/core/outcome';
import type { FundSearchItem as FundSuggestion } from '@/api/fund/contract';
import { FundSearchView as FundSearch } from '@/features/fund-search';

type FundSearchOutcome = Outcome<readonly FundSuggestion[]>;

const FUNDS: FundSuggestion[] = [
  { code: '970091', name: '国证资管MSCI中国A股指数' },
  { code: '970092', name: '国证资管ESG责任投资混合' },
  { code: '970001', name: '国证资管货币市场基金A' },
];

function setup(
  search: (text: string) => Promise<FundSearchOutcome> = async () => ({ ok: true, value: FUNDS }),
) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onSelect = jest.fn();
  const spy = jest.fn(search);
  render(<FundSearch search={spy} onSelect={onSelect} />);
  const box = screen.getByRole('combobox', { name: '基金搜索' });
  return { user, onSelect, search: spy, box };
}

afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('FundSearch', () => {
  it('shows the placeholder 产品名称/代码', () => {
    const { box } = setup();
    expect(box).toHaveAttribute('placeholder', '产品名称/代码');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing for text without a letter, digit or Chinese character', async () => {
    const { user, box, search } = setup();
    await user.type(box, ' %%- ');
    act(() => jest.advanceTimersByTime(1000));
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('waits for a pause in typing and asks once', async () => {
    const { user, box, search } = setup();
    await user.type(box, 'ms');
    act(() => jest.advanceTimersByTime(200));
    await user.type(box, 'ci');
    expect(search).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(300));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('msci');
  });

  it('keeps only suggestions matching name or code case-insensitively, each with code and name', async () => {
    const { user, box } = setup();
    await user.type(box, 'esg');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('970092');
    expect(options[0]).toHaveTextContent('国证资管ESG责任投资混合');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('matches on the code too', async () => {
    const { user, box } = setup();
    await user.type(box, '9700');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('shows - 关键词下无内容 - for an empty result', async () => {
    const { user, box } = setup(async () => ({ ok: true, value: [] }));
    await user.type(box, '不存在');
    expect(await screen.findByText('- 关键词下无内容 -')).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects by keyboard: arrows move, Enter chooses, the box takes the name', async () => {
    const { user, box, onSelect } = setup();
    await user.type(box, '国证');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { selected: true });
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveTextContent('970092');
    // Up from the first wraps round to the last.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('970001');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(FUNDS[2]);
    expect(box).toHaveValue('国证资管货币市场基金A');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('selects with the mouse and closes on Escape', async () => {
    const { user, box, onSelect } = setup();
    await user.type(box, 'a');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('option', { name: /970091/ }));
    expect(onSelect).toHaveBeenCalledWith(FUNDS[0]);
  });

  it('says a failed search in the list', async () => {
    const { user, box } = setup(async () => ({ ok: false, message: '服务暂时不可用，请稍后再试' }));
    await user.type(box, '债券');
    expect(await screen.findByText('服务暂时不可用，请稍后再试')).toBeVisible();
  });

  it('drops an answer to older text', async () => {
    const answers: Record<string, (outcome: FundSearchOutcome) => void> = {};
    const { user, box } = setup((text) => new Promise((resolve) => (answers[text] = resolve)));
    await user.type(box, 'ms');
    act(() => jest.advanceTimersByTime(300));
    await user.type(box, 'ci');
    act(() => jest.advanceTimersByTime(300));
    await act(async () => answers.msci({ ok: true, value: [FUNDS[0]] }));
    await act(async () => answers.ms({ ok: true, value: FUNDS }));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
