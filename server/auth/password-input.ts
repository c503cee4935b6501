import type { Context } from '../core/context';
import { badRequest, hint } from '../core/http/envelope';

/**
 * Decrypts an RSA-encrypted password field; anything undecryptable is a 400000, never a 500. With PKCS#1
 * v1.5 nothing is refused here: a bad padding decrypts to a synthetic message, which then fails like a wrong
 * password (same answer, same count toward the lock), so no answer tells a bad padding from a wrong password.
 */
export function decryptPassword(ctx: Context, base64: string): string {
  let plain: string;
  try {
    plain = ctx.rsa.decrypt(base64).toString('utf8');
  } catch {
    throw badRequest('密码解密失败，请刷新页面后重试');
  }
  if (ctx.rsa.implicitRejection) return plain;
  if (plain.length === 0 || plain.length > 64) throw badRequest('密码长度不正确');
  return plain;
}

/** A new password decrypted and held to its rules: `problemOf` names what breaks them (a hint), or null. */
export function newPassword(
  ctx: Context,
  base64: string,
  problemOf: (password: string) => string | null,
): string {
  const password = decryptPassword(ctx, base64);
  const problem = problemOf(password);
  if (problem) throw hint(problem);
  return password;
}
