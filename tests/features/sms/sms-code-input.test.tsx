import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { SmsCodeInput, useSmsCountdown } from '@/features/sms';

/** The inline field of the reset forms, with its caller's countdown as the forms hold it. */
function ResetField() {
  const [code, setCode] = useState('');
  const countdown = useSmsCountdown(120);
  return (
    <SmsCodeInput
      value={code}
      onChange={setCode}
      countdown={countdown}
      sent={countdown.running}
      onSend={() => countdown.start()}
    />
  );
}

describe('SmsCodeInput', () => {
  it('after 获取验证码 puts the focus in the code field, not on the disabled button', async () => {
    const user = userEvent.setup();
    render(<ResetField />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '短信验证码' })).toHaveFocus();
  });
});
