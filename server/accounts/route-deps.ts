// What the users routes need besides Fastify: built once by app.ts.
import type { Country } from '../../contract/currency-rules.js';
import type { Database } from '../db/client.js';
import type {
  AccountRateLimits,
  LoginLimits,
  PasswordChangeLimits,
  RateLimitSetting,
} from '../plugins/rate-limits.js';
import type { BackgroundTasks } from '../lib/background.js';
import type { PhoneCodeHasher } from './codes.js';
import type { Mailer } from '../mail/mailer.js';
import type { SmsSender } from '../mail/sms.js';
import type { TokenService } from './tokens.js';

export interface UserRouteDeps {
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  sms: SmsSender;
  /** The time every expiry is measured against (tests move it forward). */
  now: () => Date;
  /** Where users open the portal, without a trailing slash. */
  publicUrl: string;
  supportEmail: string;
  phoneCodeHash: PhoneCodeHasher;
  /** Login attempts on one account from one address. */
  loginRateLimit: RateLimitSetting;
  /** Login attempts on one account from anywhere, and from one address on any account. */
  loginLimits: LoginLimits;
  accountRateLimits: AccountRateLimits;
  /** Password changes per account and per address, counted before any hashing. */
  passwordChangeLimits: PasswordChangeLimits;
  background: BackgroundTasks;
  /** The deployment's country (BUSINESS_COUNTRY): phone numbers must be its mobile numbers. */
  country: Country;
}
