import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  IdCardUploadView as IdCardUpload,
  type RecognizeOutcome,
  type RecognizeRequest,
} from '@/features/id-card';
import { type IdCardUploadViewProps as IdCardUploadProps } from '@/features/id-card/id-card-upload-view';

const PORTRAIT: RecognizeOutcome = {
  ok: true,
  value: {
    type: '1',
    name: '张三',
    idNumber: '110101199003074514',
    birthday: '19900307',
    sex: '1',
    token: 'portrait-token',
  },
};
const EMBLEM: RecognizeOutcome = {
  ok: true,
  value: { type: '0', validity: '20200101-99991231', label: '第二代身份证背面', token: 'emblem-token' },
};

function photo(name = 'card.jpg', size?: number): File {
  const file = new File(['image'], name, { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

type Answers = { portrait?: RecognizeOutcome; emblem?: RecognizeOutcome };

function setup(
  { portrait = PORTRAIT, emblem = EMBLEM }: Answers = {},
  props: Partial<IdCardUploadProps> = {},
) {
  // applyAccept off: a file can arrive by drag-and-drop or "all files" whatever the accept attribute says.
  const user = userEvent.setup({ applyAccept: false });
  const recognize = jest.fn(async (request: RecognizeRequest) => (request.side === '1' ? portrait : emblem));
  const onSubmit = jest.fn();
  render(<IdCardUpload recognize={recognize} onSubmit={onSubmit} {...props} />);
  // The file inputs have no role; their accessible names are asserted where they matter.
  const input = (side: '人像面' | '国徽面') =>
    document.querySelectorAll<HTMLInputElement>('input[type="file"]')[side === '人像面' ? 0 : 1];
  const both = async () => {
    await user.upload(input('人像面'), photo('front.jpg'));
    await user.upload(input('国徽面'), photo('back.png'));
  };
  return { user, recognize, onSubmit, input, both };
}

describe('IdCardUpload: choosing photos', () => {
  it('accepts png, jpg, jpeg and bmp only', async () => {
    const { user, input } = setup();
    await user.upload(input('人像面'), photo('front.gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('上传人像面格式类型支持jpg、jpeg、png、bmp!');
    expect(input('人像面')).toHaveAccessibleName('上传人像面');
    await user.upload(input('国徽面'), photo('back.PDF'));
    expect(screen.getByText('上传国徽面格式类型支持jpg、jpeg、png、bmp!')).toBeInTheDocument();
    await user.upload(input('人像面'), photo('front.BMP'));
    expect(input('人像面')).toHaveAccessibleName('重新上传人像面');
  });

  it('refuses a photo over 10485760 bytes and takes one of exactly that size', async () => {
    const { user, input } = setup();
    await user.upload(input('国徽面'), photo('back.jpeg', 10485761));
    expect(screen.getByRole('alert')).toHaveTextContent('国徽面图片大小不可超过10M!');
    await user.upload(input('国徽面'), photo('back.jpeg', 10485760));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('重新上传')).toBeVisible();
  });

  it('says which side is missing, and recognises nothing with one side only', async () => {
    const { user, input, recognize } = setup();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const alerts = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toEqual(['请上传身份证人像面照片', '请上传身份证国徽面照片']);
    await user.upload(input('人像面'), photo());
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请上传身份证国徽面照片');
    expect(recognize).not.toHaveBeenCalled();
  });
});

describe('IdCardUpload: recognition', () => {
  it('recognises both sides once both are there (portrait 1, emblem 0, scene self)', async () => {
    const { both, recognize } = setup();
    await both();
    await waitFor(() => expect(recognize).toHaveBeenCalledTimes(2));
    expect(recognize.mock.calls.map(([request]) => [request.side, request.scene, request.file.name])).toEqual(
      [
        ['1', 'self', 'front.jpg'],
        ['0', 'self', 'back.png'],
      ],
    );
  });

  it('asks again only for the side that was replaced', async () => {
    const { user, both, input, recognize } = setup();
    await both();
    await screen.findByRole('group', { name: '请核对识别结果' });
    await user.upload(input('国徽面'), photo('back-2.jpg'));
    await waitFor(() => expect(recognize).toHaveBeenCalledTimes(3));
    expect(recognize.mock.calls[2][0]).toMatchObject({
      side: '0',
      file: expect.objectContaining({ name: 'back-2.jpg' }),
    });
  });

  it('fills the identity form: name editable, ID number and dates read-only, 99991231 as 长期', async () => {
    const { both } = setup();
    await both();
    const form = await screen.findByRole('group', { name: '请核对识别结果' });
    expect(within(form).getByRole('textbox', { name: '姓名' })).toHaveValue('张三');
    expect(within(form).getByRole('textbox', { name: '姓名' })).not.toHaveAttribute('readonly');
    const readOnly = {
      性别: '男',
      身份证号码: '110101199003074514',
      出生日期: '1990-03-07',
      证件有效期起: '2020-01-01',
      证件有效期止: '长期',
    };
    for (const [label, value] of Object.entries(readOnly)) {
      const field = within(form).getByRole('textbox', { name: label });
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
  });

  it('emits the mapped identity with both files and the tokens', async () => {
    const { user, both, onSubmit } = setup();
    await both();
    await screen.findByRole('group', { name: '请核对识别结果' });
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const value = onSubmit.mock.calls[0][0];
    expect(value).toMatchObject({
      cardName: '张三',
      sex: '1',
      cardId: '110101199003074514',
      birthday: '19900307',
      beginDate: '20200101',
      endDate: '99991231',
      ocrToken: 'portrait-token',
      emblemToken: 'emblem-token',
    });
    expect(value.cardFile.portrait.name).toBe('front.jpg');
    expect(value.cardFile.emblem.name).toBe('back.png');
  });

  it('requires the name, strips what a name may not hold, and sends the corrected one', async () => {
    const { user, both, onSubmit } = setup();
    await both();
    const name = await screen.findByRole('textbox', { name: '姓名' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入姓名', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(name, '张 三丰!');
    expect(name).toHaveValue('张三丰');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cardName: '张三丰' })),
    );
  });

  it.each([
    [
      'the back is not a second-generation card back',
      { emblem: { ...EMBLEM, value: { ...(EMBLEM.ok ? EMBLEM.value : {}), label: '非第二代身份证背面' } } },
    ],
    [
      'the front has no ID number',
      { portrait: { ok: true, value: { type: '1', name: '张三', token: 't' } } },
    ],
    [
      'the picture cannot be read (400003)',
      { portrait: { ok: false, state: 400003, message: '证件照片无法识别' } },
    ],
  ] as [string, Answers][])('fails when %s', async (_, answers) => {
    const { both, onSubmit, user } = setup(answers);
    await both();
    expect(await screen.findByRole('alert')).toHaveTextContent('身份验证失败，请重新上传！');
    expect(screen.queryByRole('group', { name: '请核对识别结果' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the expired-emblem dialog and asks for a new emblem', async () => {
    const { user, both, input } = setup({
      emblem: { ok: false, state: 400004, message: '国徽面照片证件有效期已过期' },
    });
    await both();
    const dialog = await screen.findByRole('alertdialog', { name: '国徽面照片证件有效期已过期 请重新上传' });
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(input('国徽面')).toHaveAccessibleName('上传国徽面');
    expect(input('人像面')).toHaveAccessibleName('重新上传人像面');
  });

  it('treats an emblem whose end date has passed as expired too', async () => {
    const old: RecognizeOutcome = {
      ok: true,
      value: { type: '0', validity: '20000101-20100101', label: '第二代身份证背面', token: 'e' },
    };
    const { both } = setup({ emblem: old });
    await both();
    expect(
      await screen.findByRole('alertdialog', { name: '国徽面照片证件有效期已过期 请重新上传' }),
    ).toBeInTheDocument();
  });

  it('shows a server failure with a retry that asks again', async () => {
    let answer: RecognizeOutcome = { ok: false, state: -1, message: '请求超时' };
    const user = userEvent.setup();
    const recognize = jest.fn(async (request: RecognizeRequest) => (request.side === '1' ? answer : EMBLEM));
    render(<IdCardUpload recognize={recognize} onSubmit={jest.fn()} />);
    await user.upload(screen.getByLabelText('上传人像面'), photo());
    await user.upload(screen.getByLabelText('上传国徽面'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('请求超时');
    answer = PORTRAIT;
    await user.click(screen.getByRole('button', { name: '重新识别' }));
    expect(await screen.findByRole('group', { name: '请核对识别结果' })).toBeInTheDocument();
    expect(recognize).toHaveBeenCalledTimes(3);
  });

  it("shows the back office's refusal of a picture without a retry", async () => {
    const refusal: RecognizeOutcome = {
      ok: false,
      state: 400000,
      message: '上传人像面格式类型支持jpg、jpeg、png、bmp!',
    };
    const { both } = setup({ portrait: refusal });
    await both();
    expect(await screen.findByRole('alert')).toHaveTextContent('上传人像面格式类型支持jpg、jpeg、png、bmp!');
    expect(screen.queryByRole('button', { name: '重新识别' })).not.toBeInTheDocument();
  });

  it('sends the agent scene with its encryptId', async () => {
    const { both, recognize } = setup({}, { owner: '2', encryptId: 'agent-42' });
    expect(screen.getByRole('form', { name: '经办人身份证上传' })).toBeInTheDocument();
    await both();
    await waitFor(() => expect(recognize).toHaveBeenCalledTimes(2));
    expect(recognize.mock.calls[0][0]).toMatchObject({ scene: 'agent', encryptId: 'agent-42' });
  });

  it('names the organisation’s responsible person as such, sent by the agent scene', async () => {
    const { both, recognize } = setup({}, { owner: '2', holderLabel: '负责人' });
    expect(screen.getByRole('form', { name: '负责人身份证上传' })).toBeInTheDocument();
    expect(screen.getByText(/^请上传负责人二代身份证原件照片/)).toBeInTheDocument();
    expect(screen.queryByText(/经办人/)).not.toBeInTheDocument();
    await both();
    await waitFor(() => expect(recognize).toHaveBeenCalledTimes(2));
    expect(recognize.mock.calls[0][0]).toMatchObject({ scene: 'agent' });
  });

  it('uses the legal-person scene for a legal representative', async () => {
    const { both, recognize } = setup({}, { owner: '1' });
    await both();
    await waitFor(() => expect(recognize).toHaveBeenCalledTimes(2));
    expect(recognize.mock.calls[1][0]).toMatchObject({ scene: 'legalPerson' });
  });
});
