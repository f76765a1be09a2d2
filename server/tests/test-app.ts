// Test harness: the real app on its own in-memory PGlite, with the log lines captured.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { openTestDatabase } from './pglite-template.js';
import { runOps } from '../ops/cli.js';
import type { FileStorage } from '../files/file-storage.js';
import { users, type UserStatus } from '../db/schema.js';
import { hashPassword } from '../accounts/passwords.js';
import {
  createMemoryMailer,
  createMemorySms,
  createTestClock,
  type MemoryMailer,
  type MemorySms,
  type TestClock,
} from './doubles.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every log line the app wrote, as raw JSON text. */
  logs: string[];
  /** Every mail and text the app sent. */
  mailer: MemoryMailer;
  sms: MemorySms;
  /** The app's clock for expiries (starts at the real time). */
  clock: TestClock;
  close(): Promise<void>;
}

/** Far above what any test does, so that only the rate-limit tests meet a limit. */
export const GENEROUS_ACCOUNT_RATE_LIMITS = {
  perAddress: { max: 10_000, timeWindowMs: 60_000 },
  perRecipient: { max: 10_000, timeWindowMs: 60_000 },
  perRecipientBurst: { max: 10_000, timeWindowMs: 60_000 },
  perRecipientDaily: { max: 10_000, timeWindowMs: 60_000 },
};

/** Far above what any test does: only the login limit tests meet these. */
export const GENEROUS_LOGIN_LIMITS = {
  perAccount: { max: 10_000, timeWindowMs: 60_000 },
  perAddress: { max: 10_000, timeWindowMs: 60_000 },
};

/** Far above what any test does: only the password change limit tests meet these. */
export const GENEROUS_PASSWORD_CHANGE_LIMITS = {
  perAccount: { max: 10_000, timeWindowMs: 60_000 },
  perAddress: { max: 10_000, timeWindowMs: 60_000 },
};

/** Far above what any test does: only the account deletion's limit test meets it. */
export const GENEROUS_ACCOUNT_DELETION_LIMIT = { max: 10_000, timeWindowMs: 60_000 };

export async function createTestApp(
  options: Partial<BuildAppOptions> & {
    beforeReady?: (app: FastifyInstance) => void;
    /** The in-memory database's options (e.g. a query timeout). */
    databaseOptions?: DatabaseOptions;
    /** A PostgreSQL database to use instead of an in-memory PGlite (createThrowawayDatabase). */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  // A PostgreSQL database starts empty; the in-memory one is a copy of the migrated template.
  let database: DatabaseHandle;
  if (options.databaseUrl) {
    database = await openDatabase({ url: options.databaseUrl }, options.databaseOptions);
    await runMigrations(database);
  } else {
    database = await openTestDatabase(options.databaseOptions);
  }
  const logs: string[] = [];
  const mailer = createMemoryMailer();
  const sms = createMemorySms();
  const clock = createTestClock();
  const {
    beforeReady,
    databaseOptions: _databaseOptions,
    databaseUrl: _databaseUrl,
    ...appOptions
  } = options;
  const app = await buildApp({
    db: database.db,
    handle: database,
    jwtSecret: TEST_JWT_SECRET,
    logging: { level: 'info', destination: { write: (line) => void logs.push(line) } },
    mailer,
    smsSender: sms,
    now: clock.now,
    publicUrl: 'http://portal.test',
    accountRateLimits: GENEROUS_ACCOUNT_RATE_LIMITS,
    loginLimits: GENEROUS_LOGIN_LIMITS,
    passwordChangeLimits: GENEROUS_PASSWORD_CHANGE_LIMITS,
    accountDeletionLimit: GENEROUS_ACCOUNT_DELETION_LIMIT,
    operatorLoginLimit: { max: 10_000, timeWindowMs: 60_000 },
    ...appOptions,
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    logs,
    mailer,
    sms,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface TestUserInput {
  userId: string;
  password: string;
  userName?: string;
  status?: UserStatus;
  emailVerified?: boolean;
}

/** Inserts a user directly (without the signup flow); returns its uuid. */
export async function insertUser(database: DatabaseHandle, input: TestUserInput): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({
      userId: input.userId.toLowerCase(),
      userName: input.userName ?? 'Test User',
      passwordHash: await hashPassword(input.password),
      status: input.status ?? 'active',
      emailVerifiedAt: input.emailVerified === false ? null : new Date(),
    })
    .returning({ uuid: users.uuid });
  if (!row) throw new Error('insert returned no row');
  return row.uuid;
}

export function login(
  app: FastifyInstance,
  userId: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/p/api/users/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ userId, password }),
  });
}

export async function loginToken(app: FastifyInstance, userId: string, password: string): Promise<string> {
  const response = await login(app, userId, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ data: { jwt: string } }>().data.jwt;
}

/** Asserts the error envelope and returns it. */
export function errorBody(response: LightMyRequestResponse) {
  return response.json<{ status: number; data: null; errorCode: string; message: string }>();
}

/**
 * `npm run ops -- …` against a test app's database, mailer and the given public folder, the way
 * the operator runs it (exit code, output and errors as text).
 */
export function opsRunner(t: TestApp, publicFilesDir: string, storage?: FileStorage) {
  return async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(argv, {
      openDatabase: async () => ({ ...t.database, close: async () => {} }),
      publicFilesDir,
      storage,
      timeZone: 'Asia/Seoul',
      now: () => new Date(),
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      mailer: t.mailer,
      publicUrl: 'http://portal.test',
      supportEmail: 'help@portal.test',
      serverSecret: async () => TEST_JWT_SECRET,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}
