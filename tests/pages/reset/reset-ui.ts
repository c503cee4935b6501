import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** Solves the reset's slider by keyboard (the test server's puzzle wants 21 px). */
export async function solveSlider(user: User) {
  const dialog = await screen.findByRole('dialog', { name: '安全验证' });
  const handle = within(dialog).getByRole('slider');
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled', 'true'));
  handle.focus();
  await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{Enter}');
}
