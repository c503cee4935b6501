import type { CallOutcome, LoginResetCalls, ResetIdentity } from './types';

/**
 * What an RTK Query trigger resolves to. shared/ may not import api/, so the reset pages hand over their
 * mutation triggers and these adapters speak to them structurally (the shapes of api/types).
 */
export type Answer<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

/** RTK's failed answers always carry `error`; a successful one may hold `data: null`. */
export function succeeded<T>(answer: Answer<T>): answer is { data: T; error?: undefined } {
  return !('error' in answer) || answer.error === undefined;
}
type Quiet = { silent: true };

export interface HybridMaterial {
  modulus: string;
  publicExponent: string;
  waitId: string;
}

export interface HybridBody {
  key: string;
  waitId: string;
  data: string;
}

/** The mutation triggers the login-password reset uses (api/captcha, api/sms, api/auth-key, api/password). */
export interface LoginResetTriggers {
  sendSms(
    arg: { type: 'resetPassword'; token: string; extras: Record<string, string> } & Quiet,
  ): PromiseLike<Answer<string>>;
  fetchSecret(arg: Quiet): PromiseLike<Answer<{ publicKey: string }>>;
  fetchHybridKey(arg: Quiet): PromiseLike<Answer<HybridMaterial>>;
  resetPassword(arg: HybridBody & Quiet): PromiseLike<Answer<null>>;
}

interface ErrorShape {
  state?: unknown;
  message?: unknown;
}

/** A failed answer as an outcome: the base query's ApiError carries state and message. */
export function failureOf(answer: { error?: unknown }): { ok: false; state?: number; message?: string } {
  const error = (answer.error ?? {}) as ErrorShape;
  return {
    ok: false,
    state: typeof error.state === 'number' ? error.state : undefined,
    message: typeof error.message === 'string' && error.message ? error.message : undefined,
  };
}

export function outcomeOf<T>(answer: Answer<T>): CallOutcome<T> {
  return succeeded(answer) ? { ok: true, value: answer.data } : failureOf(answer);
}

/** forge loads only when a password is about to be encrypted, not with the page. */
const loadCrypto = () => import(/* webpackChunkName: "reset-crypto" */ '@/shared/crypto');

/**
 * Encrypts a body for the hybrid scheme: password fields RSA-encrypted with GET /v1/auth/secret's key,
 * the whole body then AES-GCM-encrypted under a key wrapped with GET /v1/auth/amWeb/rsa's material.
 */
export async function hybridBody(
  triggers: Pick<LoginResetTriggers, 'fetchSecret' | 'fetchHybridKey'>,
  build: (encrypt: (password: string) => string) => object,
): Promise<CallOutcome<HybridBody>> {
  const [crypto, secret, material] = await Promise.all([
    loadCrypto(),
    triggers.fetchSecret({ silent: true }),
    triggers.fetchHybridKey({ silent: true }),
  ]);
  if (!succeeded(secret)) return failureOf(secret);
  if (!succeeded(material)) return failureOf(material);
  const body = build((password) => crypto.encryptPassword(password, secret.data.publicKey));
  return { ok: true, value: crypto.encryptHybrid(body, material.data) };
}

/** The LoginResetCalls of a reset page, over its triggers. All calls are quiet: the screens say what failed. */
export function loginResetCalls(triggers: LoginResetTriggers): LoginResetCalls {
  return {
    sendSms: async (token: string, identity: ResetIdentity) => {
      const extras: Record<string, string> = { loginType: identity.loginType, account: identity.account };
      if (identity.orgAccountType) extras.orgAccountType = identity.orgAccountType;
      return outcomeOf(await triggers.sendSms({ type: 'resetPassword', token, extras, silent: true }));
    },
    resetPassword: async (identity, smsCode, newPassword) => {
      const body = await hybridBody(triggers, (encrypt) => ({
        ...identity,
        smsCode,
        newPassword: encrypt(newPassword),
      }));
      if (!body.ok) return body;
      const answer = await triggers.resetPassword({ ...body.value, silent: true });
      return succeeded(answer) ? { ok: true, value: null } : failureOf(answer);
    },
  };
}
