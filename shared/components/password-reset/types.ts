export type ResetLoginType = 'account' | 'organization';
/** '1' fund (TA) account, '0' fund trade account. */
export type ResetOrgAccountType = '0' | '1';

/** Who forgot the password: what the SMS send and the reset carry. */
export interface ResetIdentity {
  loginType: ResetLoginType;
  orgAccountType?: ResetOrgAccountType;
  account: string;
  idNo: string;
}

/** A back-office answer reduced to what the screens need; `state` picks where a failure shows. */
export type CallOutcome<T = null> = { ok: true; value: T } | { ok: false; state?: number; message?: string };

/** What the login-password reset needs from the back office (the pages wire these to api/). */
export interface LoginResetCalls {
  /** SMS of type resetPassword to the account's bound phone; the value is the masked phone. */
  sendSms: (captchaToken: string, identity: ResetIdentity) => Promise<CallOutcome<string>>;
  /** The reset itself, the new password still in plain text (the wiring encrypts it). */
  resetPassword: (identity: ResetIdentity, smsCode: string, newPassword: string) => Promise<CallOutcome>;
}
