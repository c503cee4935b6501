import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';

import * as account from '@/api/account/contract';
import * as accountAssets from '@/api/account/contract-assets';
import * as accountEmail from '@/api/account/contract-email';
import * as agreement from '@/api/agreement/contract';
import * as evidence from '@/api/agreement/contract-evidence';
import * as auth from '@/api/auth/contract';
import * as authCentre from '@/api/auth/contract-centre';
import * as authSecurity from '@/api/auth/contract-security';
import * as bank from '@/api/bank/contract';
import * as bankCards from '@/api/bank/contract-cards';
import * as bankFastPay from '@/api/bank/contract-fast-pay';
import * as captcha from '@/api/captcha/contract';
import * as client from '@/api/client/contract';
import * as contract from '@/api/contract/contract';
import * as core from '@/api/core/contract';
import type { Envelope as EnvelopeType } from '@/api/core/contract';
import * as trading from '@/api/core/contract-trading';
import * as dict from '@/api/dict/contract';
import * as documentRequests from '@/api/document/contract';
import * as engagement from '@/api/engagement/contract';
import * as fund from '@/api/fund/contract';
import * as fundDocuments from '@/api/fund/contract-documents';
import * as investor from '@/api/investor/contract';
import * as ocr from '@/api/ocr/contract';
import * as order from '@/api/order/contract';
import * as changes from '@/api/order/contract-changes';
import * as orderDetail from '@/api/order/contract-detail';
import * as orders from '@/api/order/contract-orders';
import * as plans from '@/api/order/contract-plans';
import * as privateOrders from '@/api/order/contract-private';
import * as quickCash from '@/api/order/contract-quick-cash';
import * as redeem from '@/api/order/contract-redeem';
import * as switchOrders from '@/api/order/contract-switch';
import * as paper from '@/api/paper/contract';
import * as password from '@/api/password/contract';
import * as sms from '@/api/sms/contract';
import * as subscription from '@/api/subscription/contract';
import * as notices from '@/api/subscription/contract-notices';
import * as survey from '@/api/survey/contract';
import * as user from '@/api/user/contract';
import * as userIdentity from '@/api/user/contract-identity';
import * as userOrg from '@/api/user/contract-org';

import { contractFilesOnDisk, schemasOf, valueImportsOfContracts, walk } from './contract-support';

const MODULES: Record<string, Record<string, unknown>> = {
  'account/contract.ts': account,
  'account/contract-assets.ts': accountAssets,
  'account/contract-email.ts': accountEmail,
  'agreement/contract-evidence.ts': evidence,
  'agreement/contract.ts': agreement,
  'auth/contract.ts': auth,
  'auth/contract-centre.ts': authCentre,
  'auth/contract-security.ts': authSecurity,
  'bank/contract.ts': bank,
  'bank/contract-cards.ts': bankCards,
  'bank/contract-fast-pay.ts': bankFastPay,
  'captcha/contract.ts': captcha,
  'client/contract.ts': client,
  'contract/contract.ts': contract,
  'core/contract.ts': core,
  'core/contract-trading.ts': trading,
  'dict/contract.ts': dict,
  'document/contract.ts': documentRequests,
  'engagement/contract.ts': engagement,
  'fund/contract.ts': fund,
  'fund/contract-documents.ts': fundDocuments,
  'investor/contract.ts': investor,
  'ocr/contract.ts': ocr,
  'order/contract.ts': order,
  'order/contract-changes.ts': changes,
  'order/contract-detail.ts': orderDetail,
  'order/contract-orders.ts': orders,
  'order/contract-redeem.ts': redeem,
  'order/contract-plans.ts': plans,
  'order/contract-quick-cash.ts': quickCash,
  'order/contract-switch.ts': switchOrders,
  'order/contract-private.ts': privateOrders,
  'paper/contract.ts': paper,
  'password/contract.ts': password,
  'sms/contract.ts': sms,
  'subscription/contract.ts': subscription,
  'subscription/contract-notices.ts': notices,
  'survey/contract.ts': survey,
  'user/contract.ts': user,
  'user/contract-identity.ts': userIdentity,
  'user/contract-org.ts': userOrg,
};
const contracts = schemasOf(MODULES);

