export { useEncryptPasswords } from './use-encrypt-passwords';
export { useHybridBody } from './use-hybrid-body';
