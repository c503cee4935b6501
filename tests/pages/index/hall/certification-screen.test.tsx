import '../../../api/support/node-fetch';

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

import type { QualifiedVerifyData } from '@/api/investor/contract';
import { CertificationScreen } from '@/pages/index/hall/user/certification-screen';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';

const { setup, server } = apiTestServer();

function createMockVerify(partial: Partial<QualifiedVerifyData> = {}): QualifiedVerifyData {
  return {
    level: 'qualified',
    state: 'empty',
    endDate: null,
    daysLeft: null,
    latest: null,
    canApply: true,
    ...partial,
  };
}
const REJECTED = {
  applyId: 'Q20261123AB12CD34',
  kind: '73' as const,
  orderDateTime: '20261123100000',
  auditFlag: '2' as const,
  rejectReason: '资产证明未显示近一个月末的余额',
  auditDateTime: '20261123110000',
  files: [{ name: '资产证明.png', type: 'png' as const, size: 2048, kind: '73' as const }],
};

function open(verify: QualifiedVerifyData, level: 'qualified' | 'professional' = 'qualified') {
  server.on('GET', '/v1/investor/qualified/verify', { body: envelope(verify) });
  const { store } = setup();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CertificationScreen level={level} />
      </MemoryRouter>
    </Provider>,
  );
  return { user };
}

const uploads = () =>
  server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/investor/qualified/upload');
const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('合格投资者认证', () => {
  it('states the 资产管理计划 standard (2 years AND 300万 net / 500万 / 40万 income), the rejection and its reason', async () => {
    open(createMockVerify({ state: 'checkFail', latest: REJECTED }));
    await screen.findByText('认证条件');
    const panel = screen.getByRole('region', { name: '合格投资者认证' });
    expect(panel).toHaveTextContent('具有2年以上投资经历；并且');
    expect(panel).toHaveTextContent(
      '家庭金融净资产不低于300万元，或者家庭金融资产不低于500万元，或者近三年本人年均收入不低于40万元。',
    );
    expect(panel).toHaveTextContent('审核未通过');
    expect(panel).toHaveTextContent('资产证明未显示近一个月末的余额');
    expect(panel).toHaveTextContent('2026-11-23 10:00');
  });

  it('asks for both proofs, an assets proof (73) and an investment-experience proof (74), and the 《合格投资者承诺函》 signed; sends the commitment, then each kind before its files', async () => {
    const { user } = open(createMockVerify({ state: 'checkFail', latest: REJECTED }));
    await user.click(await screen.findByRole('button', { name: '重新上传' }));
    expect(screen.getByRole('group', { name: '资产证明' })).toHaveTextContent('近三年收入证明');
    expect(screen.getByRole('group', { name: '投资经历证明' })).toHaveTextContent('2年以上投资经历的证明');
    const assets = screen.getByLabelText('选择资产证明文件');
    await user.upload(assets, [png('a.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('证明材料仅支持jpg、jpeg、png、bmp图片或pdf文件');
    await user.upload(assets, new File(['%PDF-1.4'], '存款证明.pdf', { type: 'application/pdf' }));
    const chosen = screen.getByRole('list', { name: '已选择的资产证明' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(chosen).getByRole('button', { name: '删除 a.png' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '提交认证材料' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请同时上传资产证明和投资经历证明');
    expect(uploads()).toHaveLength(0);
    await user.upload(screen.getByLabelText('选择投资经历证明文件'), png('交易记录.png'));
    // The commitment letter: read (a link to its PDF) and signed with the box before anything is sent.
    expect(screen.getByRole('link', { name: '《合格投资者承诺函》' })).toHaveAttribute(
      'href',
      '/static-agreements/qualified-investor-commitment.pdf',
    );
    await user.click(screen.getByRole('button', { name: '提交认证材料' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请阅读并签署《合格投资者承诺函》');
    expect(uploads()).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /^本人已阅读并签署/ }));

    server.on('POST', '/v1/investor/qualified/upload', {
      body: envelope({ ...REJECTED, auditFlag: '0', rejectReason: null }),
    });
    server.on('GET', '/v1/investor/qualified/verify', {
      body: envelope(createMockVerify({ state: 'checking' })),
    });
    await user.click(screen.getByRole('button', { name: '提交认证材料' }));
    expect(await screen.findByText('认证材料已提交，请等待审核')).toBeVisible();
    expect(uploads()).toHaveLength(1);
    const body = uploads()[0].body.toString('latin1');
    const parts = (body.match(/name="commitment"\r\n\r\n1|name="kind"\r\n\r\n7[3-6]|name="file"/g) ?? []).map(
      (part) => (part === 'name="file"' ? 'file' : part.slice(-2).trim()),
    );
    expect(parts).toEqual(['1', '73', 'file', '74', 'file']);
    expect(await screen.findByText('审核中')).toBeVisible();
  });

  it('under review, the upload opens the pending-audit dialog instead', async () => {
    const { user } = open(
      createMockVerify({ state: 'checking', latest: { ...REJECTED, auditFlag: '0', rejectReason: null } }),
    );
    await user.click(await screen.findByRole('button', { name: '重新上传' }));
    const dialog = await screen.findByRole('alertdialog', { name: '审核中' });
    expect(dialog).toHaveTextContent('您的合格投资者认证申请正在审核中，请耐心等待审核结果');
    expect(screen.queryByLabelText('选择文件')).toBeNull();
  });

  it('an organisation is told to consult its adviser, with no upload', async () => {
    open(createMockVerify({ canApply: false }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      '机构投资者（最近1年末净资产不低于1000万元）办理合格投资者认证，请咨询您的财富顾问或致电客服（95517）',
    );
    expect(screen.queryByRole('button', { name: '上传认证材料' })).toBeNull();
  });

  it('professional: its own requirements; a standing certification offers no upload', async () => {
    open(
      createMockVerify({ level: 'professional', state: 'checkPass', endDate: '20281122', daysLeft: 730 }),
      'professional',
    );
    await screen.findByText('认证条件');
    const panel = screen.getByRole('region', { name: '专业投资者认证' });
    expect(panel).toHaveTextContent('具有2年以上证券、基金、期货、黄金、外汇等投资经历');
    expect(panel).toHaveTextContent('已认证');
    expect(panel).toHaveTextContent('2028-11-22');
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
