// What the operator console's routes are given (app.ts builds it once).
import type { BusinessCalendar } from '../lib/business-days.js';
import type { Database } from '../db/client.js';
import type { FileLinks } from '../files/index.js';
import type { RateLimitSetting } from '../plugins/rate-limits.js';
import type { OperatorTokenService } from './operator-tokens.js';
import type { SecretBox } from './secret-box.js';

export interface OperatorRouteDeps {
  db: Database;
  tokens: OperatorTokenService;
  /** Seals the TOTP secrets (secret-box.ts). */
  box: SecretBox;
  now: () => Date;
  /** Where the portal is opened (the setup links point there), without a trailing slash. */
  publicUrl: string;
  calendar: BusinessCalendar;
  links: FileLinks;
  /** Login attempts per address and per email; setup attempts per address. */
  loginLimit: RateLimitSetting;
}

/** Ten attempts in 15 minutes per address and per email (a TOTP code has a million values). */
export const DEFAULT_OPERATOR_LOGIN_LIMIT: RateLimitSetting = { max: 10, timeWindowMs: 15 * 60_000 };

/** The link an operator opens to set up their account. */
export const setupUrlOf = (publicUrl: string, code: string) => `${publicUrl}/operator/setup/${code}`;
