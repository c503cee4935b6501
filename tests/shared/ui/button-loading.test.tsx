import { fireEvent, render, screen } from '@testing-library/react';

import { Button } from '@/shared/ui';

it('a loading submit button takes no second click: the form is not submitted again (issue 29)', () => {
  const submitted = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <form onSubmit={submitted}>
      <Button nativeType="submit" loading>
        保存
      </Button>
    </form>,
  );
  const save = screen.getByRole('button', { name: '保存' });
  // Marked busy for assistive technology, yet still focusable (a natively disabled button loses focus).
  expect(save).toHaveAttribute('aria-disabled', 'true');
  save.focus();
  expect(save).toHaveFocus();
  fireEvent.click(save);
  expect(submitted).not.toHaveBeenCalled();
});
