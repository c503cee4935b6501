import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Checkbox, FormItem, TextInput } from '@/shared/ui';

describe('FormItem and TextInput', () => {
  it('ties the visible label and the error to the input', () => {
    render(
      <FormItem label="登录密码" error="请输入登录密码" required>
        <TextInput type="password" value="" onChange={() => undefined} />
      </FormItem>,
    );
    const input = screen.getByLabelText('登录密码');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入登录密码');
  });

  it('gives a placeholder-only field its accessible name', () => {
    render(
      <FormItem hiddenLabel="账号">
        <TextInput
          placeholder="请输入身份证号/手机号"
          value=""
          onChange={() => undefined}
          autoComplete="username"
        />
      </FormItem>,
    );
    expect(screen.getByRole('textbox', { name: '账号' })).toHaveAttribute('autocomplete', 'username');
  });

  it('hands over the typed value, not an event', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          ariaLabel="账号"
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: '账号' }), 'ab');
    expect(seen).toEqual(['a', 'ab']);
  });

  it('names a checkbox by its text', () => {
    render(<Checkbox checked={false}>我已阅读并同意《隐私政策》</Checkbox>);
    expect(screen.getByRole('checkbox', { name: '我已阅读并同意《隐私政策》' })).not.toBeChecked();
  });
});
