import type { PuzzlePool } from '../captcha/pool';
import type { Clock } from './clock';
import type { PasswordHasher } from './crypto/passwords';
import type { RsaKeys } from './crypto/rsa';
import type { Database } from './db/database';
import type { FaultStep } from './fault-seam';
import type { PdfRenderer } from './pdf/renderer';
import type { Volatile } from './volatile';

/**
 * What a real back office hands to its SMS provider (server/sms/gateway.ts is the local one). Called inside
 * the sending transaction, so a failed send leaves no live code behind.
 */
export interface SmsGateway {
  send(message: { phone: string; type: string; code: string; sentAt: number }): void;
}

/** What every route and service needs; built once per app. Only store.ts files touch `db`. */
export interface Context {
  db: Database;
  /** Short-lived state in memory (rate windows, slider challenges, wait ids, reset attempts). */
  volatile: Volatile;
  clock: Clock;
  rsa: RsaKeys;
  /** scrypt for login and trade passwords (production cost unless a test asked for less). */
  passwords: PasswordHasher;
  /** Server secret for keyed hashes (kept in the data folder). */
  secret: Buffer;
  sms: SmsGateway;
  /** Slider puzzles drawn ahead of the requests on a worker thread, under a ceiling for the process. */
  puzzles: PuzzlePool;
  /** PDFs laid out on a worker thread, within per-account and global ceilings. */
  pdf: PdfRenderer;
  dataDir: string;
  devHooks: boolean;
  /** PORTAL_SECURE_COOKIES: '1' always Secure, '0' never, unset Secure unless addressed as loopback. */
  secureCookies: boolean | 'unless-loopback';
  /** Test suites only (AppOptions.testOnlyFault): throws at a named step of a flow (core/fault-seam.ts). */
  testOnlyFault?: (step: FaultStep) => void;
}