const ENCRYPTED = 'QUJD'.repeat(86);
const TOKEN = 'tok_en-1.x';

describe('every contract', () => {
  it('checks every contract file of the tree', () => {
    expect(Object.keys(MODULES).sort()).toEqual(contractFilesOnDisk());
    expect(contracts.length).toBeGreaterThan(60);
  });

  it('reaches browser code as types only: TypeBox is never bundled', () => {
    expect(valueImportsOfContracts()).toEqual([]);
  });

  it('closes every object: a field the contract does not name is refused', () => {
    // Request headers are the one open object: browsers and proxies add their own.
    const open = contracts
      .filter(({ name }) => !name.endsWith('Headers'))
      .flatMap(({ file, name, schema }) =>
        [...walk(schema)]
          .filter(([, node]) => node.type === 'object' && node.additionalProperties !== false)
          .map(([at]) => `${file} ${name} ${at}`),
      );
    expect(open).toEqual([]);
  });

  it('gives every GET query the optional digits-only timestamp t', () => {
    const queries = contracts.filter((c) => c.name.endsWith('Query'));
    expect(queries.length).toBeGreaterThan(8);
    for (const { name, schema } of queries) {
      expect([name, json(schema.properties?.t)]).toEqual([name, json(core.Timestamp)]);
      expect(schema.required ?? []).not.toContain('t');
      expect(Value.Check(schema, { ...sampleOf(schema), t: '17000000000000' })).toBe(true);
      expect(Value.Check(schema, { ...sampleOf(schema), t: '1700-01' })).toBe(false);
    }
  });

  it('pairs every data schema with the body or query of the same call', () => {
    const names = new Set(contracts.map((c) => c.name));
    const orphans = [...names]
      .filter((n) => n.endsWith('Data'))
      .map((n) => n.slice(0, -'Data'.length))
      .filter((call) => !['Query', 'Body', 'Fields', 'Params'].some((part) => names.has(call + part)));
    // NoData is the shared "data null" piece, not a call.
    expect(orphans).toEqual(['No']);
  });
});

/** A schema as the JSON the validator sees (TypeBox's symbol keys dropped). */
const json = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema));

/** The smallest valid value of a query: its required fields from a realistic sample table. */
function sampleOf(schema: TSchema): Record<string, unknown> {
  const samples: Record<string, unknown> = {
    content: '国证',
    fundCode: '970001',
    businessType: 'Purchase',
    productCategory: '1',
    fundBusinessCode: '022',
    tradeAccount: '990000000101',
    applyShare: '100.00',
    appNo: '2026112300000000001',
    level: 'qualified',
    code: 'ABCD-EFGH-JKLM-NPQR',
    planNo: 'DT20261123000001',
    targetFundCode: '970031',
  };
  // A closed list takes its first value (the redemption preview's businessType is Redeem or BookRedeem).
  const first = (key: string) => (schema.properties?.[key] as { enum?: unknown[] } | undefined)?.enum?.[0];
  return Object.fromEntries(
    ((schema.required as string[] | undefined) ?? []).map((key) => [key, first(key) ?? samples[key]]),
  );
}

describe('login body', () => {
  const check = TypeCompiler.Compile(auth.LoginBody);
  const valid = { account: '110101199003074514', password: ENCRYPTED, code: TOKEN };

  it('accepts a person login with or without the device nonce', () => {
    expect(check.Check(valid)).toBe(true);
    expect(check.Check({ ...valid, nonce: TOKEN, officialPassword: ENCRYPTED })).toBe(true);
  });

  it.each([
    ['no captcha token', { account: valid.account, password: ENCRYPTED }],
    ['an unknown field', { ...valid, remember: true }],
    ['a plaintext-looking password', { ...valid, password: 'abc 123!' }],
    ['an account with punctuation', { ...valid, account: "1' OR 1=1" }],
    ['an account over 32 characters', { ...valid, account: '1'.repeat(33) }],
    ['an empty account', { ...valid, account: '' }],
    ['a password over 1024 characters', { ...valid, password: 'A'.repeat(1025) }],
  ])('refuses %s', (_, body) => {
    expect(check.Check(body)).toBe(false);
  });
});

