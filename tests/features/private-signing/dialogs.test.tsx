import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DeclarationDialog } from '@/features/private-signing/declaration-dialog';
import { ReadingDialog } from '@/features/private-signing/reading-dialog';
import { RiskSignDialog } from '@/features/private-signing/risk-sign-dialog';

import { createMockDocument, createMockRisk, ITEMS } from './factories';

describe('the declaration dialog', () => {
  function setup(ticked: string[]) {
    const onTick = jest.fn<void, [string, boolean]>();
    const onConfirm = jest.fn();
    render(
      <DeclarationDialog
        items={ITEMS}
        ticked={ticked}
        submitting={false}
        onTick={onTick}
        onConfirm={onConfirm}
        onCancel={jest.fn()}
      />,
    );
    return { user: userEvent.setup(), onTick, onConfirm };
  }

  it('keeps 提交声明 disabled at 12 of 13 ticked', () => {
    setup(ITEMS.slice(0, 12).map((item) => item.code));
    const dialog = screen.getByRole('dialog', { name: '投资者声明' });
    expect(dialog).toHaveTextContent('已勾选 12/13 项');
    expect(screen.getByRole('button', { name: '提交声明' })).toBeDisabled();
    expect(screen.getAllByRole('checkbox')).toHaveLength(13);
    expect(screen.getByRole('checkbox', { name: '声明第13项' })).not.toBeChecked();
  });

  it('enables it at 13 of 13 and reports each tick', async () => {
    const { user, onTick, onConfirm } = setup(ITEMS.map((item) => item.code));
    const send = screen.getByRole('button', { name: '提交声明' });
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('checkbox', { name: '声明第3项' }));
    expect(onTick).toHaveBeenCalledWith('D03', false);
  });
});

describe('the reading dialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down the reading time before 我已阅读 is enabled', () => {
    const onCounted = jest.fn();
    render(
      <ReadingDialog
        title="阅读电子合同"
        document={createMockDocument({ readSeconds: 10 })}
        submitting={false}
        onCounted={onCounted}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '阅读电子合同' });
    expect(screen.getByRole('link', { name: /^阅读《.+资产管理合同》（在新窗口打开）$/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('button', { name: '请阅读 10 秒' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('button', { name: '请阅读 6 秒' })).toBeDisabled();
    expect(onCounted).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByRole('button', { name: '我已阅读' })).toBeEnabled();
    expect(onCounted).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveTextContent('存证编号：CZ-AAAA-AAAA-AAAA-AAAA');
    expect(dialog).not.toHaveTextContent('a'.repeat(64));
  });
});

describe('the risk disclosure signature dialog', () => {
  it('signs the read disclosure on its own, before the contract, once its statement is ticked', async () => {
    const onConfirm = jest.fn();
    render(
      <RiskSignDialog
        document={createMockRisk()}
        submitting={false}
        onConfirm={onConfirm}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '签署风险揭示书' });
    expect(dialog).toHaveTextContent(
      '签署电子合同前，请先签署风险揭示书。签署后方可完成投资者声明并签署电子合同。',
    );
    const sign = screen.getByRole('button', { name: '签署风险揭示书' });
    expect(sign).toBeDisabled();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('checkbox', {
        name: '本人已阅读《国证资管鑫享1号集合资产管理计划风险揭示书》，理解并确认其中揭示的全部风险，知悉本产品可能发生本金损失，自愿承担投资风险。',
      }),
    );
    await user.click(sign);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
