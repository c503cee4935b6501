import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { SmsDialogView as SmsDialog } from '@/features/sms';
import { type SmsDialogViewProps } from '@/features/sms/sms-dialog-view';

type Props = Partial<SmsDialogViewProps>;

function setup(props: Props = {}) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const send = jest.fn(props.send ?? (async () => ({ ok: true as const, value: '138****0001' })));
  const verify = jest.fn(props.verify ?? (async () => ({ ok: true as const, value: null })));
  const onResult = jest.fn();
  render(<SmsDialog open {...props} send={send} verify={verify} onResult={props.onResult ?? onResult} />);
  const field = () => screen.getByRole('textbox', { name: '短信验证码' });
  return { user, send, verify, onResult, field };
}

describe('SmsDialog', () => {
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('sends on 获取验证码, counts down 120 s with the button disabled, then offers 重新获取', async () => {
    const { user, send } = setup();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(send).toHaveBeenCalledTimes(1);
    const counting = await screen.findByRole('button', { name: '120秒后重新获取' });
    expect(counting).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '119秒后重新获取' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(119_000));
    expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
  });

  it('moves the focus to the code field once the code is sent (the disabled button would drop it)', async () => {
    const { user, field } = setup();
    const send = screen.getByRole('button', { name: '获取验证码' });
    send.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: '120秒后重新获取' });
    expect(field()).toHaveFocus();
  });

  it('moves the focus to the code field when the dialog took back the focus the sending button dropped', async () => {
    let sent = (_: { ok: true; value: string }) => {};
    const { user, field } = setup({ send: () => new Promise((resolve) => (sent = resolve)) });
    screen.getByRole('button', { name: '获取验证码' }).focus();
    await user.keyboard('{Enter}');
    // The focus trap's answer to a control that dropped the focus, before the countdown's effect runs.
    const dialog = screen.getByRole('dialog');
    dialog.focus();
    expect(dialog).toHaveFocus();
    await act(async () => sent({ ok: true, value: '138****0001' }));
    await screen.findByRole('button', { name: '120秒后重新获取' });
    expect(field()).toHaveFocus();
  });

  it('counts 60 s for bank SMS', async () => {
    const { user } = setup({ countdownSeconds: 60 });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
  });

  it('toasts that the code went to the masked phone and is valid for 2 minutes', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送至138****0001');
    const toasts = screen.getAllByRole('status');
    expect(toasts.some((node) => node.textContent?.includes('验证码已发送至138****0001，2分钟内有效'))).toBe(
      true,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('验证码已发送至138****0001');
  });

  it('shows a failed send under the field and does not count down', async () => {
    const { user } = setup({ send: async () => ({ ok: false, message: '短信发送过于频繁，请稍后再试' }) });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('短信发送过于频繁，请稍后再试');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('requires the code, then exactly 6 digits, with the field limited to 6', async () => {
    const { user, verify, field } = setup();
    expect(field()).toHaveAttribute('maxlength', '6');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入短信验证码');
    await user.type(field(), '12a3');
    expect(field()).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入6位数字的短信验证码');
    expect(verify).not.toHaveBeenCalled();
  });

  it('verifies with 确定 (or Enter) and shows a refusal under the field', async () => {
    const { user, verify, onResult, field } = setup({
      verify: async () => ({ ok: false, message: '短信验证码错误' }),
    });
    await user.type(field(), '123456{Enter}');
    expect(verify).toHaveBeenCalledWith('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('reports true when the code is accepted and false when closed', async () => {
    const { user, onResult, field } = setup();
    await user.type(field(), '654321');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onResult).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onResult).toHaveBeenCalledTimes(3);
    expect(onResult).toHaveBeenLastCalledWith(false);
  });
});

function TwoDialogs({ results }: { results: string[] }) {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(false);
  const send = async () => ({ ok: true as const, value: '' });
  const verify = async () => ({ ok: true as const, value: null });
  return (
    <>
      <button type="button" onClick={() => setSecond(true)}>
        打开第二个
      </button>
      <SmsDialog
        open={first}
        title="短信登录"
        send={send}
        verify={verify}
        onResult={(ok) => {
          results.push(`first:${ok}`);
          setFirst(false);
        }}
      />
      <SmsDialog
        open={second}
        title="银行短信验证"
        send={send}
        verify={verify}
        onResult={(ok) => {
          results.push(`second:${ok}`);
          setSecond(false);
        }}
      />
    </>
  );
}

describe('only one SMS dialog at a time', () => {
  it('opening a second one closes the first, which reports false', async () => {
    const user = userEvent.setup();
    const results: string[] = [];
    render(<TwoDialogs results={results} />);
    expect(screen.getByRole('dialog', { name: '短信登录' })).toBeInTheDocument();
    // The first dialog traps focus; the opener is reached the way another part of the page would open one.
    act(() => screen.getByRole('button', { name: '打开第二个', hidden: true }).click());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const second = screen.getByRole('dialog', { name: '银行短信验证' });
    expect(results).toEqual(['first:false']);
    await user.click(within(second).getByRole('button', { name: '取消' }));
    expect(results).toEqual(['first:false', 'second:false']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
