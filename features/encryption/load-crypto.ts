/** forge loads only when a password is about to be encrypted, in its own chunk, never with the page. */
export const loadCrypto = () => import(/* webpackChunkName: "crypto" */ '@/shared/crypto');
