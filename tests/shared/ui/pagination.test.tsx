import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Pagination } from '@/shared/ui';

function setup(props: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const onChange = jest.fn();
  const user = userEvent.setup();
  const view = render(<Pagination total={95} onChange={onChange} {...props} />);
  const nav = () => screen.getByRole('navigation', { name: '分页' });
  return { user, onChange, nav, ...view };
}

describe('Pagination', () => {
  it('starts on page 1 of size 10, with the total and the sizes 10/20/30/50', () => {
    const { nav } = setup();
    expect(nav()).toHaveTextContent('共 95 条');
    expect(screen.getByRole('button', { name: '第1页' })).toHaveAttribute('aria-current', 'page');
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(sizes).toHaveValue('10');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10条/页', '20条/页', '30条/页', '50条/页']);
    expect(screen.getByRole('button', { name: '第10页' })).toBeInTheDocument();
  });

  it('has first-page and last-page buttons, disabled at their own end', async () => {
    const { user, onChange } = setup();
    expect(screen.getByRole('button', { name: '首页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '尾页' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 10, pageSize: 10 });
    expect(screen.getByRole('button', { name: '第10页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '尾页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '首页' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
  });

  it('moves with previous, next and the page numbers, and elides far pages', async () => {
    const { user, onChange, nav } = setup({ total: 500 });
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: '第5页' }));
    await user.click(screen.getByRole('button', { name: '第7页' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 7, pageSize: 10 });
    expect(nav()).toHaveTextContent('…');
    expect(screen.queryByRole('button', { name: '第20页' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第50页' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 6, pageSize: 10 });
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { user, onChange } = setup({ defaultPage: 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    expect(screen.getByRole('button', { name: '第2页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第3页' })).not.toBeInTheDocument();
  });

  it('follows a controlled page', () => {
    const { rerender } = setup({ page: 4, pageSize: 20 });
    expect(screen.getByRole('button', { name: '第4页' })).toHaveAttribute('aria-current', 'page');
    rerender(<Pagination total={95} page={5} pageSize={20} />);
    expect(screen.getByRole('button', { name: '第5页' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides on a single page only when asked', () => {
    const { rerender } = setup({ total: 8, hideOnSinglePage: true });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pagination total={8} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 8 条');
    rerender(<Pagination total={11} hideOnSinglePage />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });
});
