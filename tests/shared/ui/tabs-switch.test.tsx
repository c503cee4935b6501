import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Switch, Tabs } from '@/shared/ui';

function TabsHarness() {
  const [value, setValue] = useState('person');
  return (
    <Tabs
      ariaLabel="登录方式"
      value={value}
      onChange={setValue}
      items={[
        { name: 'person', label: '个人登录', content: <p>个人表单</p> },
        { name: 'org', label: '机构登录', content: <p>机构表单</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('exposes tablist, tabs and the selected panel', () => {
    render(<TabsHarness />);
    expect(screen.getByRole('tablist', { name: '登录方式' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '个人登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '个人登录' })).toHaveTextContent('个人表单');
  });

  it('moves with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    render(<TabsHarness />);
    screen.getByRole('tab', { name: '个人登录' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '机构登录' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '机构登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('机构表单');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '个人登录' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Switch', () => {
  it('is a switch with aria-checked, toggled by Space', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch label="记住账号" checked={on} onChange={setOn} />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: '记住账号' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
