// Entry point: `npm run serve` / `tsx server/main.ts`. Reads the configuration, opens and migrates
// the database, seeds demo content, serves the API (and the built SPA) and shuts down cleanly.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { DatabaseInUseError } from './db/pglite-lock.js';
import { DEMO_ACCOUNT, demoAccountExists, seedDemo } from './seed/index.js';
import { startOpsSocket } from './ops/socket-server.js';
import { hasBuiltSpa } from './plugins/static-spa.js';
import { startCompetitionScheduler } from './competitions/index.js';
import { startConversionWorker } from './submissions/index.js';
import { listenForPublicReadChanges } from './lib/public-cache.js';
import { describeFixes, secureDataDir, useOwnerOnlyUmask } from './lib/data-dir.js';
import {
  createPrivateStore,
  loadS3Storage,
  privateFilesDir,
  STALE_TEMPORARY_MS,
  storageAt,
  sweepOrphanPrivateFiles,
  sweepTemporaries,
} from './files/index.js';
import { describeErrorForLog } from './lib/error-log.js';
import { createConfiguredMailer } from './mail/mailer.js';
import { createDiskSmsSender } from './mail/sms.js';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  // Before anything is written: DATA_DIR holds password hashes and secrets (lib/data-dir.ts).
  useOwnerOnlyUmask();
  const config = loadConfig();
  const jwtSecret = await resolveJwtSecret(config);

  const fixedEntries = await secureDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pgdata') },
    { queryTimeoutMs: config.databaseQueryTimeoutMs },
  );
  await runMigrations(database);
  const publicFilesDir = path.join(config.dataDir, 'files', 'public');
  // Stored files on this machine's disk, or in the S3 bucket that every instance shares.
  // (The AWS SDK is loaded only when a bucket is configured.)
  const storage = config.s3 ? (await loadS3Storage()).createS3Storage(config.s3) : storageAt(publicFilesDir);
  try {
    await storage.check();
  } catch (error) {
    throw new ConfigError(
      `The file storage does not answer (${config.s3 ? `S3 bucket ${config.s3.bucket}` : publicFilesDir}): ${(error as Error).message}`,
    );
  }
  const privateStore = createPrivateStore(privateFilesDir(publicFilesDir), { storage });
  if (config.seedDemo) {
    await seedDemo(database.db, {
      publicFilesDir,
      storage,
      privateStore,
      country: config.businessCountry,
      currency: config.currency,
      timeZone: config.businessTimeZone,
    });
  }

  // Uploads and conversions that a killed server left in the private tmp/ (files/private-files.ts).
  // The embedded database's lock makes this the only server on DATA_DIR, so all of it is stale; on
  // PostgreSQL other servers may share the folder, so only what nobody wrote to for 40 minutes.
  // The same sweep runs every 10 minutes, so a server killed mid-upload leaves nothing for long.
  const swept = await sweepTemporaries(privateStore, config.databaseUrl ? STALE_TEMPORARY_MS : 0);
  if (swept > 0) console.warn(`removed ${swept} unfinished upload(s) left by an earlier run`);
  setInterval(() => {
    void sweepTemporaries(privateStore).catch(() => {});
  }, 10 * 60_000).unref();

  const spaBuilt = hasBuiltSpa(config.staticDir);
  const mailbox = path.join(config.dataDir, 'mailbox');
  const mailer = createConfiguredMailer(config);
  const smsOutbox = path.join(config.dataDir, 'sms-outbox');
  const tls = config.tlsFiles ? await readTlsFiles(config.tlsFiles) : null;
  const app = await buildApp({
    tls,
    db: database.db,
    handle: database,
    jwtSecret,
    isProduction: config.isProduction,
    businessCountry: config.businessCountry,
    currency: config.currency,
    businessTimeZone: config.businessTimeZone,
    staticDir: spaBuilt ? config.staticDir : null,
    logging: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // With DATABASE_URL several instances may serve behind one load balancer: the limits count in
    // PostgreSQL so that they hold across them (plugins/rate-limit-store.ts).
    sharedRateLimits: Boolean(config.databaseUrl),
    loginRateLimit: { max: config.loginRateLimitPerMinute, timeWindowMs: 60_000 },
    loginLimits: {
      perAccount: { max: config.loginAccountRateLimitPer15Minutes, timeWindowMs: 15 * 60_000 },
      perAddress: { max: config.loginAddressRateLimitPerMinute, timeWindowMs: 60_000 },
    },
    operatorLoginLimit: { max: config.operatorLoginRateLimitPer15Minutes, timeWindowMs: 15 * 60_000 },
    passwordChangeLimits: {
      perAccount: { max: config.passwordChangeAccountRateLimitPer15Minutes, timeWindowMs: 15 * 60_000 },
      perAddress: { max: config.passwordChangeAddressRateLimitPer15Minutes, timeWindowMs: 15 * 60_000 },
    },
    accountRateLimits: {
      perAddress: { max: config.accountRateLimitPerMinute, timeWindowMs: 60_000 },
      perRecipient: { max: config.messageRateLimitPerHour, timeWindowMs: 60 * 60_000 },
      perRecipientBurst: { max: config.messageRecipientPer15Minutes, timeWindowMs: 15 * 60_000 },
      perRecipientDaily: { max: config.messageRecipientPerDay, timeWindowMs: 24 * 60 * 60_000 },
    },
    mailer,
    // No SMS provider yet: texts always go to the development outbox.
    smsSender: createDiskSmsSender(smsOutbox),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    publicFilesDir,
    storage,
    // Resumable uploads in progress live in the bucket too, so any instance can take the next chunk.
    uploadsBucket: config.s3,
  });
  if (fixedEntries > 0) app.log.warn({ fixedEntries }, describeFixes(config.dataDir, fixedEntries));
  // PGlite has just created its files with mode 0666: owner-only again (silently: it is ours).
  await secureDataDir(config.dataDir);
  // Group states by the clock every minute, the statistics daily at 01:00 business time.
  // Entries whose project files arrived are converted here, one at a time (submissions/conversion-worker.ts).
  const conversions = startConversionWorker({
    db: database.db,
    store: privateStore,
    log: app.log,
    concurrency: config.conversionConcurrency,
  });
  const scheduler = startCompetitionScheduler({
    handle: database,
    log: app.log,
    timeZone: config.businessTimeZone,
    currency: config.currency,
  });
  // Files a crash left in the storage without a row (files/orphan-files.ts): 10 minutes after the
  // start, then daily. Several instances may each do it; deleting what is gone is no error.
  const sweepOrphans = () =>
    void sweepOrphanPrivateFiles(database.db, storage, new Date())
      .then((names) => {
        if (names.length > 0) app.log.warn({ removed: names.length }, 'removed unreferenced private files');
      })
      .catch((error: unknown) =>
        app.log.error({ error: describeErrorForLog(error) }, 'the orphan sweep failed'),
      );
  setTimeout(() => {
    sweepOrphans();
    setInterval(sweepOrphans, 24 * 60 * 60_000).unref();
  }, 10 * 60_000).unref();

  // On PostgreSQL, writes of other processes (operator commands, other instances) reach the public
  // reads' cache by LISTEN/NOTIFY (lib/public-cache.ts); the embedded database has one process.
  const publicReads = config.databaseUrl
    ? listenForPublicReadChanges({ url: config.databaseUrl, log: app.log })
    : null;
  // `npm run ops` runs its commands in this process through DATA_DIR/ops.sock (owner only).
  const opsSocket = await startOpsSocket({
    dataDir: config.dataDir,
    handle: database,
    publicFilesDir,
    storage,
    timeZone: config.businessTimeZone,
    currency: config.currency,
    log: app.log,
    mail: { mailer, publicUrl: config.publicUrl, supportEmail: config.supportEmail },
    serverSecret: async () => jwtSecret,
  });
  if (config.isProduction && !config.smtpUrl) {
    app.log.warn(
      `SMTP_URL is not set: mail (verification links, temporary passwords) goes to ${mailbox} instead of the users; ` +
        'verification links are not written to the log.',
    );
  }
  if (config.isProduction) {
    app.log.warn(`No SMS provider: phone codes go to ${smsOutbox} instead of the users' phones.`);
  }
  if (!spaBuilt) {
    app.log.warn(
      `The SPA is not built (no ${path.join(config.staticDir, 'index.html')}): serving the API only. Run \`npm run build\` first.`,
    );
  }

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    try {
      // A conversion in progress is stopped at once and its job queued again (not waited for).
      await Promise.all([app.close(), opsSocket.close(), publicReads?.close(), conversions.stop()]);
      await scheduler.stop();
      await database.close();
      // What PGlite created while running, owner-only before the next user of the folder comes.
      await secureDataDir(config.dataDir);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    `Creator portal: ${tls ? 'https' : 'http'}://${shownHost}:${port}/${tls ? ' (HTTP/2)' : ''}`,
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'pgdata')}`}`,
    `Mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : `development mailbox in ${mailbox}`}; texts: ${smsOutbox}`,
  ];
  if (config.seedDemo && (await demoAccountExists(database.db))) {
    lines.push(`Demo account: ${DEMO_ACCOUNT.userId} / ${DEMO_ACCOUNT.password}`);
  }
  // Plain stdout so that it shows whatever the log level.
  console.log(lines.join('\n'));
}

/** The certificate chain and key of TLS_CERT_FILE and TLS_KEY_FILE; a file we cannot read stops the start. */
async function readTlsFiles(files: { cert: string; key: string }) {
  const read = (name: string, file: string) =>
    readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw new ConfigError(`${name}: cannot read ${file} (${error.code ?? error.message}).`);
    });
  return { cert: await read('TLS_CERT_FILE', files.cert), key: await read('TLS_KEY_FILE', files.key) };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
