import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, jwtSecretWeakness, loadConfig, resolveJwtSecret } from './config.js';

// 32 random base64url characters, as the README's command makes them (shortened).
const strongSecret = 'q7Xv2Lp9ZrT4mK8sNw1YbC6dHf3JgE5u';

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      jwtSecret: undefined,
      isProduction: false,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      loginRateLimitPerMinute: 10,
      accountRateLimitPerMinute: 10,
      messageRateLimitPerHour: 5,
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      mailFrom: '"Creator Portal" <no-reply@creator-portal.example>',
      supportEmail: 'help@creator-portal.example',
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.staticDir).toBe(path.resolve('dist'));
  });

  it('reads every key, and treats KEY= as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      STATIC_DIR: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT_MAX: '50',
      ACCOUNT_RATE_LIMIT_MAX: '100',
      MESSAGE_RATE_LIMIT_MAX: '20',
      PUBLIC_URL: 'https://portal.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Portal <portal@example.com>',
      SUPPORT_EMAIL: 'support@example.com',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/portal',
      staticDir: path.resolve('dist'),
      seedDemo: false,
      logLevel: 'warn',
      trustProxy: 1,
      loginRateLimitPerMinute: 50,
      accountRateLimitPerMinute: 100,
      messageRateLimitPerHour: 20,
      publicUrl: 'https://portal.example.com',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Portal <portal@example.com>',
      supportEmail: 'support@example.com',
    });
  });

  it('derives PUBLIC_URL from PORT when unset', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('reads CONVERSION_CONCURRENCY, 1 by default, refusing 0 and fractions', () => {
    expect(loadConfig({}).conversionConcurrency).toBe(1);
    expect(loadConfig({ CONVERSION_CONCURRENCY: '2' }).conversionConcurrency).toBe(2);
    expect(() => loadConfig({ CONVERSION_CONCURRENCY: '0' })).toThrow(/CONVERSION_CONCURRENCY/);
    expect(() => loadConfig({ CONVERSION_CONCURRENCY: '1.5' })).toThrow(/CONVERSION_CONCURRENCY/);
  });

  it('keeps files on disk unless S3_BUCKET is set, and reads the S3 settings with their defaults', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'portal-files' }).s3).toEqual({
      bucket: 'portal-files',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        AWS_REGION: 'ap-northeast-2',
        S3_KEY_PREFIX: 'portal/',
      }).s3,
    ).toEqual({
      bucket: 'portal-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-northeast-2',
      forcePathStyle: true,
      keyPrefix: 'portal/',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'https://s3.example',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'Portal_Files' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'portal-files', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'portal-files', S3_KEY_PREFIX: 'no-slash' })).toThrow(
      /S3_KEY_PREFIX/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/need S3_BUCKET/);
  });

  it('serves plain HTTP unless TLS_CERT_FILE and TLS_KEY_FILE are both set', () => {
    expect(loadConfig({}).tlsFiles).toBeNull();
    expect(
      loadConfig({ TLS_CERT_FILE: 'tls/cert.pem', TLS_KEY_FILE: '/etc/portal/key.pem' }).tlsFiles,
    ).toEqual({
      cert: path.resolve('tls/cert.pem'),
      key: '/etc/portal/key.pem',
    });
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' })).toThrow(
      /TLS_CERT_FILE and TLS_KEY_FILE go together/,
    );
    expect(() => loadConfig({ TLS_KEY_FILE: 'key.pem' })).toThrow(ConfigError);
  });

  it('refuses bad values with a message naming the key', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'localhost:8080' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ACCOUNT_RATE_LIMIT_MAX: '0' })).toThrow(/ACCOUNT_RATE_LIMIT_MAX/);
  });

  it('refuses to start in production without a JWT_SECRET of at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET must be set to at least 32 random characters/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret.slice(0, 31) })).toThrow(
      /fewer than 32 characters/,
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret }).jwtSecret).toBe(strongSecret);
  });

  it('refuses a long JWT_SECRET with little entropy in production (issue 13)', () => {
    for (const [secret, reason] of [
      ['a'.repeat(40), /fewer than 10 different characters/],
      ['ab'.repeat(32), /fewer than 10 different characters/],
      ['0123456789'.repeat(4), /repeats a shorter pattern/],
      ['passwordpassword1234passwordpassword1234', /repeats a shorter pattern/],
      ['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabcdefghij', /less than 96 bits/],
    ] as const) {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }), secret).toThrow(reason);
    }
    // What people really use passes: 32 hex digits (128 bits), a generated base64url secret.
    for (const secret of [
      '9f86d081884c7d659a2feaa0c55ad015',
      'Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVm',
    ]) {
      expect(jwtSecretWeakness(secret), secret).toBeNull();
    }
    // Outside production anything goes (the dev secret is generated anyway).
    expect(loadConfig({ JWT_SECRET: 'a'.repeat(40) }).jwtSecret).toBe('a'.repeat(40));
  });

  it('never seeds the demo account in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret }).seedDemo).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO/,
    );
  });
});

describe('resolveJwtSecret', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when given', async () => {
    expect(await resolveJwtSecret(loadConfig({ JWT_SECRET: 'dev' }))).toBe('dev');
  });

  it('generates a secret once outside production and keeps it in DATA_DIR/jwt-secret', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-config-'));
    const config = loadConfig({ DATA_DIR: path.join(dir, 'data') });
    const first = await resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'data', 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o077).toBe(0); // readable by the owner only
    expect(await resolveJwtSecret(config)).toBe(first); // survives a restart
  });
});
