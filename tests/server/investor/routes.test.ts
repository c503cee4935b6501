import type { UserInfoData } from '@/api/auth/contract';
import type { ApplyRecord, QualifiedVerifyData } from '@/api/investor/contract';

import { organisation } from '../paper/org-login';
import type { HttpClient } from '../support/http-client';
import { png } from '../support/images';
import { clientOf } from '../support/portal';
import type { TestServer } from '../support/server';
import { investor, MONDAY_10AM, serverAt } from '../trading/support';

jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const BOUNDARY = '----proof-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A multipart body: the fields, then each file under the name `file`. */
function proofs(fields: Record<string, string>, files: Array<{ name: string; bytes: Buffer }>) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

async function upload(
  client: HttpClient,
  kind: string,
  files = [{ name: '资产证明.png', bytes: png(40, 30) }],
) {
  const answer = await client.request('POST', '/v1/investor/qualified/upload', proofs({ kind }, files), {
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  });
  return answer.json as { state: number; data: ApplyRecord | null; message: string };
}
const verify = async (client: HttpClient, level = 'qualified') =>
  (await client.get<QualifiedVerifyData>(`/v1/investor/qualified/verify?level=${level}&t=1`)).data;
const review = (client: HttpClient, id: string, body: object) =>
  client.request('POST', `/__dev/investor/apply/${id}/review`, body);

describe('certification routes', () => {
  it('need a session', async () => {
    const anonymous = clientOf(server);
    expect((await anonymous.get('/v1/investor/qualified/verify?level=qualified&t=1')).state).toBe(401000);
    expect((await anonymous.get('/v1/investor/apply/Q1?t=1')).state).toBe(401000);
    expect((await upload(anonymous, '73')).state).toBe(401000);
  });

  it('verify: never certified, professional, lapsed; an unknown level is refused', async () => {
    expect(await verify(await investor(server, 'fengEr'))).toMatchObject({
      state: 'empty',
      endDate: null,
      latest: null,
      canApply: true,
    });
    const zhou = await investor(server, 'zhouJiu');
    expect(await verify(zhou, 'professional')).toMatchObject({ state: 'checkPass', daysLeft: 365 });
    expect(await verify(await investor(server, 'zhengYi'))).toMatchObject({
      state: 'checkExpired',
      daysLeft: -10,
    });
    expect((await zhou.get('/v1/investor/qualified/verify?level=vip&t=1')).state).toBe(400000);
  });

  it("the demo reviewer's decisions are in the records", async () => {
    expect(await verify(await investor(server, 'hanSan'))).toMatchObject({
      state: 'checkFail',
      latest: {
        applyId: 'QDEMO0004',
        kind: '74',
        auditFlag: '2',
        rejectReason: '收入证明未加盖单位公章，请重新上传',
      },
    });
    const zhou = await investor(server, 'zhouJiu');
    expect((await zhou.get<ApplyRecord>('/v1/investor/apply/QDEMO0001?t=1')).data).toMatchObject({
      kind: '75',
      auditFlag: '1',
    });
  });

  it('an organisation is told to consult its adviser and cannot upload', async () => {
    const org = await organisation(server);
    expect((await verify(org)).canApply).toBe(false);
    expect(await upload(org, '73')).toMatchObject({
      data: null,
      message: '机构投资者办理合格投资者认证，请咨询您的财富顾问或致电客服（95517）',
    });
  });

  it.each([
    ['a text file', '73', [{ name: 'a.txt', bytes: Buffer.from('not an image at all') }], 402004],
    [
      'six files',
      '73',
      Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: png(10, 10) })),
      402005,
    ],
    ['no kind', '', [{ name: 'a.png', bytes: png(10, 10) }], 400000],
    ['kind 72', '72', [{ name: 'a.png', bytes: png(10, 10) }], 400000],
  ])('refuses %s', async (_, kind, files, state) => {
    expect((await upload(await investor(server, 'youQi'), kind, files)).state).toBe(state);
    expect((await verify(await investor(server, 'youQi'))).state).toBe('empty');
  });

  it('a certified professional cannot apply again (402006)', async () => {
    expect(await upload(await investor(server, 'zhouJiu'), '75')).toMatchObject({
      state: 402006,
      message: '您已是专业投资者，无需重复认证',
    });
  });

  it('upload → under review, a second blocked (402007) → rejected with a reason → again → passed', async () => {
    const client = await investor(server, 'fengEr');
    const first = await upload(client, '73', [
      { name: '资产证明.png', bytes: png(60, 40) },
      { name: '银行流水.pdf', bytes: PDF },
    ]);
    expect(first).toMatchObject({ state: 200000, message: '认证材料已提交，请等待审核' });
    expect(first.data).toMatchObject({
      kind: '73',
      auditFlag: '0',
      rejectReason: null,
      orderDateTime: '20261123100000',
      files: [
        { name: '资产证明.png', type: 'png' },
        { name: '银行流水.pdf', type: 'pdf', size: PDF.length },
      ],
    });
    const id = first.data?.applyId as string;
    expect(await upload(client, '74')).toMatchObject({
      state: 402007,
      message: '您的认证申请正在审核中，请耐心等待审核结果',
    });
    expect(await verify(client)).toMatchObject({ state: 'checking', latest: { applyId: id } });
    // Someone else's record is not found.
    expect((await (await investor(server, 'zhangSan')).get(`/v1/investor/apply/${id}?t=1`)).message).toBe(
      '没有找到该认证记录',
    );

    expect((await review(client, id, { decision: 'reject' })).json).toMatchObject({
      message: '驳回须填写原因',
    });
    await review(client, id, { decision: 'reject', reason: '资产证明未显示近一个月末的余额' });
    const record = await client.get<ApplyRecord>(`/v1/investor/apply/${id}?t=1`);
    expect(record.data).toMatchObject({
      auditFlag: '2',
      rejectReason: '资产证明未显示近一个月末的余额',
      auditDateTime: '20261123100000',
    });
    expect(await verify(client)).toMatchObject({ state: 'checkFail' });
    expect((await client.get('/v1/order/buyVerify?fundCode=980004&businessType=Purchase&t=1')).state).toBe(
      400011,
    );

    const second = await upload(client, '73');
    expect(second.state).toBe(200000);
    const passed = await review(client, second.data?.applyId as string, { decision: 'pass' });
    expect(passed.json).toMatchObject({ auditFlag: '1', rejectReason: null });
    expect(await verify(client)).toMatchObject({ state: 'checkPass', endDate: '20281122' });
    const user = (await client.get<UserInfoData>('/v1/auth/user?t=1')).data;
    expect(user).toMatchObject({ isQualified: true, isExpireQualified: false, isProfessional: false });
    expect(
      (await client.get('/v1/order/buyVerify?fundCode=980004&businessType=Purchase&t=1')).state,
    ).not.toBe(400011);
    expect((await review(client, second.data?.applyId as string, { decision: 'pass' })).json).toMatchObject({
      message: '该申请已审核',
    });
  });
});
