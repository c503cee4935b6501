/** The rules of the e-mail on file that the 个人资料 page and the back office both apply. */

/** An address typed is the one on file: the domain and, by practice, the local part ignore case. */
export const sameAddress = (typed: string, onFile: string) => typed.toLowerCase() === onFile.toLowerCase();

/**
 * Whether saving 个人资料 changes the e-mail on file (a first one included): statements and asset certificates
 * go to it, so the change needs the SMS second factor (issue 39, M1).
 */
export const isEmailChange = (onFile: string | null, typed: string) =>
  !onFile || !sameAddress(typed.trim(), onFile);
