import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { NameCheckDialog, PendingAuditDialog, WarningDialog } from '@/shared/components/dialogs';

describe('WarningDialog', () => {
  it('is an alertdialog named by its message, with the detail and 我知道了', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <WarningDialog
        open
        message="机构用户暂不支持重置交易密码"
        detail="如有疑问可咨询您的财富顾问或致电客服"
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '机构用户暂不支持重置交易密码' });
    expect(dialog).toHaveTextContent('如有疑问可咨询您的财富顾问或致电客服');
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a title as its name and another button text, and renders nothing while closed', () => {
    const { rerender } = render(
      <WarningDialog open={false} title="提示" message="登录异常" confirmText="好的" onClose={jest.fn()} />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(<WarningDialog open title="提示" message="登录异常" confirmText="好的" onClose={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: '提示' })).toHaveTextContent('登录异常');
    expect(screen.getByRole('button', { name: '好的' })).toBeInTheDocument();
  });
});

describe('NameCheckDialog', () => {
  it('asks to confirm a name with non-Chinese characters, offering 确认 and 返回修改', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<NameCheckDialog open name="JohnSmith" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: '姓名确认' });
    expect(dialog).toHaveTextContent('姓名包含非中文字符，请确认');
    expect(dialog).toHaveTextContent('JohnSmith');
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as back-to-edit', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(<NameCheckDialog open name="Anna" onConfirm={jest.fn()} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('PendingAuditDialog', () => {
  it('says the certification is under review and names what', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<PendingAuditDialog open subject="合格投资者认证" onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: '审核中' });
    expect(dialog).toHaveTextContent('您的合格投资者认证申请正在审核中，请耐心等待审核结果');
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onClose).toHaveBeenCalled();
  });
});
