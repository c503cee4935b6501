import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Outcome } from '@/api/core/outcome';
import { TradePasswordDialog, TradePasswordInput } from '@/features/trade-password';

function setup({
  isNaturalPerson = true,
  submit = async (): Promise<Outcome> => ({ ok: true, value: null }),
} = {}) {
  const user = userEvent.setup();
  const props = { submit: jest.fn(submit), onSuccess: jest.fn(), onClose: jest.fn() };
  render(<TradePasswordDialog open isNaturalPerson={isNaturalPerson} {...props} />);
  const field = () => screen.getByLabelText('交易密码');
  return { user, field, ...props };
}

describe('TradePasswordDialog', () => {
  it('requires the password: empty and whitespace-only both say 请输入交易密码', async () => {
    const { user, field, submit } = setup();
    expect(field()).toHaveAttribute('type', 'password');
    expect(field()).toHaveAttribute('placeholder', '请输入交易密码');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入交易密码');
    await user.type(field(), '   ');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入交易密码');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the password as typed and closes on success', async () => {
    const { user, field, submit, onSuccess } = setup();
    await user.type(field(), '147258{Enter}');
    expect(submit).toHaveBeenCalledWith('147258');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message under the field", async () => {
    const { user, field, onSuccess } = setup({
      submit: async () => ({ ok: false, message: '交易密码错误，您还有4次机会' }),
    });
    await user.type(field(), '111111');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('交易密码错误，您还有4次机会');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('closes with 取消 without sending', async () => {
    const { user, submit, onClose } = setup();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends a natural person to the trade-password reset page', () => {
    setup({ isNaturalPerson: true });
    expect(screen.getByRole('link', { name: '忘记交易密码' })).toHaveAttribute(
      'href',
      '/index.html#/hall/user/password/reset-trade',
    );
  });

  it('tells an institution it cannot reset online', async () => {
    const { user } = setup({ isNaturalPerson: false });
    expect(screen.queryByRole('link', { name: '忘记交易密码' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '忘记交易密码' }));
    const notice = screen.getByRole('alertdialog', { name: '机构用户暂不支持重置交易密码' });
    expect(notice).toHaveTextContent('如有疑问可咨询您的财富顾问或致电客服');
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '交易密码验证' })).toBeInTheDocument();
  });
});

describe('TradePasswordInput', () => {
  it('is a labelled password field limited to 6 characters, with its error', () => {
    render(
      <TradePasswordInput
        value=""
        onChange={jest.fn()}
        error="交易密码错误"
        isNaturalPerson
        resetHref="/x"
      />,
    );
    const field = screen.getByLabelText('交易密码');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(field).toHaveAccessibleDescription('交易密码错误');
    expect(screen.getByRole('link', { name: '忘记交易密码' })).toHaveAttribute('href', '/x');
  });
});