describe('reset and SMS bodies', () => {
  const reset = {
    loginType: 'organization',
    orgAccountType: '1',
    account: 'ORG001',
    idNo: '91440300MA5FXXXX0A',
    smsCode: '123456',
    newPassword: ENCRYPTED,
  };

  it('accepts an organisation reset and refuses unknown kinds and short codes', () => {
    expect(Value.Check(password.PasswordResetBody, reset)).toBe(true);
    expect(Value.Check(password.PasswordResetBody, { ...reset, loginType: 'admin' })).toBe(false);
    expect(Value.Check(password.PasswordResetBody, { ...reset, orgAccountType: '2' })).toBe(false);
    expect(Value.Check(password.PasswordResetBody, { ...reset, smsCode: '12345' })).toBe(false);
  });

  it('takes at most five letter-named extras of at most 64 characters', () => {
    const extras = { loginType: 'account', account: '110101199003074514' };
    expect(Value.Check(sms.SmsSendBody, { type: 'resetPassword', token: TOKEN, extras })).toBe(true);
    const six = { a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' };
    expect(Value.Check(sms.SmsSendBody, { type: 'resetPassword', extras: six })).toBe(false);
    expect(Value.Check(sms.SmsSendBody, { type: 'general', extras: { 'x-y': '1' } })).toBe(false);
    expect(Value.Check(sms.SmsSendBody, { type: 'general', extras: { note: 'x'.repeat(65) } })).toBe(false);
    expect(Value.Check(sms.SmsSendBody, { type: 'sms' })).toBe(false);
  });
});

describe('error reports and queries', () => {
  const report = { kind: 'api', message: '请求超时', url: '/index.html#/', at: '2024-05-06T07:08:09.123Z' };

  it('accepts 1 to 20 reports with an ISO 8601 time', () => {
    expect(Value.Check(client.ClientErrorsBody, { reports: [report] })).toBe(true);
    expect(Value.Check(client.ClientErrorsBody, { reports: [] })).toBe(false);
    expect(Value.Check(client.ClientErrorsBody, { reports: Array(21).fill(report) })).toBe(false);
    expect(Value.Check(client.ClientErrorsBody, { reports: [{ ...report, at: 'yesterday' }] })).toBe(false);
    expect(Value.Check(client.ClientErrorsBody, { reports: [{ ...report, kind: 'warning' }] })).toBe(false);
  });

  it('knows the served dictionaries and the fund search flags', () => {
    expect(Value.Check(dict.DictParams, { id: 6 })).toBe(true);
    expect(Value.Check(dict.DictParams, { id: 5 })).toBe(false);
    expect(Value.Check(dict.DictQuery, { cityId: '4403' })).toBe(false);
    expect(Value.Check(fund.FundSearchQuery, { content: '970', filterFlag: '1', t: '1' })).toBe(true);
    expect(Value.Check(fund.FundSearchQuery, { filterFlag: '1' })).toBe(false);
    expect(Value.Check(fund.FundSearchQuery, { content: '970', whiteFlag: 'yes' })).toBe(false);
  });
});

describe('the envelope', () => {
  it('carries the call data on success and null otherwise', () => {
    const check = TypeCompiler.Compile(core.Envelope(auth.UserInfoData));
    expect(check.Check({ state: 401000, data: null, message: '请重新登录' })).toBe(true);
    expect(check.Check({ state: 200000, data: { name: '张三' }, message: '成功' })).toBe(false);
    const typed: EnvelopeType<{ crmId: string | null }> = {
      state: 200000,
      data: { crmId: null },
      message: '',
    };
    // @ts-expect-error data must have the declared shape
    const wrong: EnvelopeType<{ crmId: string | null }> = { state: 200000, data: { crmId: 1 }, message: '' };
    expect([typed.data, wrong.state]).toEqual([{ crmId: null }, 200000]);
  });
});
