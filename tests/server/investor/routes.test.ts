import type { UserInfoData } from '@/api/auth/contract';
import type { ApplyRecord, QualifiedVerifyData } from '@/api/investor/contract';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import { organisation } from '../paper/org-login';
import type { HttpClient } from '../support/http-client';
import { png } from '../support/images';
import { clientOf } from '../support/portal';
import { serverPerFile } from '../support/server';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

const BOUNDARY = '----proof-boundary';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type ProofFiles = Array<{ name: string; bytes: Buffer }>;
/** The proofs of one application: each kind, then its files. */
type Proofs = Array<{ kind: string; files: ProofFiles }>;

/** A multipart body: the commitment letter signed (unless `committed` is false), each group's kind field, then its files under the name `file`. */
function proofs(groups: Proofs, committed = true) {
  const parts: Buffer[] = [];
  if (committed)
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="commitment"\r\n\r\n1\r\n`),
    );
  for (const { kind, files } of groups) {
    if (kind)
      parts.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
      );
    for (const file of files)
      parts.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const ASSETS: ProofFiles = [{ name: '资产证明.png', bytes: png(40, 30) }];
const EXPERIENCE: ProofFiles = [{ name: '交易记录.png', bytes: png(30, 40) }];
/** Both proofs of a level: its assets kind with these files, its investment-experience kind with one. */
const both = (level: 'qualified' | 'professional', assets = ASSETS): Proofs =>
  level === 'qualified'
    ? [
        { kind: '73', files: assets },
        { kind: '74', files: EXPERIENCE },
      ]
    : [
        { kind: '75', files: assets },
        { kind: '76', files: EXPERIENCE },
      ];

async function upload(client: HttpClient, groups: Proofs = both('qualified')) {
  const answer = await client.request('POST', '/v1/investor/qualified/upload', proofs(groups), {
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
    const anonymous = clientOf(server());
    expect((await anonymous.get('/v1/investor/qualified/verify?level=qualified&t=1')).state).toBe(401000);
    expect((await anonymous.get('/v1/investor/apply/Q1?t=1')).state).toBe(401000);
    expect((await upload(anonymous)).state).toBe(401000);
  });

  it('verify: never certified, professional, lapsed; an unknown level is refused', async () => {
    expect(await verify(await investor(server(), 'fengEr'))).toMatchObject({
      state: 'empty',
      endDate: null,
      latest: null,
      canApply: true,
    });
    const zhou = await investor(server(), 'zhouJiu');
    expect(await verify(zhou, 'professional')).toMatchObject({ state: 'checkPass', daysLeft: 334 });
    expect(await verify(await investor(server(), 'zhengYi'))).toMatchObject({
      state: 'checkExpired',
      daysLeft: -10,
    });
    expect((await zhou.get('/v1/investor/qualified/verify?level=vip&t=1')).state).toBe(400000);
  });

  it("the demo reviewer's decisions are in the records", async () => {
    expect(await verify(await investor(server(), 'hanSan'))).toMatchObject({
      state: 'checkFail',
      latest: {
        applyId: 'QDEMO0004',
        kind: '73',
        auditFlag: '2',
        rejectReason: '投资经历证明未显示2年以上的交易记录，请重新上传',
      },
    });
    const zhou = await investor(server(), 'zhouJiu');
    expect((await zhou.get<ApplyRecord>('/v1/investor/apply/QDEMO0001?t=1')).data).toMatchObject({
      kind: '75',
      auditFlag: '1',
    });
  });

  it('an organisation is told to consult its adviser and cannot upload', async () => {
    const org = await organisation(server());
    expect((await verify(org)).canApply).toBe(false);
    expect(await upload(org)).toMatchObject({
      data: null,
      message:
        '机构投资者（最近1年末净资产不低于1000万元）办理合格投资者认证，请咨询您的财富顾问或致电客服（95517）',
    });
  });

  const one = [{ name: 'a.png', bytes: png(10, 10) }];
  it.each([
    [
      'a text file',
      both('qualified', [{ name: 'a.txt', bytes: Buffer.from('not an image at all') }]),
      402004,
    ],
    [
      'six files',
      both(
        'qualified',
        Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, bytes: png(10, 10) })),
      ),
      402005,
    ],
    ['no kind', [{ kind: '', files: one }], 400000],
    ['kind 72', [{ kind: '72', files: one }], 400000],
    ['an assets proof alone (73)', [{ kind: '73', files: one }], 402004],
    ['an investment-experience proof alone (74)', [{ kind: '74', files: one }], 402004],
    [
      'proofs of two levels',
      [
        { kind: '73', files: one },
        { kind: '76', files: one },
      ],
      400000,
    ],
  ])('refuses %s', async (_, groups, state) => {
    expect((await upload(await investor(server(), 'youQi'), groups)).state).toBe(state);
    expect((await verify(await investor(server(), 'youQi'))).state).toBe('empty');
  });

  it('the level commitment letter is signed with the application: refused without it, recorded with it (issue 41 item 6)', async () => {
    const client = await investor(server(), 'youQi');
    const unsigned = await client.request(
      'POST',
      '/v1/investor/qualified/upload',
      proofs(both('qualified'), false),
      {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    );
    expect(unsigned.json).toMatchObject({ message: '请阅读并签署《合格投资者承诺函》', data: null });
    expect((await verify(client)).state).toBe('empty');
    const db = server().app.portal.db;
    const signs = () =>
      db.all<{ agreement_id: string; agreement_type: string }>(
        "SELECT agreement_id, agreement_type FROM agreement_signs WHERE agreement_type = 'commitment'",
      );
    expect(signs()).toEqual([]);
    const signed = await upload(client);
    expect(signed.state).toBe(200000);
    expect(signs()).toEqual([
      { agreement_id: 'qualified-investor-commitment', agreement_type: 'commitment' },
    ]);
    const records = await client.get<{
      entries: Array<{ kind: string; summary: string; documentHash: string }>;
    }>('/v1/agreement/evidence?t=1');
    expect(records.data.entries.at(-1)).toMatchObject({
      kind: 'sign',
      summary: '签署《合格投资者承诺函》',
      documentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('a certified professional cannot apply again (402006)', async () => {
    expect(await upload(await investor(server(), 'zhouJiu'), both('professional'))).toMatchObject({
      state: 402006,
      message: '您已是专业投资者，无需重复认证',
    });
  });

  it('upload → under review, a second blocked (402007) → rejected with a reason → again → passed', async () => {
    const client = await investor(server(), 'fengEr');
    const first = await upload(
      client,
      both('qualified', [
        { name: '资产证明.png', bytes: png(60, 40) },
        { name: '银行流水.pdf', bytes: PDF },
      ]),
    );
    expect(first).toMatchObject({ state: 200000, message: '认证材料已提交，请等待审核' });
    expect(first.data).toMatchObject({
      kind: '73',
      auditFlag: '0',
      rejectReason: null,
      orderDateTime: '20261123100000',
      files: [
        { name: '资产证明.png', type: 'png', kind: '73' },
        { name: '银行流水.pdf', type: 'pdf', size: PDF.length, kind: '73' },
        { name: '交易记录.png', type: 'png', kind: '74' },
      ],
    });
    const id = first.data?.applyId as string;
    expect(await upload(client)).toMatchObject({
      state: 402007,
      message: '您的认证申请正在审核中，请耐心等待审核结果',
    });
    expect(await verify(client)).toMatchObject({ state: 'checking', latest: { applyId: id } });
    // Someone else's record is not found.
    expect((await (await investor(server(), 'zhangSan')).get(`/v1/investor/apply/${id}?t=1`)).message).toBe(
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

    const second = await upload(client);
    expect(second.state).toBe(200000);
    const secondId = second.data?.applyId as string;
    // A pass states what the reviewer found, and the back office holds it to the standard the page lists.
    expect((await review(client, secondId, { decision: 'pass' })).json).toMatchObject({
      message: '通过须填写审核认定的投资经历年限及资产或收入',
    });
    expect(
      (
        await review(client, secondId, {
          decision: 'pass',
          facts: { experienceYears: 1, financialAssets: 9e6 },
        })
      ).json,
    ).toMatchObject({ message: '未达到合格投资者标准：投资经历不足2年' });
    expect(
      (
        await review(client, secondId, {
          decision: 'pass',
          facts: {
            experienceYears: 3,
            netFinancialAssets: 2_999_999,
            financialAssets: 4_999_999,
            annualIncome: 399_999,
          },
        })
      ).json,
    ).toMatchObject({
      message: expect.stringMatching(
        /^未达到合格投资者标准：家庭金融净资产、家庭金融资产及近三年年均收入均未达到标准/,
      ),
    });
    expect((await verify(client)).state).toBe('checking');
    const passed = await review(client, secondId, {
      decision: 'pass',
      facts: { experienceYears: 2, annualIncome: 400_000 },
    });
    expect(passed.json).toMatchObject({ auditFlag: '1', rejectReason: null });
    expect(await verify(client)).toMatchObject({ state: 'checkPass', endDate: '20271122' });
    const user = (await client.get<UserInfoData>('/v1/auth/user?t=1')).data;
    expect(user).toMatchObject({ isQualified: true, isExpireQualified: false, isProfessional: false });
    expect(
      (await client.get('/v1/order/buyVerify?fundCode=980004&businessType=Purchase&t=1')).state,
    ).not.toBe(400011);
    expect((await review(client, secondId, { decision: 'reject', reason: '重复' })).json).toMatchObject({
      message: '该申请已审核',
    });
  });
});
