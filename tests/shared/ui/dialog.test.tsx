import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Button, Dialog } from '@/shared/ui';

function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        open={open}
        title="修改登录密码"
        closable={closable}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>确定</Button>}
      >
        <input aria-label="原密码" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, with focus moved inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '修改登录密码' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('takes focus back when a control inside drops it to the page (a button disabled while it works), so Escape still closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '修改登录密码' });
    // What Chromium does when the focused button becomes disabled: focus leaves to the page.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '修改登录密码' })).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('has no close button and ignores Escape when not closable', async () => {
    const user = userEvent.setup();
    render(<Harness closable={false} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Dialog with an inline onClose', () => {
  it('keeps focus in the field being typed in across re-renders', async () => {
    const user = userEvent.setup();
    function Typing() {
      const [value, setValue] = useState('');
      return (
        <Dialog open title="短信验证" onClose={() => setValue('')}>
          <button type="button">获取验证码</button>
          <input aria-label="短信验证码" value={value} onChange={(event) => setValue(event.target.value)} />
        </Dialog>
      );
    }
    render(<Typing />);
    await user.click(screen.getByRole('textbox', { name: '短信验证码' }));
    await user.keyboard('123456');
    expect(screen.getByRole('textbox', { name: '短信验证码' })).toHaveValue('123456');
    expect(screen.getByRole('textbox', { name: '短信验证码' })).toHaveFocus();
  });
});
