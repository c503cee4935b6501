import { agreementApi } from '@/api/agreement/endpoints';
import { noticeApi } from '@/api/agreement/endpoints-notice';
import { authApi } from '@/api/auth/endpoints';
import { gatewayApi } from '@/api/auth/endpoints-gateway';
import { hybridKeyApi } from '@/api/auth/endpoints-hybrid-key';
import { authKeyApi } from '@/api/auth/endpoints-key';
import { sessionApi } from '@/api/auth/endpoints-session';
import { userApi } from '@/api/auth/endpoints-user';
import { bankApi } from '@/api/bank/endpoints';
import { captchaApi } from '@/api/captcha/endpoints';
import { dictApi } from '@/api/dict/endpoints';
import { fundApi } from '@/api/fund/endpoints';
import { ocrApi } from '@/api/ocr/endpoints';
import { passwordApi } from '@/api/password/endpoints';
import { passwordRegisterApi } from '@/api/password/endpoints-register';
import { tradePasswordApi } from '@/api/password/endpoints-trade';
import { smsApi } from '@/api/sms/endpoints';
import { profileApi } from '@/api/user/endpoints';
import type { AppStore } from '@/store';

import { useApiTestServer } from './support/setup';
import { envelope } from './support/test-server';

jest.mock('@/shared/ui', () => jest.requireActual('./support/shared-ui-mock'));

const { setup, server } = useApiTestServer();

interface Case {
  name: string;
  call: (store: AppStore) => Promise<{ data?: unknown; error?: unknown }>;
  method: string;
  path: string;
  /** JSON body for POST/PUT, query (without t) for GET. */
  sent: unknown;
  data: unknown;
}

const login = { account: '110101199003070011', password: 'ENC', code: 'captcha-token', nonce: 'n1' };
const loginResult = { nonce: 'n2', requiredChangePassword: false, userType: 'Direct' };

