import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PageShell } from '@/shared/components/page-shell';
import { applyStoredElderMode } from '@/shared/components/page-shell/elder-mode';

const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root().classList.remove('gz-elder');
});

describe('长辈模式', () => {
  it('is a pressed/unpressed button in every page header that restyles the page and is remembered', async () => {
    const user = userEvent.setup();
    const first = render(<PageShell subtitle="投资者登录">内容</PageShell>);
    const toggle = screen.getByRole('button', { name: '长辈模式' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(root()).not.toHaveClass('gz-elder');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(root()).toHaveClass('gz-elder');
    expect(JSON.parse(localStorage.getItem('gzzg.elderMode') ?? 'null')).toEqual({ v: 1, d: true });

    // The next page load: the stored choice is applied before the first paint, and the switch shows it.
    first.unmount();
    root().classList.remove('gz-elder');
    applyStoredElderMode();
    expect(root()).toHaveClass('gz-elder');
    render(<PageShell>内容</PageShell>);
    expect(screen.getByRole('button', { name: '长辈模式' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '长辈模式' }));
    expect(root()).not.toHaveClass('gz-elder');
    applyStoredElderMode();
    expect(root()).not.toHaveClass('gz-elder');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PageShell>内容</PageShell>);
    const toggle = screen.getByRole('button', { name: '长辈模式' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores a stored value of another shape', () => {
    localStorage.setItem('gzzg.elderMode', JSON.stringify({ v: 1, d: 'yes' }));
    applyStoredElderMode();
    expect(root()).not.toHaveClass('gz-elder');
  });
});
