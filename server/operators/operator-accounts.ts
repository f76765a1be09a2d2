// Operator accounts (issue 21): made by the command line or an admin's invitation, set up once
// through a link (a password and a confirmed authenticator), then logged in with the password and
// a TOTP code or one of ten single-use recovery codes. Every check that can fail on a guess (the
// password, the code) takes the same path whatever was wrong, and answers the same refusal.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  OPERATOR_SETUP_HOURS,
  RECOVERY_CODE_COUNT,
  type OperatorRole,
} from '../../contract/operator-rules.js';
import { ErrorCode, type ErrorCodeValue } from '../../contract/error-codes.js';
import type { Database } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { operatorRecoveryCodes, operators, type OperatorRow } from '../db/schema.js';
import { getDummyHash, hashPassword, verifyPassword } from '../accounts/index.js';
import type { SecretBox } from './secret-box.js';

/** An operator's row, for the routes (which do not import the schema). */
export type OperatorRecord = OperatorRow;

/** A refusal with its HTTP status and stable code (the routes answer it, the commands print it). */
export class OperatorError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    message: string = code,
    /** The form field at fault, answered as `field`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

export const TOTP_ISSUER = 'Creator Portal';
/** A code of the step before or after is still taken (clocks drift, people type slowly). */
const TOTP_TOLERANCE_SECONDS = 30;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Recovery codes are typed by hand: ten characters of an alphabet without 0/o, 1/l. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const recoveryHash = (code: string) => sha256(normalizeRecoveryCode(code));

export type OperatorState = 'invited' | 'active' | 'disabled';
export function operatorState(row: OperatorRow): OperatorState {
  if (row.disabledAt) return 'disabled';
  return row.totpConfirmedAt && row.passwordHash ? 'active' : 'invited';
}

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  /** The admin who invites; null for the command line. */
  createdBy: string | null;
}

export interface SetupLink {
  operator: OperatorRow;
  /** The one-time code of the link /operator/setup/{code}; only its hash is stored. */
  code: string;
  expiresAt: Date;
}

function newSetup(box: SecretBox, now: Date) {
  const code = randomBytes(32).toString('base64url');
  return {
    code,
    values: {
      setupCodeHash: sha256(code),
      setupExpiresAt: new Date(now.getTime() + OPERATOR_SETUP_HOURS * 3_600_000),
      // A new secret with every link: one seen on an older link is worth nothing.
      totpSecret: box.seal(generateSecret()),
    },
  };
}

/** A new operator who can log in once the setup link is used. */
export async function createOperator(
  db: Database,
  box: SecretBox,
  input: NewOperator,
  now: Date,
): Promise<SetupLink> {
  const { code, values } = newSetup(box, now);
  try {
    const [operator] = await db
      .insert(operators)
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        role: input.role,
        createdBy: input.createdBy,
        createdAt: now,
        updatedAt: now,
        ...values,
      })
      .returning();
    return { operator: operator!, code, expiresAt: values.setupExpiresAt };
  } catch (error) {
    if (isUniqueViolation(error)) throw new OperatorError(409, ErrorCode.OperatorEmailTaken);
    throw error;
  }
}

/**
 * A new setup link for an operator who lost theirs or their authenticator: the password, the
 * second factor and the recovery codes are reset, and every session ends (the caller ends them).
 */
export async function resetOperatorSetup(
  db: Database,
  box: SecretBox,
  uuid: string,
  now: Date,
): Promise<SetupLink> {
  const { code, values } = newSetup(box, now);
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .update(operators)
      .set({ ...values, passwordHash: null, totpConfirmedAt: null, totpLastStep: null, updatedAt: now })
      .where(eq(operators.uuid, uuid))
      .returning();
    if (!operator) throw new OperatorError(404, ErrorCode.NotFound);
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorUuid, uuid));
    return { operator, code, expiresAt: values.setupExpiresAt };
  });
}

async function operatorOfSetup(db: Database, code: string, now: Date): Promise<OperatorRow> {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.setupCodeHash, sha256(code)));
  if (!row || row.disabledAt || !row.totpSecret) throw new OperatorError(404, ErrorCode.OperatorSetupInvalid);
  if (!row.setupExpiresAt || row.setupExpiresAt <= now) {
    throw new OperatorError(410, ErrorCode.OperatorSetupExpired);
  }
  return row;
}

export interface SetupInfo {
  operator: OperatorRow;
  secret: string;
  otpauthUri: string;
  qrSvg: string;
  expiresAt: Date;
}

/** What the setup page shows: the authenticator's secret, as a QR code and in Base32. */
export async function setupInfo(db: Database, box: SecretBox, code: string, now: Date): Promise<SetupInfo> {
  const operator = await operatorOfSetup(db, code, now);
  const secret = box.open(operator.totpSecret!);
  if (!secret) throw new OperatorError(404, ErrorCode.OperatorSetupInvalid);
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: operator.email, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { operator, secret, otpauthUri, qrSvg, expiresAt: operator.setupExpiresAt! };
}

