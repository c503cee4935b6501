import { act, screen, waitFor } from '@testing-library/react';

import { IdCardUpload } from '@/features/id-card';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

const photo = (name: string) => new File(['image'], name, { type: 'image/jpeg' });
const ocrBodies = () =>
  server.requests.filter((r) => r.path === '/v1/auth/ocr').map((r) => r.body.toString('latin1'));

async function uploadBoth(user: ReturnType<typeof renderConnected>['user']) {
  await user.upload(screen.getByLabelText('上传人像面'), photo('front.jpg'));
  await user.upload(screen.getByLabelText('上传国徽面'), photo('back.jpg'));
}

describe('IdCardUpload, recognising through POST /v1/auth/ocr', () => {
  it('sends each side as multipart with its type and scene, and fills the form', async () => {
    server.on('POST', '/v1/auth/ocr', (request) => {
      const body = request.body.toString('latin1');
      return body.includes('name="type"\r\n\r\n1')
        ? {
            body: envelope({
              type: '1',
              name: '张三',
              idNumber: '110101199003074514',
              birthday: '19900307',
              sex: '1',
              token: 'p',
            }),
          }
        : {
            body: envelope({
              type: '0',
              validity: '20200101-99991231',
              label: '第二代身份证背面',
              token: 'e',
            }),
          };
    });
    const { user } = renderConnected(<IdCardUpload onSubmit={jest.fn()} />);
    await uploadBoth(user);
    expect(await screen.findByRole('group', { name: '请核对识别结果' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '身份证号码' })).toHaveValue('110101199003074514');
    const bodies = ocrBodies();
    expect(bodies).toHaveLength(2);
    for (const body of bodies) expect(body).toContain('name="scene"\r\n\r\nself');
    expect(bodies.some((body) => body.includes('filename="front.jpg"'))).toBe(true);
  });

  it('stays silent on 403000: no failure message, no retry', async () => {
    server.on('POST', '/v1/auth/ocr', { body: envelope(null, 403000, '无权限') });
    const { user } = renderConnected(<IdCardUpload onSubmit={jest.fn()} />);
    await uploadBoth(user);
    await waitFor(() => expect(ocrBodies()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('正在识别身份证信息…')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('无权限')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新识别' })).not.toBeInTheDocument();
  });
});
