/** forge is only needed once the slider is solved: it loads in its own chunk while the investor drags. */
export const loadCrypto = () => import(/* webpackChunkName: "login-crypto" */ '@/shared/crypto');

/** The message of a failed RTK Query call (an ApiError from the base query), if it has one. */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}