/** The time step of a valid code newer than `afterStep`, or null. */
async function checkTotp(secret: string, code: string, afterStep: number | null, now: Date) {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}

/**
 * Completes the setup: the password and the first code of the authenticator. Answers the ten
 * recovery codes, shown once; only their hashes are kept. The link then stops working.
 */
export async function completeSetup(
  db: Database,
  box: SecretBox,
  code: string,
  input: { password: string; code: string },
  now: Date,
): Promise<{ operator: OperatorRow; recoveryCodes: string[] }> {
  const operator = await operatorOfSetup(db, code, now);
  const secret = box.open(operator.totpSecret!);
  const step = secret ? await checkTotp(secret, input.code.trim(), null, now) : null;
  if (step === null) throw new OperatorError(400, ErrorCode.OperatorCodeInvalid);
  const passwordHash = await hashPassword(input.password);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return db.transaction(async (tx) => {
    // On the link's hash: of two tabs completing one link, one wins and the other is refused.
    const [done] = await tx
      .update(operators)
      .set({
        passwordHash,
        totpConfirmedAt: now,
        totpLastStep: step,
        setupCodeHash: null,
        setupExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(operators.uuid, operator.uuid), eq(operators.setupCodeHash, sha256(code))))
      .returning();
    if (!done) throw new OperatorError(404, ErrorCode.OperatorSetupInvalid);
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorUuid, operator.uuid));
    await tx
      .insert(operatorRecoveryCodes)
      .values(recoveryCodes.map((one) => ({ operatorUuid: operator.uuid, codeHash: recoveryHash(one) })));
    return { operator: done, recoveryCodes };
  });
}

export interface OperatorLogin {
  operator: OperatorRow;
  recoveryCodesLeft: number;
}

const loginFailed = () => new OperatorError(401, ErrorCode.OperatorLoginFailed);

/**
 * The password and a second factor: a TOTP code (not one used before: `totp_last_step`) or an
 * unused recovery code, which is used up. Any failure is the same refusal, after the same work.
 */
export async function checkOperatorLogin(
  db: Database,
  box: SecretBox,
  input: { email: string; password: string; code: string },
  now: Date,
): Promise<OperatorLogin> {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, input.email.trim().toLowerCase()));
  const passwordOk = await verifyPassword(
    input.password,
    row?.passwordHash ?? (await getDummyHash()),
    'login',
  );
  if (!row || !passwordOk || operatorState(row) !== 'active') throw loginFailed();

  const code = input.code.trim();
  if (/^\d{6}$/.test(code)) {
    const secret = box.open(row.totpSecret!);
    const step = secret ? await checkTotp(secret, code, row.totpLastStep, now) : null;
    if (step === null) throw loginFailed();
    // Conditional: of two logins with the same code at once, one wins.
    const [taken] = await db
      .update(operators)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(operators.uuid, row.uuid),
          or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
        ),
      )
      .returning({ uuid: operators.uuid });
    if (!taken) throw loginFailed();
  } else {
    const [used] = await db
      .update(operatorRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(operatorRecoveryCodes.operatorUuid, row.uuid),
          eq(operatorRecoveryCodes.codeHash, recoveryHash(code)),
          isNull(operatorRecoveryCodes.usedAt),
        ),
      )
      .returning({ hash: operatorRecoveryCodes.codeHash });
    if (!used) throw loginFailed();
  }
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorUuid, row.uuid), isNull(operatorRecoveryCodes.usedAt)));
  return { operator: row, recoveryCodesLeft: left?.count ?? 0 };
}

export async function findOperator(db: Database, uuid: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.uuid, uuid));
  return row ?? null;
}

export async function findOperatorByEmail(db: Database, email: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function listOperators(db: Database) {
  const rows = await db
    .select({
      operator: operators,
      lastSeenAt: sql<Date | null>`(select max(s.last_seen_at) from operator_sessions s where s.operator_uuid = ${operators.uuid})`,
    })
    .from(operators)
    .orderBy(operators.createdAt);
  return rows.map((row) => ({
    ...row.operator,
    lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt),
  }));
}

/** An admin changes a role or disables/enables an operator; answers the row before and after. */
export async function updateOperator(
  tx: Database,
  uuid: string,
  change: { role?: OperatorRole; disabled?: boolean },
  now: Date,
): Promise<{ before: OperatorRow; after: OperatorRow }> {
  const [before] = await tx.select().from(operators).where(eq(operators.uuid, uuid)).for('update');
  if (!before) throw new OperatorError(404, ErrorCode.NotFound);
  const [after] = await tx
    .update(operators)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined
        ? {}
        : { disabledAt: change.disabled ? (before.disabledAt ?? now) : null }),
      updatedAt: now,
    })
    .where(eq(operators.uuid, uuid))
    .returning();
  return { before, after: after! };
}
