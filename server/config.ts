// Server configuration from the environment, checked once at start so that a bad value stops the
// server with a clear message instead of failing later on a request.
import { randomBytes } from 'node:crypto';
import type { S3Settings } from './files/index.js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { COUNTRIES, CURRENCIES, type Country, type Currency } from '../contract/money-rules.js';

/**
 * The deployment's defaults: a Korean deployment in won, business days in Seoul. The environment
 * (below) and buildApp (app.ts, for tests and scripts that give no value) both start from these.
 */
export const DEPLOYMENT_DEFAULTS = {
  country: 'KR',
  currency: 'KRW',
  timeZone: 'Asia/Seoul',
  supportEmail: 'help@creator-portal.example',
} as const satisfies { country: Country; currency: Currency; timeZone: string; supportEmail: string };

const MIN_PRODUCTION_SECRET_LENGTH = 32;
// A JWT secret's strength, estimated from its own characters (Shannon entropy per character times
// its length): 32 random hex digits give ~118 bits, 40 times the same character 0. The estimate
// overrates patterns, so a secret that repeats a shorter one is refused as well.
const MIN_SECRET_ENTROPY_BITS = 96;
const MIN_SECRET_DISTINCT_CHARACTERS = 10;

/** Why a secret is too weak for production, or null when it will do. */
export function jwtSecretWeakness(secret: string): string | null {
  const characters = [...secret];
  if (characters.length < MIN_PRODUCTION_SECRET_LENGTH) {
    return `it has fewer than ${MIN_PRODUCTION_SECRET_LENGTH} characters`;
  }
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  if (counts.size < MIN_SECRET_DISTINCT_CHARACTERS) {
    return `it uses fewer than ${MIN_SECRET_DISTINCT_CHARACTERS} different characters`;
  }
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const p = count / characters.length;
    bitsPerCharacter -= p * Math.log2(p);
  }
  if (bitsPerCharacter * characters.length < MIN_SECRET_ENTROPY_BITS) {
    return `its characters carry less than ${MIN_SECRET_ENTROPY_BITS} bits of entropy`;
  }
  for (let period = 1; period <= characters.length / 2; period += 1) {
    if (characters.every((character, index) => index < period || character === characters[index - period])) {
      return 'it repeats a shorter pattern';
    }
  }
  return null;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  // HTTPS with HTTP/2 (and HTTP/1.1 beside it) on PORT, from a PEM certificate chain and its key:
  // a browser then asks all of a page's files on one connection (docs/performance.md "HTTP/2").
  // Unset: plain HTTP, for a proxy or load balancer in front that speaks TLS and HTTP/2.
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Files in S3-compatible object storage (files/s3-storage.ts) instead of DATA_DIR/files, so
  // that several instances see the same files. Credentials: AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY
  // (or any other source the AWS SDK reads).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  S3_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9!_.*'()/-]*\/$/, 'must end with / and use only safe key characters')
    .optional(),
  // How long one database query may take before the request answers 503 (db/client.ts).
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  JWT_SECRET: z.string().optional(),
  NODE_ENV: z.string().default('development'),
  STATIC_DIR: z.string().default('dist'),
  SEED_DEMO: z.stringbool().optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  // Behind a load balancer the client address comes from X-Forwarded-For; without this the login
  // rate limit would key every client on the balancer's address. Give the number of proxy hops or
  // the proxies' addresses/CIDRs ("10.0.0.0/8,127.0.0.1"): `true` would trust whatever address a
  // client writes into X-Forwarded-For itself.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string => {
      const v = value.trim().toLowerCase();
      if (v === 'false' || v === '0' || v === 'no' || v === 'off') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      return value.trim();
    }),
  // Login attempts per minute for one client address and one account. A long end-to-end suite that
  // logs the demo account in many times may raise it.
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // Login attempts on one account from all addresses together, per 15 minutes.
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  // Login attempts from one client address on all accounts together, per minute.
  LOGIN_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  // Operator console: setup and login requests from one client address and for one email, per 15
  // minutes. An end-to-end suite that sets up many operators may raise it.
  OPERATOR_LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // Password changes by one account, and from one client address, per 15 minutes (each is a slow
  // hash, so they are counted before it).
  PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  PASSWORD_CHANGE_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  // Requests per minute from one client address to each account endpoint (signup, duplicate check,
  // phone code, email verification and resend, find ID, password reset).
  ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  // Texts to one phone number, and mails to one address (resend, password reset), asked for from one
  // client address, per hour.
  MESSAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  // The same, from all client addresses together: per 15 minutes, and per day.
  MESSAGE_RECIPIENT_BURST_MAX: z.coerce.number().int().min(1).default(10),
  MESSAGE_RECIPIENT_DAILY_MAX: z.coerce.number().int().min(1).default(30),
  // Where users open the portal: the email verification link is PUBLIC_URL/email-auth/<code>.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  // smtp://user:pass@host:587 or smtps://...; unset = the development mailbox in DATA_DIR/mailbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('"Creator Portal" <no-reply@creator-portal.example>'),
  // Named in every mail as the address to write to.
  SUPPORT_EMAIL: z.string().default(DEPLOYMENT_DEFAULTS.supportEmail),
  // The zone of the business day: the daily statistics run is at 01:00 there (spec §9).
  BUSINESS_TIME_ZONE: z
    .string()
    .default(DEPLOYMENT_DEFAULTS.timeZone)
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Seoul or UTC'),
  // The deployment's country: its public holidays are not business days (review within 5, scheduling
  // within 7 business days, spec §9; lib/business-days.ts).
  BUSINESS_COUNTRY: z.enum(COUNTRIES).default(DEPLOYMENT_DEFAULTS.country),
  // The deployment's currency (CONTRACT.md "Money"): every amount is in it, whatever the UI language
  // (GET /p/api/deployment). KRW: whole won; USD: dollars and cents.
  CURRENCY: z.enum(CURRENCIES).default(DEPLOYMENT_DEFAULTS.currency),
  // Entries converted at once by each server (submissions/conversion-worker.ts). ffmpeg runs one
  // thread per conversion, so 1 leaves the API a core on a 2-core machine.
  CONVERSION_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** One query's time limit for the server's requests (migrations have none). */
  databaseQueryTimeoutMs: number;
  /** Set when it came from the environment; otherwise `resolveJwtSecret` generates a dev secret. */
  jwtSecret: string | undefined;
  isProduction: boolean;
  staticDir: string;
  seedDemo: boolean;
  logLevel: (typeof logLevels)[number];
  /** Fastify's trustProxy: false, true, a hop count, or proxy addresses/CIDRs. */
  trustProxy: boolean | number | string;
  loginRateLimitPerMinute: number;
  loginAccountRateLimitPer15Minutes: number;
  loginAddressRateLimitPerMinute: number;
  operatorLoginRateLimitPer15Minutes: number;
  passwordChangeAccountRateLimitPer15Minutes: number;
  passwordChangeAddressRateLimitPer15Minutes: number;
  accountRateLimitPerMinute: number;
  messageRateLimitPerHour: number;
  messageRecipientPer15Minutes: number;
  messageRecipientPerDay: number;
  /** No trailing slash. */
  publicUrl: string;
  /** Unset: mail goes to the development mailbox (DATA_DIR/mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** IANA zone of the daily 01:00 statistics run. */
  businessTimeZone: string;
  /** ISO country whose public holidays are not business days. */
  businessCountry: Country;
  /** The currency of every amount (KRW by default). */
  currency: Currency;
  /** Conversions at once per server (CONVERSION_CONCURRENCY, default 1). */
  conversionConcurrency: number;
  /** S3_BUCKET and its settings; null: files on this machine's disk (DATA_DIR/files). */
  s3: S3Settings | null;
  /** TLS_CERT_FILE and TLS_KEY_FILE (absolute paths); null: plain HTTP. */
  tlsFiles: { cert: string; key: string } | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment. Throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `KEY=` in an env file means "not set", not "set to the empty string".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';

  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_KEY_PREFIX || e.S3_REGION)) {
    throw new ConfigError('S3_ENDPOINT, S3_REGION and S3_KEY_PREFIX need S3_BUCKET: set the bucket too.');
  }

  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither for plain HTTP.');
  }

  if (isProduction) {
    // A guessable or generated secret would let anyone mint tokens for any account.
    const weakness = e.JWT_SECRET ? jwtSecretWeakness(e.JWT_SECRET) : 'it is not set';
    if (weakness) {
      throw new ConfigError(
        `JWT_SECRET must be set to at least ${MIN_PRODUCTION_SECRET_LENGTH} random characters when NODE_ENV=production, ` +
          `and ${weakness} (generate one: node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))").`,
      );
    }
    if (e.SEED_DEMO === true) {
      throw new ConfigError(
        'SEED_DEMO=true is refused when NODE_ENV=production: the demo account has a public password.',
      );
    }
  }

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET,
    isProduction,
    staticDir: path.resolve(e.STATIC_DIR),
    seedDemo: isProduction ? false : (e.SEED_DEMO ?? true),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_MAX,
    loginAccountRateLimitPer15Minutes: e.LOGIN_ACCOUNT_RATE_LIMIT_MAX,
    loginAddressRateLimitPerMinute: e.LOGIN_ADDRESS_RATE_LIMIT_MAX,
    operatorLoginRateLimitPer15Minutes: e.OPERATOR_LOGIN_RATE_LIMIT_MAX,
    passwordChangeAccountRateLimitPer15Minutes: e.PASSWORD_CHANGE_ACCOUNT_RATE_LIMIT_MAX,
    passwordChangeAddressRateLimitPer15Minutes: e.PASSWORD_CHANGE_ADDRESS_RATE_LIMIT_MAX,
    accountRateLimitPerMinute: e.ACCOUNT_RATE_LIMIT_MAX,
    messageRateLimitPerHour: e.MESSAGE_RATE_LIMIT_MAX,
    messageRecipientPer15Minutes: e.MESSAGE_RECIPIENT_BURST_MAX,
    messageRecipientPerDay: e.MESSAGE_RECIPIENT_DAILY_MAX,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    businessTimeZone: e.BUSINESS_TIME_ZONE,
    businessCountry: e.BUSINESS_COUNTRY,
    currency: e.CURRENCY,
    conversionConcurrency: e.CONVERSION_CONCURRENCY,
    tlsFiles:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE
        ? { cert: path.resolve(e.TLS_CERT_FILE), key: path.resolve(e.TLS_KEY_FILE) }
        : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
          region: e.S3_REGION ?? env['AWS_REGION'] ?? 'us-east-1',
          // S3-compatible servers (MinIO, Ceph...) usually need path-style URLs; AWS prefers hosts.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          ...(e.S3_KEY_PREFIX ? { keyPrefix: e.S3_KEY_PREFIX } : {}),
        }
      : null,
  };
}

/**
 * The secret from the environment, or (outside production) one generated on first start and kept
 * in DATA_DIR/jwt-secret, so that tokens survive a restart of a development server.
 */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.isProduction) throw new ConfigError('JWT_SECRET is required in production.');

  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= MIN_PRODUCTION_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
