import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { showAlert, showConfirm, showToast, TOAST_DURATION_MS } from '@/shared/ui';

describe('showToast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces the message as text and removes it after 2500 ms', () => {
    jest.useFakeTimers();
    showToast('<b>请求超时</b>', 'error');
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('<b>请求超时</b>');
    expect(toast.querySelector('b')).toBeNull();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('message boxes', () => {
  it('showAlert is an alertdialog that resolves on its button', async () => {
    const user = userEvent.setup();
    let answered = false;
    act(() => {
      void showAlert({
        message: '尊敬的投资者，您尚未开通网上委托',
        detail: '如有疑问，请联系客服',
        confirmText: '我知道了',
      }).then(() => {
        answered = true;
      });
    });
    const box = await screen.findByRole('alertdialog', { name: '尊敬的投资者，您尚未开通网上委托' });
    expect(box).toHaveTextContent('如有疑问，请联系客服');
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    await act(async () => undefined);
    expect(answered).toBe(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('showConfirm resolves false on cancel', async () => {
    const user = userEvent.setup();
    let answer: boolean | undefined;
    act(() => {
      void showConfirm({
        title: '姓名确认',
        message: '姓名中包含非中文字符，请确认',
        cancelText: '返回修改',
      }).then((value) => {
        answer = value;
      });
    });
    await user.click(await screen.findByRole('button', { name: '返回修改' }));
    await act(async () => undefined);
    expect(answer).toBe(false);
  });
});
