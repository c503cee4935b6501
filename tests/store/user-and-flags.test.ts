import { authApi } from '@/api/auth/endpoints';
import { userApi } from '@/api/auth/endpoints-user';
import { loginExpired, loginFirstRequired, loginReplaced } from '@/api/core/session-events';
import { passwordApi } from '@/api/password/endpoints';
import { smsApi } from '@/api/sms/endpoints';
import { profileApi } from '@/api/user/endpoints';
import { makeStore } from '@/store';
import { clearLoginFirst, clearLoginReplace } from '@/store/global-flags-slice';
import { initialUserState } from '@/store/user-slice';

import { useApiTestServer } from '../api/support/setup';
import { envelope } from '../api/support/test-server';
import { createMockUserInfo } from './factories';

jest.mock('@/shared/ui', () => jest.requireActual('../api/support/shared-ui-mock'));

const { setup, server } = useApiTestServer();

describe('the user slice', () => {
  it('is filled from GET /v1/auth/user', async () => {
    const { store } = setup();
    const info = createMockUserInfo();
    server.on('GET', '/v1/auth/user', { body: envelope(info) });
    await store.dispatch(userApi.endpoints.fetchUser.initiate());
    expect(store.getState().user).toEqual({
      profile: null,
      riskLevel: info.riskLevel,
      isProfessional: false,
      isExpireProfessional: false,
      isQualified: true,
      isExpireQualified: false,
      qualifiedInfo: { kind: '73', endDate: '20270101' },
      isNaturalPerson: true,
      investmentVarieties: '1,2',
      investmentLimit: '3',
      allUserInfo: info,
      userFundAccount: 'F0001',
      userAccount: ['T0001', 'T0002'],
    });
  });

  it('keeps the profile (crmId) next to the user, whichever arrives first', async () => {
    const { store } = setup();
    server.on('GET', '/v1/user/profile', { body: envelope({ crmId: 'CRM-7' }) });
    server.on('GET', '/v1/auth/user', { body: envelope(createMockUserInfo({ isProfessional: true })) });
    await store.dispatch(profileApi.endpoints.fetchProfile.initiate());
    await store.dispatch(userApi.endpoints.fetchUser.initiate());
    expect(store.getState().user.profile).toEqual({ crmId: 'CRM-7' });
    expect(store.getState().user.isProfessional).toBe(true);
  });

  it('a failed user call leaves the slice as it was', async () => {
    const { store } = setup();
    server.on('GET', '/v1/auth/user', { body: envelope(null, 503000, '系统繁忙') });
    await store.dispatch(userApi.endpoints.fetchUser.initiate());
    expect(store.getState().user).toEqual(initialUserState);
  });

  it('is emptied by logout and by an expired session', async () => {
    const { store } = setup();
    server.on('GET', '/v1/auth/user', { body: envelope(createMockUserInfo()) });
    server.on('POST', '/v1/auth/logout', { body: envelope(null) });
    await store.dispatch(userApi.endpoints.fetchUser.initiate());
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(store.getState().user).toEqual(initialUserState);

    await store.dispatch(userApi.endpoints.fetchUser.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().user.userFundAccount).toBe('F0001');
    store.dispatch(loginExpired());
    expect(store.getState().user).toEqual(initialUserState);
  });
});

/** Raises loginFirst, loginReplace and loginExpire by the session events that raise them. */
function raiseEverySessionFlag(store: ReturnType<typeof makeStore>): void {
  store.dispatch(loginFirstRequired());
  store.dispatch(loginReplaced());
  store.dispatch(loginExpired());
}

describe('the global flags', () => {
  it('start lowered and follow the session events', () => {
    const store = makeStore();
    expect(store.getState().globalFlags).toEqual({
      loginFirst: false,
      loginReplace: false,
      loginExpire: false,
    });
    raiseEverySessionFlag(store);
    expect(store.getState().globalFlags).toEqual({ loginFirst: true, loginReplace: true, loginExpire: true });
    store.dispatch(clearLoginFirst());
    store.dispatch(clearLoginReplace());
    expect(store.getState().globalFlags).toEqual({
      loginFirst: false,
      loginReplace: false,
      loginExpire: true,
    });
  });

  it('a changed password lowers loginFirst; a new session lowers loginExpire and loginReplace', async () => {
    const { store } = setup();
    raiseEverySessionFlag(store);
    server.on('PUT', '/v1/auth/password', { body: envelope(null) });
    server.on('POST', '/v1/auth/sms/validate', {
      body: envelope({ nonce: 'n', requiredChangePassword: false, userType: 'Direct' }),
    });
    await store.dispatch(
      passwordApi.endpoints.changePassword.initiate({ oldPassword: 'a', newPassword: 'b' }),
    );
    expect(store.getState().globalFlags.loginFirst).toBe(false);
    expect(store.getState().globalFlags.loginExpire).toBe(true);
    await store.dispatch(smsApi.endpoints.validateSms.initiate({ code: '123456' }));
    expect(store.getState().globalFlags).toEqual({
      loginFirst: false,
      loginReplace: false,
      loginExpire: false,
    });
  });

  it('a failed password change keeps loginFirst raised', async () => {
    const { store } = setup();
    store.dispatch(loginFirstRequired());
    server.on('PUT', '/v1/auth/password', { body: envelope(null, 400000, '新密码不能与原密码相同') });
    await store.dispatch(
      passwordApi.endpoints.changePassword.initiate({ oldPassword: 'a', newPassword: 'a' }),
    );
    expect(store.getState().globalFlags.loginFirst).toBe(true);
  });
});
