import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CaptchaData as CaptchaChallengeData } from '@/api/captcha/contract';
import type { Outcome } from '@/api/core/outcome';
import { type CaptchaCalls } from '@/features/captcha/captcha-calls';
import { CaptchaDialogView } from '@/features/captcha/captcha-dialog';
import { CAPTCHA_RESULT_TYPE } from '@/shared/enums/account';

// jsdom has no PointerEvent: fireEvent.pointer* would build a plain Event without clientX.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventShim, configurable: true });
}

function createMockChallenge(partial: Partial<CaptchaChallengeData> = {}): CaptchaChallengeData {
  return {
    id: 'c-1',
    background: 'data:image/png;base64,AAAA',
    slider: 'data:image/png;base64,BBBB',
    y: 42,
    ...partial,
  };
}

function setup(props: Partial<CaptchaCalls> = {}) {
  let served = 0;
  const fetchChallenge = jest.fn(
    props.fetchChallenge ?? (async () => createMockChallenge({ id: `c-${++served}` })),
  );
  const verify = jest.fn<Promise<Outcome<string>>, Parameters<CaptchaCalls['verify']>>(async () => ({
    ok: true,
    value: 'tok',
  }));
  const onSuccess = jest.fn();
  const onClose = jest.fn();
  const user = userEvent.setup();
  const view = render(
    <CaptchaDialogView open calls={{ fetchChallenge, verify }} onSuccess={onSuccess} onClose={onClose} />,
  );
  return { user, fetchChallenge, verify, onSuccess, onClose, ...view };
}

async function readySlider() {
  const slider = screen.getByRole('slider', { name: '拼图滑块' });
  await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
  return slider;
}

describe('CaptchaDialogView (the slider over its calls)', () => {
  it('shows the picture 345 px wide with the piece at y, in a dialog with focus on the handle', async () => {
    setup();
    const slider = await readySlider();
    expect(screen.getByRole('dialog', { name: '安全验证' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '拼图验证图片' })).toHaveAttribute('width', '345');
    const piece = document.querySelector<HTMLImageElement>('.gz-captcha__piece');
    expect(piece?.style.top).toBe('42px');
    expect(slider).toHaveFocus();
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves 1 px per arrow and 10 px with Shift, and Enter submits the rounded distance', async () => {
    const { user, verify, onSuccess } = setup();
    const slider = await readySlider();
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}{ArrowLeft}',
    );
    expect(slider).toHaveAttribute('aria-valuenow', '31');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('tok'));
    expect(verify).toHaveBeenCalledWith('c-1', 31, expect.any(Number));
    expect(verify.mock.calls[0][2]).toBeGreaterThanOrEqual(0);
  });

  it('never moves past either end', async () => {
    const { user } = setup();
    const slider = await readySlider();
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '285');
  });

  it('on a wrong position says 滑块验证码错误 and shows a new picture', async () => {
    const { user, verify, fetchChallenge, onSuccess } = setup();
    verify.mockResolvedValueOnce({ ok: false });
    const slider = await readySlider();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('滑块验证码错误');
    // The track shakes for 800 ms (SHAKE_MS) as the message appears.
    const track = slider.closest('.gz-captcha__track');
    expect(track).toHaveClass('is-shaking');
    await waitFor(() => expect(track).not.toHaveClass('is-shaking'), { timeout: 2000 });
    await waitFor(() => expect(fetchChallenge).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));
    expect(onSuccess).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(verify).toHaveBeenLastCalledWith('c-2', 1, expect.any(Number)));
  });

  it('drags with a pointer and submits on release', async () => {
    const { verify } = setup();
    const slider = await readySlider();
    fireEvent.pointerDown(slider, { clientX: 100, button: 0, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerMove(slider, { clientX: 150.4, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerUp(slider, { clientX: 150.4, pointerId: 1 });
    await waitFor(() => expect(verify).toHaveBeenCalledWith('c-1', 50, expect.any(Number)));
  });

  it('on a screen that draws the puzzle smaller (a phone’s dialog, 长辈模式) a drag moves the piece as far as the finger, in the puzzle’s 345 px', async () => {
    const { verify } = setup();
    const slider = await readySlider();
    // Drawn at 0.8 of its laid-out size: 60 px of handle take 48 px of screen.
    jest.spyOn(slider, 'offsetWidth', 'get').mockReturnValue(60);
    jest.spyOn(slider, 'getBoundingClientRect').mockReturnValue({ width: 48 } as DOMRect);
    fireEvent.pointerDown(slider, { clientX: 100, button: 0, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerMove(slider, { clientX: 140, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerUp(slider, { clientX: 140, pointerId: 1 });
    await waitFor(() => expect(verify).toHaveBeenCalledWith('c-1', 50, expect.any(Number)));
  });

  it('fetches another picture with 换一张', async () => {
    const { user, fetchChallenge } = setup();
    await readySlider();
    await user.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(fetchChallenge).toHaveBeenCalledTimes(2));
  });

  it('offers a retry when no picture could be fetched', async () => {
    const fetchChallenge = jest.fn().mockResolvedValueOnce(null).mockResolvedValue(createMockChallenge());
    const { user } = setup({ fetchChallenge });
    expect(
      await screen.findByText('图片加载失败，请点击“换一张”重试', { selector: 'div' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '换一张' }));
    await readySlider();
  });

  it('closes with the close button and Escape', async () => {
    const { user, onClose } = setup();
    await readySlider();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      await user.keyboard('{Escape}');
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('exports the result types Login, ResetPassword and Message', () => {
    expect(Object.keys(CAPTCHA_RESULT_TYPE)).toEqual(['Login', 'ResetPassword', 'Message']);
  });
});
