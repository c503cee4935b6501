import { useCallback, useRef, useState } from 'react';

import { useSignAgreementMutation } from '@/api/agreement/endpoints';
import type { AutoLoginData, LoginResult } from '@/api/auth/contract';
import { useLoginMutation, useLoginOrgMutation } from '@/api/auth/endpoints';
import { useFetchSecretMutation } from '@/api/auth/endpoints-key';
import { failureText, outcomeOf, type Outcome } from '@/api/core/outcome';
// The loader alone, not the encryption hooks of the feature: the login page encrypts its own way.
import { profileApi } from '@/api/user/endpoints';
import { loadCrypto } from '@/features/encryption/load-crypto';
import { USER_TYPE_REGISTERED } from '@/shared/enums/account';
import { navigate, redirectTarget } from '@/shared/routing';
import { readNonce, saveNonce, writeTokenTime } from '@/shared/storage';
import { useAppDispatch } from '@/store/hooks';

import {
  atMost,
  classifyLoginAnswer,
  PRIVACY_AGREEMENT,
  rememberLogin,
  type Credentials,
} from './login-steps';
import { LOGIN_TEXT } from './login-texts';

export type LoginStep =
  | 'idle'
  | 'slider'
  | 'submitting'
  | 'sms'
  | 'finishing'
  | 'changePassword'
  | 'noEntrustment'
  | 'registered'
  | 'registerPassword'
  | 'leaving';

/**
 * The login of spec §4, in order: slider → key → encrypted submit with this account's nonce → remember →
 * SMS when the answer has no data → privacy agreement (at most 1 s) → nonce stored → Registered profile
 * check, forced password change or login-success.
 */
export function useLoginFlow() {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<LoginStep>('idle');
  // Shown in the form, not as a 2.5 s toast: a lockout's end time must stay readable.
  const [failure, setFailure] = useState<string | null>(null);
  const credentials = useRef<Credentials | null>(null);
  const [fetchSecret] = useFetchSecretMutation();
  const [login] = useLoginMutation();
  const [loginOrg] = useLoginOrgMutation();
  const [signAgreement] = useSignAgreementMutation();
  // The consignment hand-over's result while the investor sets a first login password.
  const handedOver = useRef<LoginResult | null>(null);

  const leave = useCallback(() => {
    credentials.current = null;
    writeTokenTime();
    setStep('leaving');
    navigate(redirectTarget());
  }, []);

  /** Back to the form, saying why unless the failure must stay silent (null). */
  const fail = useCallback((message: string | null) => {
    credentials.current = null;
    setFailure(message);
    setStep('idle');
  }, []);

  const start = useCallback((entered: Credentials) => {
    // One login at a time: a second press while one is under way changes nothing.
    if (credentials.current) return;
    credentials.current = entered;
    setFailure(null);
    void loadCrypto();
    setStep('slider');
  }, []);

  /** Spec §4, the account's next screen: a Registered user's profile check, the forced change or success. */
  const next = useCallback(
    async (result: LoginResult) => {
      if (result.userType === USER_TYPE_REGISTERED) {
        const profile = await dispatch(
          profileApi.endpoints.fetchProfile.initiate(
            { silent: true },
            { subscribe: false, forceRefetch: true },
          ),
        );
        if (profile.data?.crmId) leave();
        else setStep('registered');
        return;
      }
      if (result.requiredChangePassword) setStep('changePassword');
      else leave();
    },
    [dispatch, leave],
  );

  /** Spec §4 after a nonce: sign the privacy agreement, keep the nonce, then the account's next screen. */
  const finish = useCallback(
    async (result: LoginResult) => {
      const entered = credentials.current;
      if (!entered) return;
      setStep('finishing');
      if (result.userType !== USER_TYPE_REGISTERED) {
        await atMost(signAgreement({ ...PRIVACY_AGREEMENT, silent: true }));
      }
      if (result.nonce) await saveNonce(entered.account, result.nonce).catch(() => false);
      await next(result);
    },
    [next, signAgreement],
  );

  /**
   * The consignment channel's hand-over (login.html?registeredToken=…): the dialogs' chunk sends the token
   * (POST /v1/auth/registered/auto/login, kept off the first visit) and hands its answer here. A Registered user
   * without a login password sets it first (POST /v1/auth/password/register), then the profile check.
   */
  const startHandOver = useCallback(() => {
    setFailure(null);
    setStep('finishing');
  }, []);
  const handedOverWith = useCallback(
    async (answer: Outcome<AutoLoginData>) => {
      if (!answer.ok) return fail(failureText(answer, LOGIN_TEXT.handOverFailed));
      const { passwordSet, ...result } = answer.value;
      if (passwordSet) return next(result);
      handedOver.current = result;
      setStep('registerPassword');
    },
    [fail, next],
  );

  /** The first login password is set: on with the hand-over. */
  const passwordRegistered = useCallback(() => {
    const result = handedOver.current;
    handedOver.current = null;
    if (result) void next(result);
  }, [next]);

  const submit = useCallback(
    async (captchaToken: string) => {
      const entered = credentials.current;
      if (!entered) return;
      setStep('submitting');
      const [crypto, secretAnswer] = await Promise.all([loadCrypto(), fetchSecret({ silent: true })]);
      const secret = outcomeOf(secretAnswer);
      if (!secret.ok) {
        fail(failureText(secret, LOGIN_TEXT.loginFailed));
        return;
      }
      const publicKey = secret.value.publicKey;
      const password = crypto.encryptPassword(entered.password, publicKey);
      const nonce = await readNonce(entered.account).catch(() => undefined);
      const body = { account: entered.account, password, code: captchaToken, nonce };
      const answer =
        entered.loginType === 'account'
          ? await login({ ...body, officialPassword: crypto.hashThenEncrypt(entered.password, publicKey) })
          : await loginOrg({ ...body, type: entered.orgAccountType });
      const next = classifyLoginAnswer(answer);
      if (next.kind === 'failed') fail(next.message);
      else if (next.kind === 'slider' || next.kind === 'noEntrustment') setStep(next.kind);
      else {
        await rememberLogin(entered);
        if (next.kind === 'sms') setStep('sms');
        else await finish(next.result);
      }
    },
    [fail, fetchSecret, finish, login, loginOrg],
  );

  const cancel = useCallback(() => {
    credentials.current = null;
    handedOver.current = null;
    setStep('idle');
  }, []);

  return {
    step,
    failure,
    start,
    submit,
    finish,
    leave,
    cancel,
    startHandOver,
    handedOverWith,
    passwordRegistered,
  };
}
