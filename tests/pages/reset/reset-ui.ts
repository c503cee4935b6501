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

/** Types the SMS code and the new login (or trade) password and its confirmation into `form`, without sending it. */
export async function fillNewPassword(
  user: User,
  form: HTMLElement,
  { smsCode, password, kind = '登录' }: { smsCode: string; password: string; kind?: '登录' | '交易' },
) {
  await user.type(within(form).getByLabelText('短信验证码'), smsCode);
  await user.type(within(form).getByLabelText(`新${kind}密码`), password);
  await user.type(within(form).getByLabelText(`确认新${kind}密码`), password);
}
