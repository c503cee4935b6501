import { render, screen } from '@testing-library/react';

import { Button, Checkbox, LinkButton } from '@/shared/ui';

describe('the facade’s variants', () => {
  it('draw a Button by its props, element’s own size only for small', () => {
    render(
      <>
        <Button>默认</Button>
        <Button size="small">小</Button>
        <Button type="primary" size="xlarge" block className="gz-extra">
          登录
        </Button>
        <Button attached>获取验证码</Button>
        <Button type="text" size="large" compact>
          复制
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: '默认' })).toHaveAttribute(
      'class',
      'el-button el-button--default',
    );
    expect(screen.getByRole('button', { name: '小' })).toHaveClass('el-button--small');
    const login = screen.getByRole('button', { name: '登录' });
    expect(login).toHaveClass('el-button--primary', 'gz-button--xlarge', 'gz-button--block', 'gz-extra');
    expect(login).not.toHaveClass('el-button--xlarge');
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveClass('gz-button--attached');
    expect(screen.getByRole('button', { name: '复制' })).toHaveClass(
      'el-button--text',
      'gz-button--large',
      'gz-button--compact',
    );
  });

  it('draw an address as a button, and a checkbox that wraps or shows an error', () => {
    render(
      <>
        <LinkButton href="/login.html" size="large">
          返回登录
        </LinkButton>
        <Checkbox multiline invalid checked={false}>
          我已阅读并同意
        </Checkbox>
      </>,
    );
    const link = screen.getByRole('link', { name: '返回登录' });
    expect(link).toHaveAttribute('class', 'el-button el-button--primary gz-button--large');
    expect(link).toHaveAttribute('href', '/login.html');
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意' });
    expect(box.closest('label')).toHaveClass('el-checkbox', 'gz-checkbox--multiline', 'gz-checkbox--invalid');
  });
});
