// GET /p/api/deployment (a documented addition to spec §7): the deployment's currency and country
// and the §9 figures that follow them (CONTRACT.md "Money"). The values themselves are in
// money-rules.ts, shared with the SPA without zod.
import { z } from 'zod';
import { COUNTRIES, CURRENCIES } from './money-rules.js';

export * from './money-rules.js';

export const deploymentSchema = z.object({
  /** Every amount of this deployment's API is in this currency (KRW or USD). */
  currency: z.enum(CURRENCIES),
  /** Its public holidays are not business days; it decides the payout days and the adult age. */
  country: z.enum(COUNTRIES),
  /** Digits of the currency's minor unit: 0 for won, 2 for dollars (cents). */
  minorUnitDigits: z.union([z.literal(0), z.literal(2)]),
  /** Spec §9's minimum cash-out, in the currency's major unit (5000 won, or 5 dollars). */
  minimumWithdrawal: z.number().positive(),
  /** Spec §9: the payment arrives within this many business days (3 in Korea, about 7 in the US). */
  payoutBusinessDays: z.number().int().positive(),
  /** Below this age a creator needs a legal guardian's consent to withdraw (19 in Korea, 18 in the US). */
  adultAge: z.number().int().positive(),
  /** VAT in percent, paid on top to VAT-registered businesses (spec §9, profit policies art. 8). */
  vatPercent: z.number().int().nonnegative(),
  /**
   * The zone (IANA) of the business days: the entries' expected dates are calendar dates there.
   * Optional: a host that does not send it is taken to be in its country's (Asia/Seoul for KR,
   * America/New_York for US).
   */
  timeZone: z.string().min(1).optional(),
  /**
   * Issue 22: whether the host offers resumable uploads (tus 1.0 at `/api/uploads/`). Optional: a
   * host that does not send it (the company's) takes entries as multipart file parts only.
   */
  resumableUploads: z.boolean().optional(),
});
export type Deployment = z.infer<typeof deploymentSchema>;
