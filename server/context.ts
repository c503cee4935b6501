import type { Clock } from './clock';
import type { RsaKeys } from './crypto/rsa';
import type { Database } from './db/database';
import type { SmsGateway } from './sms/gateway';

/** What every route and service needs; built once per app. */
export interface Context {
  db: Database;
  clock: Clock;
  rsa: RsaKeys;
  /** Server secret for keyed hashes (kept in the data folder). */
  secret: Buffer;
  sms: SmsGateway;
  dataDir: string;
  devHooks: boolean;
  secureCookies: boolean;
}
