import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ORG_ID_TYPE_OPTIONS, OtherCertificateForm } from '@/shared/components/other-certificate-form';
import { type OtherCertificateFormProps } from '@/shared/components/other-certificate-form/other-certificate-form';

function setup(props: Partial<OtherCertificateFormProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const onBack = jest.fn();
  render(<OtherCertificateForm onSubmit={onSubmit} onBack={onBack} {...props} />);
  return {
    user,
    onSubmit,
    onBack,
    name: () => screen.getByRole('textbox', { name: props.who === 'agent' ? '经办人姓名' : '姓名' }),
    type: () => screen.getByRole('combobox', { name: '证件类型' }),
    number: () => screen.getByRole('textbox', { name: '证件号码' }),
    confirm: () => screen.getByRole('button', { name: '确定' }),
  };
}

describe('OtherCertificateForm', () => {
  it('has the placeholders of the spec for a person', () => {
    const { name, type, number } = setup();
    expect(name()).toHaveAttribute('placeholder', '请输入姓名');
    expect(type()).toHaveDisplayValue('请选择证件类型');
    expect(number()).toHaveAttribute('placeholder', '请输入证件号码');
  });

  it('asks for the agent name for an organisation, with organisation document types', () => {
    const { name, type } = setup({ who: 'agent', idTypeOptions: ORG_ID_TYPE_OPTIONS });
    expect(name()).toHaveAttribute('placeholder', '请输入经办人姓名');
    expect(screen.getByRole('option', { name: '统一社会信用代码' })).toBeInTheDocument();
    expect(type()).toBeInTheDocument();
  });

  it('offers the person types without the ID card', () => {
    setup();
    expect(screen.getByRole('option', { name: '中国护照' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '身份证' })).not.toBeInTheDocument();
  });

  it('strips characters other than letters, digits and Chinese from the name; both fields hold at most 50', async () => {
    const { user, name, number } = setup();
    await user.type(name(), 'Li Lei-李.雷 9!');
    expect(name()).toHaveValue('LiLei李雷9');
    expect(name()).toHaveAttribute('maxlength', '50');
    expect(number()).toHaveAttribute('maxlength', '50');
  });

  it('enables 确定 only when name, type and number are all filled', async () => {
    const { user, name, type, number, confirm } = setup();
    expect(confirm()).toBeDisabled();
    await user.type(name(), '张三');
    await user.selectOptions(type(), '1');
    expect(confirm()).toBeDisabled();
    await user.type(number(), '   ');
    expect(confirm()).toBeDisabled();
    await user.type(number(), 'E12345678');
    expect(confirm()).toBeEnabled();
  });

  it('says what is missing when a field is left empty', async () => {
    const { user, name, type, number } = setup();
    await user.click(name());
    await user.click(type());
    await user.click(number());
    await user.tab();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(name()).toHaveAccessibleDescription('请输入姓名');
    expect(type()).toHaveAccessibleDescription('请选择证件类型');
    expect(number()).toHaveAccessibleDescription('请输入证件号码');
  });

  it('checks the type as soon as it changes', async () => {
    const { user, type } = setup();
    await user.selectOptions(type(), '6');
    await waitFor(() => expect(type()).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('请选择证件类型', { selector: '[role="alert"]' })).not.toBeInTheDocument();
  });

  it('emits trimmed {name, idType, idNo} for a Chinese name', async () => {
    const { user, name, type, number, onSubmit } = setup();
    await user.type(name(), '王小明');
    await user.selectOptions(type(), '1');
    await user.type(number(), '  E12345678  ');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: '王小明', idType: '1', idNo: 'E12345678' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks to confirm a name with other characters: back-to-edit keeps the form, confirm emits', async () => {
    const { user, name, type, number, onSubmit } = setup();
    await user.type(name(), 'John Smith');
    await user.selectOptions(type(), '6');
    await user.type(number(), 'P1234567');
    await user.click(screen.getByRole('button', { name: '确定' }));
    const dialog = await screen.findByRole('alertdialog', { name: '姓名确认' });
    expect(dialog).toHaveTextContent('姓名包含非中文字符，请确认');
    expect(dialog).toHaveTextContent('JohnSmith');
    await user.click(screen.getByRole('button', { name: '返回修改' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name()).toHaveValue('JohnSmith');

    await user.click(screen.getByRole('button', { name: '确定' }));
    await user.click(await screen.findByRole('button', { name: '确认' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'JohnSmith', idType: '6', idNo: 'P1234567' });
  });

  it('links back to ID-card verification', async () => {
    const { user, onBack } = setup();
    await user.click(screen.getByRole('button', { name: '返回身份证验证' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('can link back by URL and shows a server error', () => {
    setup({ backHref: '/index.html#/hall/user/modify-id-card', serverError: '证件号码与账号信息不符' });
    expect(screen.getByRole('link', { name: '返回身份证验证' })).toHaveAttribute(
      'href',
      '/index.html#/hall/user/modify-id-card',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('证件号码与账号信息不符');
  });
});
