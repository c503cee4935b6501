import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Outcome } from '@/api/core/outcome';
import { type CaptchaCalls } from '@/features/captcha/captcha-calls';
import { CaptchaDialogView } from '@/features/captcha/captcha-dialog';

function setup() {
  let asked = 0;
  const fetchQuestion = jest.fn(async () => ({
    id: `q-${++asked}`,
    question: asked === 1 ? '十二加七等于多少？' : '三十减四等于多少？',
  }));
  const answer = jest.fn<Promise<Outcome<string>>, [string, string]>(async (id, typed) =>
    id === 'q-1' && typed === '19' ? { ok: true, value: 'tok' } : { ok: false, state: 400001 },
  );
  const calls: CaptchaCalls = {
    fetchChallenge: async () => ({
      id: 'c-1',
      background: 'data:image/png;base64,A',
      slider: 'data:image/png;base64,B',
      y: 1,
    }),
    verify: async () => ({ ok: false }),
    textCheck: { fetchQuestion, answer },
  };
  const onSuccess = jest.fn();
  const user = userEvent.setup();
  render(<CaptchaDialogView open calls={calls} onSuccess={onSuccess} onClose={jest.fn()} />);
  return { user, fetchQuestion, answer, onSuccess };
}

const field = () => screen.getByRole('textbox', { name: '答案' });

describe('the text check (the slider’s alternative that needs no sight)', () => {
  it('is offered under the slider and reached by keyboard alone', async () => {
    const { user } = setup();
    const offer = screen.getByRole('button', { name: '无法拖动滑块？改用文字验证' });
    // From the slider (the dialog's focus) the keyboard reaches the link.
    for (let i = 0; i < 10 && document.activeElement !== offer; i++) await user.tab();
    expect(offer).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('十二加七等于多少？')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '安全验证' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('sends the typed answer once and hands over the token', async () => {
    const { user, answer, onSuccess } = setup();
    await user.click(screen.getByRole('button', { name: '无法拖动滑块？改用文字验证' }));
    await screen.findByText('十二加七等于多少？');
    await user.type(field(), '19{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('tok'));
    expect(answer).toHaveBeenCalledWith('q-1', '19');
  });

  it('after a wrong answer says so and asks a new question; asks for digits before sending anything', async () => {
    const { user, answer, fetchQuestion } = setup();
    await user.click(screen.getByRole('button', { name: '无法拖动滑块？改用文字验证' }));
    await screen.findByText('十二加七等于多少？');
    await user.type(field(), '十九{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('请用数字作答');
    expect(answer).not.toHaveBeenCalled();
    await user.clear(field());
    await user.type(field(), '20{Enter}');
    expect(await screen.findByText('三十减四等于多少？')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('答案不正确，请回答新的问题');
    expect(fetchQuestion).toHaveBeenCalledTimes(2);
    expect(field()).toHaveValue('');
  });

  it('goes back to the slider', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '无法拖动滑块？改用文字验证' }));
    await screen.findByText('十二加七等于多少？');
    await user.click(screen.getByRole('button', { name: '改用滑块验证' }));
    expect(await screen.findByRole('slider', { name: '拼图滑块' })).toBeInTheDocument();
  });
});