// Every call of identity-login-shared.md §7 with the path and body of the /v1 contract.
const CASES: Case[] = [
  {
    name: 'fetchSecret',
    call: (s) => s.dispatch(authKeyApi.endpoints.fetchSecret.initiate()),
    method: 'GET',
    path: '/v1/auth/secret',
    sent: {},
    data: { publicKey: 'PEM' },
  },
  {
    name: 'fetchHybridKey',
    call: (s) => s.dispatch(hybridKeyApi.endpoints.fetchHybridKey.initiate()),
    method: 'GET',
    path: '/v1/auth/amWeb/rsa',
    sent: {},
    data: { modulus: 'ab', publicExponent: '10001', waitId: 'w' },
  },
  {
    name: 'fetchCaptcha',
    call: (s) => s.dispatch(captchaApi.endpoints.fetchCaptcha.initiate()),
    method: 'GET',
    path: '/v1/auth/captcha',
    sent: {},
    data: { id: 'c', background: 'data:', slider: 'data:', y: 12 },
  },
  {
    name: 'verifyCaptcha',
    call: (s) =>
      s.dispatch(captchaApi.endpoints.verifyCaptcha.initiate({ id: 'c', code: 120, slideMs: 800 })),
    method: 'POST',
    path: '/v1/auth/captcha',
    sent: { id: 'c', code: 120, slideMs: 800 },
    data: { token: 't' },
  },
  {
    name: 'login',
    call: (s) => s.dispatch(authApi.endpoints.login.initiate(login)),
    method: 'POST',
    path: '/v1/auth/login',
    sent: login,
    data: loginResult,
  },
  {
    name: 'loginOrg',
    call: (s) => s.dispatch(authApi.endpoints.loginOrg.initiate({ ...login, type: '1' })),
    method: 'POST',
    path: '/v1/auth/login/org',
    sent: { ...login, type: '1' },
    data: null,
  },
  {
    name: 'sendSms',
    call: (s) =>
      s.dispatch(
        smsApi.endpoints.sendSms.initiate({
          type: 'resetPassword',
          token: 'tk',
          extras: { loginType: 'account', account: 'a' },
        }),
      ),
    method: 'POST',
    path: '/v1/auth/sms',
    sent: { type: 'resetPassword', token: 'tk', extras: { loginType: 'account', account: 'a' } },
    data: '138****0001',
  },
  {
    name: 'validateSms',
    call: (s) => s.dispatch(smsApi.endpoints.validateSms.initiate({ code: '123456' })),
    method: 'POST',
    path: '/v1/auth/sms/validate',
    sent: { code: '123456' },
    data: loginResult,
  },
  {
    name: 'checkSession',
    call: (s) => s.dispatch(sessionApi.endpoints.checkSession.initiate()),
    method: 'POST',
    path: '/v1/auth/check',
    sent: {},
    data: true,
  },
  {
    name: 'logout',
    call: (s) => s.dispatch(authApi.endpoints.logout.initiate()),
    method: 'POST',
    path: '/v1/auth/logout',
    sent: {},
    data: null,
  },
  {
    name: 'fetchUser',
    call: (s) => s.dispatch(userApi.endpoints.fetchUser.initiate()),
    method: 'GET',
    path: '/v1/auth/user',
    sent: {},
    data: { name: '张三' },
  },
  {
    name: 'fetchLoginInfo',
    call: (s) => s.dispatch(authApi.endpoints.fetchLoginInfo.initiate()),
    method: 'GET',
    path: '/v1/auth/login/info',
    sent: {},
    data: { lastLoginTime: null, loginType: 'organization', orgAccountType: '0' },
  },
  {
    name: 'autoLoginRegistered',
    call: (s) => s.dispatch(sessionApi.endpoints.autoLoginRegistered.initiate({ token: 'hand-over' })),
    method: 'POST',
    path: '/v1/auth/registered/auto/login',
    sent: { token: 'hand-over' },
    data: loginResult,
  },
  {
    name: 'checkGatewayToken',
    call: (s) => s.dispatch(gatewayApi.endpoints.checkGatewayToken.initiate({ token: 'gw' })),
    method: 'POST',
    path: '/v1/auth/gwtoken/check',
    sent: { token: 'gw' },
    data: true,
  },
  {
    name: 'fetchProfile',
    call: (s) => s.dispatch(profileApi.endpoints.fetchProfile.initiate()),
    method: 'GET',
    path: '/v1/user/profile',
    sent: {},
    data: { crmId: 'CRM1' },
  },
  {
    name: 'changePassword',
    call: (s) =>
      s.dispatch(passwordApi.endpoints.changePassword.initiate({ oldPassword: 'E1', newPassword: 'E2' })),
    method: 'PUT',
    path: '/v1/auth/password',
    sent: { oldPassword: 'E1', newPassword: 'E2' },
    data: null,
  },
  {
    name: 'resetPassword',
    call: (s) =>
      s.dispatch(
        passwordApi.endpoints.resetPassword.initiate({
          loginType: 'organization',
          orgAccountType: '1',
          account: 'F1',
          idNo: '91',
          smsCode: '123456',
          newPassword: 'E',
        }),
      ),
    method: 'POST',
    path: '/v1/auth/password',
    sent: {
      loginType: 'organization',
      orgAccountType: '1',
      account: 'F1',
      idNo: '91',
      smsCode: '123456',
      newPassword: 'E',
    },
    data: null,
  },
  {
    name: 'resetPassword (hybrid)',
    call: (s) =>
      s.dispatch(passwordApi.endpoints.resetPassword.initiate({ key: 'K', waitId: 'W', data: 'D' })),
    method: 'POST',
    path: '/v1/auth/password',
    sent: { key: 'K', waitId: 'W', data: 'D' },
    data: null,
  },
  {
    name: 'registerPassword',
    call: (s) => s.dispatch(passwordRegisterApi.endpoints.registerPassword.initiate({ password: 'E' })),
    method: 'POST',
    path: '/v1/auth/password/register',
    sent: { password: 'E' },
    data: null,
  },
  {
    name: 'changeTradePassword',
    call: (s) =>
      s.dispatch(
        tradePasswordApi.endpoints.changeTradePassword.initiate({ oldPassword: 'E1', newPassword: 'E2' }),
      ),
    method: 'PUT',
    path: '/v1/auth/password/trade',
    sent: { oldPassword: 'E1', newPassword: 'E2' },
    data: null,
  },
  {
    name: 'resetTradePassword',
    call: (s) =>
      s.dispatch(
        tradePasswordApi.endpoints.resetTradePassword.initiate({
          idNo: '110',
          smsCode: '654321',
          newPassword: 'E',
        }),
      ),
    method: 'POST',
    path: '/v1/auth/password/trade',
    sent: { idNo: '110', smsCode: '654321', newPassword: 'E' },
    data: null,
  },
  {
    name: 'checkOcr',
    call: (s) => s.dispatch(ocrCheck()),
    method: 'POST',
    path: '/v1/auth/ocr/check',
    sent: { portraitToken: 'p', emblemToken: 'e', name: '张三' },
    data: { passed: true },
  },
  {
    name: 'searchFunds',
    call: (s) =>
      s.dispatch(
        fundApi.endpoints.searchFunds.initiate({ content: '国证', filterFlag: '1', whiteFlag: '0' }),
      ),
    method: 'GET',
    path: '/v1/fund/search',
    sent: { content: '国证', filterFlag: '1', whiteFlag: '0' },
    data: [{ code: '000001', name: '国证稳健' }],
  },
  {
    name: 'fetchReceivingAccounts',
    call: (s) => s.dispatch(bankApi.endpoints.fetchReceivingAccounts.initiate({ fundCode: '000001' })),
    method: 'GET',
    path: '/v1/bank/receivables',
    sent: { fundCode: '000001' },
    data: [{ bankName: '工商银行', name: '国证资管', station: '深圳分行', account: '4000' }],
  },
  {
    name: 'signAgreement',
    call: (s) =>
      s.dispatch(
        agreementApi.endpoints.signAgreement.initiate({
          agreementId: 'privacy',
          agreementType: '1',
          silent: true,
        }),
      ),
    method: 'POST',
    path: '/v1/agreement/sign',
    sent: { agreementId: 'privacy', agreementType: '1' },
    data: null,
  },
  {
    name: 'signNotice',
    call: (s) =>
      s.dispatch(
        noticeApi.endpoints.signNotice.initiate({
          fundBusinessCode: '022',
          fundCode: '000001',
          noticeCode: 'N1',
        }),
      ),
    method: 'POST',
    path: '/v1/agreement/signInfoPublish',
    sent: { fundBusinessCode: '022', fundCode: '000001', noticeCode: 'N1' },
    data: null,
  },
  {
    name: 'fetchDict',
    call: (s) => s.dispatch(dictApi.endpoints.fetchDict.initiate({ id: 13, cityId: '440000' })),
    method: 'GET',
    path: '/v1/dict/13',
    sent: { cityId: '440000' },
    data: { '440300': '深圳市' },
  },
];

function ocrCheck() {
  return ocrApi.endpoints.checkOcr.initiate({ portraitToken: 'p', emblemToken: 'e', name: '张三' });
}

describe('every endpoint sends the contract request and gives back the data', () => {
  it.each(CASES)('$name: $method $path', async ({ call, method, path, sent, data }) => {
    const { store } = setup();
    server.on(method, path, { body: envelope(data) });
    const result = await call(store);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(data);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    if (method === 'GET') {
      const query = Object.fromEntries([...request.query].filter(([key]) => key !== 't'));
      expect(query).toEqual(sent);
      expect(request.query.has('t')).toBe(true);
    } else {
      expect(JSON.parse(request.body.toString())).toEqual(sent);
    }
  });
});
