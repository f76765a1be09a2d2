// Shapes of the users resource (spec §7 "Users"). One definition, used by the server's route
// schemas, its OpenAPI document, the SPA's API module and the msw handlers.
import { z } from 'zod';
import { safeText } from './text.js';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  HP_NUMBER_INPUT_PATTERN,
  PHONE_CODE_LENGTH,
  USER_NAME_MAX_LENGTH,
} from './user-rules.js';

export * from './user-rules.js';

/** POST /p/api/users/login: JSON body (CONTRACT.md). No client-side validation (spec §5). */
export const loginBodySchema = z.object({
  userId: safeText().max(320),
  password: safeText().max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginDataSchema = z.object({
  userId: z.string(),
  uuid: z.string(),
  userName: z.string(),
  jwt: z.string(),
  /** Ours, not the company API's: true when this login used a mailed temporary password. */
  passwordChangeRequired: z.boolean().optional(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

/** GET /api/users/{id}: `id` is the user's uuid; only your own record is found. */
export const userParamsSchema = z.object({ id: safeText().max(64) });

/** An email change waiting for its link (issue 19): the new address and when the link stops working. */
export const pendingEmailSchema = z.object({ email: z.string(), expiresAt: z.string() });
export type PendingEmail = z.infer<typeof pendingEmailSchema>;

export const userDataSchema = z.object({
  uuid: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** E.164 (+821012345678); the SPA shows it in its country's national format. */
  hpNumber: z.string().nullable(),
  emailVerified: z.boolean(),
  castingn: z.boolean(),
  /** True after a login with a temporary password, until the user sets a new one. */
  passwordChangeRequired: z.boolean(),
  createdAt: z.string(),
  /** The email change waiting for its link, if any (null or absent: none); the login id is still userId. */
  pendingEmail: pendingEmailSchema.nullable().optional(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** PUT /api/users/castingn: marks the account as having arrived through /castingn. */
export const castingnDataSchema = z.object({ castingn: z.literal(true) });
export type CastingnData = z.infer<typeof castingnDataSchema>;

// ---- Accounts (signup, verification, recovery, password change) ----
// The §5 rules and limits live in ./user-rules.ts (zod-free, re-exported above).

const email = safeText().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN);

/** GET /p/api/users/same-userid?userId= : is this email still free? */
export const sameUserIdQuerySchema = z.object({ userId: email });
export const sameUserIdDataSchema = z.object({ available: z.boolean() });
export type SameUserIdData = z.infer<typeof sameUserIdDataSchema>;

/**
 * A phone number as the API takes it: national digits without separators, or E.164 (`+` as %2B in a
 * query). The server reads it with its deployment's country (contract/phone-rules.ts) and answers
 * 400 PHONE_NUMBER_INVALID when it is not a mobile number of that country.
 */
const hpNumber = safeText()
  .regex(HP_NUMBER_INPUT_PATTERN)
  .describe(
    "National digits without separators (01012345678 in Korea, 2015550123 in the US) or E.164 (+821012345678). Only mobile numbers of the deployment's country (GET /p/api/deployment `country`).",
  );
const phoneCode = safeText().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`));

/** GET /p/api/users/auth-hpnumber?hpNumber= : texts a 6-digit code valid for 3 minutes. */
export const authHpNumberQuerySchema = z.object({ hpNumber });
export const authHpNumberDataSchema = z.object({
  expiresInSeconds: z.number().int(),
  maxTries: z.number().int(),
});
export type AuthHpNumberData = z.infer<typeof authHpNumberDataSchema>;

/** POST /p/api/users?userId&password&userName&hpNumber&authHpNumber (query parameters, spec §7). */
export const signupQuerySchema = z.object({
  userId: email,
  password: safeText().min(1).max(200),
  userName: safeText().trim().min(1).max(USER_NAME_MAX_LENGTH),
  hpNumber,
  authHpNumber: phoneCode,
});
export type SignupQuery = z.infer<typeof signupQuerySchema>;
/** The account exists, unverified; a verification mail went to userId. */
export const signupDataSchema = z.object({ userId: z.string(), uuid: z.string() });
export type SignupData = z.infer<typeof signupDataSchema>;

/** GET /p/api/users/email-auth/{code} */
export const emailAuthParamsSchema = z.object({ code: safeText().min(1).max(200) });
export const emailAuthDataSchema = z.object({ userId: z.string() });
export type EmailAuthData = z.infer<typeof emailAuthDataSchema>;

/** GET /p/api/users/recertify-email?userId= : same answer whether or not a mail went out. */
export const recertifyEmailQuerySchema = z.object({ userId: email });
export const sentDataSchema = z.object({ sent: z.literal(true) });
export type SentData = z.infer<typeof sentDataSchema>;

/** POST /p/api/users/userid {userName}: the matching accounts' emails, masked (de**@ex*****.com). */
export const findUserIdBodySchema = z.object({
  userName: safeText().trim().min(1).max(USER_NAME_MAX_LENGTH),
});
export const findUserIdDataSchema = z.object({ userIds: z.array(z.string()) });
export type FindUserIdData = z.infer<typeof findUserIdDataSchema>;

/** POST /p/api/users/password {userId}: mails a temporary password (30 minutes); same answer always. */
export const resetPasswordBodySchema = z.object({ userId: email });

/** PUT /api/users/{id} {password}: the new password. Answers a fresh token: older ones turn 403. */
export const updateUserBodySchema = z.object({ password: safeText().min(1).max(200) }).strict();
export const updateUserDataSchema = z.object({ uuid: z.string(), jwt: z.string() });
export type UpdateUserData = z.infer<typeof updateUserDataSchema>;

// ---- Phone change (issue 19): a documented addition to spec §7 ----

/** POST /api/users/hp-number/code {hpNumber}: texts a 6-digit code to the new number (3 minutes, 5 tries). */
export const phoneChangeCodeBodySchema = z.object({ hpNumber }).strict();

/** PUT /api/users/{id}/hp-number {hpNumber, authHpNumber}: the new number, with the code it received. */
export const phoneChangeBodySchema = z.object({ hpNumber, authHpNumber: phoneCode }).strict();
/** The number as stored now, in E.164. */
export const phoneChangeDataSchema = z.object({ hpNumber: z.string() });
export type PhoneChangeData = z.infer<typeof phoneChangeDataSchema>;

// ---- Profile changes (issue 19 item 2): documented additions to spec §7 ----
// The rules are in ./profile-rules.ts (zod-free, for the SPA too); the server answers their own
// codes (USER_NAME_INVALID, EMAIL_INVALID…), so these shapes check only the types.

/** PUT /api/users/{id}/user-name {userName}: answers the updated user record. */
export const userNameBodySchema = z
  .object({
    userName: safeText().describe(
      `Stored trimmed: 1 to ${USER_NAME_MAX_LENGTH} characters, no bidi control, something visible (USER_NAME_INVALID otherwise).`,
    ),
  })
  .strict();

/** POST /api/users/{id}/email-change {newEmail, password}: mails a link to the new address. */
export const emailChangeBodySchema = z
  .object({
    newEmail: safeText().describe(
      `The new login email: an email address of at most ${EMAIL_MAX_LENGTH} characters (EMAIL_INVALID otherwise), stored lowercased.`,
    ),
    password: safeText().min(1).max(200).describe('The current password (PASSWORD_MISMATCH when wrong).'),
  })
  .strict();

/** GET /p/api/users/email-change/{code}: the code of the mailed link. */
export const emailChangeParamsSchema = z.object({ code: safeText().min(1).max(200) });
/** The login id is the new address now (the account's uuid says which account it was). */
export const emailChangeDataSchema = z.object({ userId: z.string(), uuid: z.string() });
export type EmailChangeData = z.infer<typeof emailChangeDataSchema>;
