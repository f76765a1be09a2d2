// Builds the Fastify application. main.ts runs it on a port; tests call it with app.inject().
// Long file: the one place where every domain's routes are mounted, in the order their hooks need,
// with the options each takes; split, the order would be spread over files.
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { readKey } from '../contract/embedded-reads.js';
import { isCountry, type Currency } from '../contract/money-rules.js';
import { DEPLOYMENT_DEFAULTS } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { createSessionHook } from './plugins/auth.js';
import { registerEnvelope } from './plugins/envelope.js';
import { fairServerFactory } from './plugins/fair-server.js';
import {
  answerConnect,
  frameworkErrorOptions,
  limitUrlLength,
  type RawHeaders,
} from './plugins/framework-errors.js';
import { loggerOptions, type LoggingOptions } from './plugins/logging.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerPublicFiles } from './plugins/public-files.js';
import { databaseRateLimitStore } from './plugins/rate-limit-store.js';
import {
  DEFAULT_ACCOUNT_DELETION_LIMIT,
  DEFAULT_ACCOUNT_RATE_LIMITS,
  DEFAULT_LOGIN_LIMITS,
  DEFAULT_LOGIN_RATE_LIMIT,
  DEFAULT_PASSWORD_CHANGE_LIMITS,
  DEFAULT_SESSION_WRITE_LIMIT,
  type AccountRateLimits,
  type LoginLimits,
  type PasswordChangeLimits,
  type RateLimitSetting,
} from './plugins/rate-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticSpa } from './plugins/static-spa.js';
import { embeddedAnswers } from './site/embedded-answers.js';
import { accountDeletionRoutes } from './accounts/users-leave.routes.js';
import type { UserRouteDeps } from './accounts/index.js';
import { deploymentRoutes } from './site/deployment.routes.js';
import { fileRoutes } from './files/files.routes.js';
import { groupRoutes } from './competitions/groups.routes.js';
import { groupSubmissionRoutes } from './competitions/group-submissions.routes.js';
import { libraryRoutes } from './content/library.routes.js';
import { mainRoutes } from './competitions/main.routes.js';
import { noticeRoutes } from './content/notices.routes.js';
import { phoneChangeRoutes } from './accounts/users-phone.routes.js';
import { profileRoutes } from './accounts/users-profile.routes.js';
import { notificationRoutes } from './notifications/notifications.routes.js';
import { recoveryRoutes } from './accounts/users-recovery.routes.js';
import { signupRoutes } from './accounts/users-signup.routes.js';
import { assetRoutes } from './money/assets.routes.js';
import { inquiryRoutes } from './inquiries/inquiries.routes.js';
import { privateFileRoutes } from './files/private-files.routes.js';
import { submissionRoutes, type SubmissionRouteOptions } from './submissions/submissions.routes.js';
import { createResumableUploads, sweepHourly, type ResumableUploads } from './uploads/index.js';
import { uploadRoutes } from './uploads/uploads.routes.js';
import { topicRoutes } from './competitions/topics.routes.js';
import { publicUserRoutes, sessionUserRoutes } from './accounts/users.routes.js';
import { sessionRoutes } from './accounts/sessions.routes.js';
import { createBackgroundTasks } from './lib/background.js';
import { accountLeftMail, createPhoneCodeHasher, createTokenService } from './accounts/index.js';
import {
  createFileLinks,
  createPrivateStore,
  createDiskStorage,
  type FileStorage,
  privateFilesDir,
  type S3Settings,
} from './files/index.js';
import { unavailableMailer, type Mailer, type NewsMailEnvironment } from './mail/mailer.js';
import {
  createOperatorHook,
  createOperatorTokenService,
  createSecretBox,
  DEFAULT_OPERATOR_LOGIN_LIMIT,
  type OperatorRouteDeps,
} from './operators/index.js';
import { operatorAuthRoutes } from './operators/operator-auth.routes.js';
import { operatorAdminRoutes } from './operators/operator-admin.routes.js';
import { operatorDashboardRoutes } from './operators/operator-dashboard.routes.js';
import { operatorSubmissionRoutes } from './operators/operator-submissions.routes.js';
import { operatorWithdrawalRoutes } from './operators/operator-withdrawals.routes.js';
import { operatorInquiryRoutes } from './operators/operator-inquiries.routes.js';
import { operatorCompetitionRoutes } from './operators/operator-competitions.routes.js';
import { operatorNoticeRoutes } from './operators/operator-notices.routes.js';
import { operatorLibraryRoutes } from './operators/operator-library.routes.js';
import { operatorCreatorRoutes } from './operators/operator-creators.routes.js';
import { mailInquiryAnswer } from './inquiries/index.js';
import { creatorEmail, mailWithdrawalNews } from './money/index.js';
import { mailEntryNews, mailScheduled } from './submissions/index.js';
import { unavailableSmsSender, type SmsSender } from './mail/sms.js';

export const DEFAULT_SUPPORT_EMAIL = DEPLOYMENT_DEFAULTS.supportEmail;

export interface BuildAppOptions {
  /**
   * A PEM certificate chain and its key: the server speaks HTTPS, HTTP/2 with HTTP/1.1 beside it
   * (plugins/fair-server.ts). Absent or null: plain HTTP.
   */
  tls?: { cert: string | Buffer; key: string | Buffer } | null;
  db: Database;
  /**
   * The database's handle, for what takes the competitions' job lock (the console's statistics run).
   * Absent (the OpenAPI writer, some tests), that run answers 503.
   */
  handle?: DatabaseHandle;
  jwtSecret: string;
  isProduction?: boolean;
  /** A folder holding the built SPA (index.html); null or absent serves the API only. */
  staticDir?: string | null;
  /** false: no logging at all (for scripts). */
  logging?: LoggingOptions | false;
  /** Login attempts on one account from one address. */
  loginRateLimit?: RateLimitSetting;
  /** Login attempts on one account from anywhere, and from one address on any account. */
  loginLimits?: Partial<LoginLimits>;
  /** Limits of the signup, verification and recovery endpoints (see plugins/rate-limits.ts). */
  accountRateLimits?: Partial<AccountRateLimits>;
  /** Password changes per account and per address (see plugins/rate-limits.ts). */
  passwordChangeLimits?: Partial<PasswordChangeLimits>;
  /** Ending sessions per account (accounts/sessions.routes.ts). */
  sessionWriteLimit?: RateLimitSetting;
  /** Leaving the portal per account (accounts/users-leave.routes.ts). */
  accountDeletionLimit?: RateLimitSetting;
  /** Take the client address from X-Forwarded-For (behind a load balancer); see config.ts. */
  trustProxy?: boolean | number | string;
  /** Outgoing mail; without one every mail fails (502) — main.ts always gives one. */
  mailer?: Mailer;
  /** Outgoing texts; without one every text fails (502). */
  smsSender?: SmsSender;
  /** Where users open the portal (verification links point there); no trailing slash needed. */
  publicUrl?: string;
  /** Named in every mail. */
  supportEmail?: string;
  /** The clock of every expiry (phone codes, links, temporary passwords); tests move it. */
  now?: () => Date;
  /**
   * Public files (banners, thumbnails, works, the free libraries' files, notice attachments), served
   * at /p/api/files/public/ and downloadable through /p/api/files/download; null or absent: none.
   */
  publicFilesDir?: string | null;
  /**
   * The creators' private files (entries, project files); default: `private` next to
   * publicFilesDir. Without either, uploads answer 500 (tests give one).
   */
  privateFilesDir?: string | null;
  /**
   * Where stored files live when not on this machine's disk (S3_BUCKET: files/s3-storage.ts);
   * publicFilesDir and privateFilesDir are then only where uploads are received and checked.
   */
  storage?: FileStorage | null;
  /** Business days (lib/business-days.ts): the country's holidays, dates in the zone. */
  businessCountry?: string;
  businessTimeZone?: string;
  /** The deployment's currency (GET /p/api/deployment); KRW unless set. */
  currency?: Currency;
  /** Entry and project-file uploads per creator (submissions/submissions.routes.ts). */
  uploadRateLimit?: RateLimitSetting;
  /** The largest uploaded file (1 GB unless a test lowers it). */
  maxUploadBytes?: number;
  /** How long an entry or project-file upload may take (30 minutes unless a test lowers it). */
  uploadTimeoutMs?: number;
  /** Disk space uploads must leave free (files/private-files.ts DEFAULT_RESERVE_BYTES). */
  privateStoreReserveBytes?: number;
  /**
   * true: the rate limits count in `db` (table rate_limit_counters), so every server instance on
   * one PostgreSQL shares them (plugins/rate-limit-store.ts); main.ts sets it with DATABASE_URL.
   * false or absent: in memory, per process (the embedded database has one process anyway).
   */
  sharedRateLimits?: boolean;
  /** Login and setup attempts of the operator console, per address and per email. */
  operatorLoginLimit?: RateLimitSetting;
  /**
   * The S3 bucket (S3_BUCKET) where resumable uploads are kept while in progress; absent or null:
   * beside the private files on this machine's disk (issue 22, uploads/).
   */
  uploadsBucket?: S3Settings | null;
  /**
   * The resumable uploads (/api/uploads/); absent: made here from the private files' folder and
   * uploadsBucket; null: none (the deployment then says resumableUploads: false). Tests give their
   * own to move its clock and run its sweep.
   */
  resumableUploads?: ResumableUploads | null;
}

// Fastify accepts a hop count at run time but its types do not; a function says the same thing.
function toTrustProxy(value: BuildAppOptions['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Filled in once helmet is registered; the framework's and node's own errors use it.
  const rawHeaders: RawHeaders = { values: {} };
  const app = Fastify({
    logger: options.logging === false ? false : loggerOptions(options.logging ?? { level: 'info' }),
    trustProxy: toTrustProxy(options.trustProxy),
    // Uploads (later slices) stream as multipart; JSON bodies are small.
    bodyLimit: 1024 * 1024,
    // Keeps accepting new connections while busy (plugins/fair-server.ts).
    serverFactory: fairServerFactory,
    // Read by the server factory alone: `http2` stays off, since Fastify's HTTP/2 typings would
    // change every route's request type for what is the same compatibility API underneath.
    ...(options.tls ? { https: { allowHTTP1: true, cert: options.tls.cert, key: options.tls.key } } : {}),
    ...frameworkErrorOptions(rawHeaders),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('session', null);
  app.decorateRequest('operator', null);

  rawHeaders.values = await registerSecurityHeaders(app, { isProduction: options.isProduction ?? false });
  answerConnect(app, rawHeaders);
  limitUrlLength(app);
  // Where users open the portal: its mails link there, and the API document names it as its server.
  const publicUrl = (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '');
  await registerOpenApi(app, { publicUrl });
  // Opt-in per route, each limiter a hook of its own with a name (plugins/rate-limits.ts).
  await app.register(rateLimit, {
    global: false,
    ...(options.sharedRateLimits ? { store: databaseRateLimitStore(options.db) } : {}),
  });

  const privateDir =
    options.privateFilesDir ?? (options.publicFilesDir ? privateFilesDir(options.publicFilesDir) : null);
  const storage =
    options.storage ??
    (options.publicFilesDir
      ? createDiskStorage({ public: options.publicFilesDir, private: privateDir! })
      : null);
  if (storage) await registerPublicFiles(app, storage);
  const spa = options.staticDir
    ? await registerStaticSpa(app, options.staticDir, {
        // A page's public reads are asked of this server itself: the real routes, their caches and
        // checks; only a success is embedded.
        answerReads: embeddedAnswers(async (read, language) => {
          const response = await app.inject({
            method: 'GET',
            url: readKey(read),
            headers: { accept: 'application/json', 'accept-language': language },
          });
          return response.statusCode === 200 ? (response.json() as unknown) : null;
        }),
      })
    : null;
  registerEnvelope(app, { notFoundFallback: spa ? spa.fallback : undefined });

  // The deployment's currency, country and business-day zone, config.ts's defaults where a test or
  // script gives none: GET /p/api/deployment, the entries' calendar and the money routes share it.
  const deployment = {
    currency: options.currency ?? DEPLOYMENT_DEFAULTS.currency,
    country: isCountry(options.businessCountry) ? options.businessCountry : DEPLOYMENT_DEFAULTS.country,
    timeZone: options.businessTimeZone ?? DEPLOYMENT_DEFAULTS.timeZone,
  };
  const background = createBackgroundTasks();
  // Mails still being sent when the server stops are finished first.
  app.addHook('onClose', () => background.drain());

  const deps: UserRouteDeps = {
    db: options.db,
    tokens: createTokenService(options.jwtSecret),
    mailer: options.mailer ?? unavailableMailer,
    sms: options.smsSender ?? unavailableSmsSender,
    now: options.now ?? (() => new Date()),
    publicUrl,
    supportEmail: options.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    phoneCodeHash: createPhoneCodeHasher(options.jwtSecret),
    loginRateLimit: options.loginRateLimit ?? DEFAULT_LOGIN_RATE_LIMIT,
    loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
    accountRateLimits: { ...DEFAULT_ACCOUNT_RATE_LIMITS, ...options.accountRateLimits },
    passwordChangeLimits: { ...DEFAULT_PASSWORD_CHANGE_LIMITS, ...options.passwordChangeLimits },
    background,
    country: deployment.country,
  };
  const privateStore = createPrivateStore(privateDir ?? '/nonexistent/private-files', {
    reserveBytes: options.privateStoreReserveBytes,
    storage,
  });
  // Resumable uploads need somewhere to receive: the private files' disk (or the bucket).
  const resumable =
    options.resumableUploads !== undefined
      ? options.resumableUploads
      : privateDir
        ? await createResumableUploads({
            db: deps.db,
            store: privateStore,
            s3: options.uploadsBucket ?? null,
            now: deps.now,
            maxBytes: options.maxUploadBytes,
          })
        : null;
  if (resumable) {
    const stopSweeping = sweepHourly(resumable, app.log);
    app.addHook('onClose', stopSweeping);
  }
  const submissionDeps: SubmissionRouteOptions = {
    db: deps.db,
    links: createFileLinks(options.jwtSecret),
    store: privateStore,
    uploads: resumable,
    calendar: { country: deployment.country, timeZone: deployment.timeZone },
    now: deps.now,
    uploadRateLimit: options.uploadRateLimit,
    maxFileBytes: options.maxUploadBytes,
    uploadTimeoutMs: options.uploadTimeoutMs,
  };
  // At the root, before any route: every path under /api and /v1/api needs a session, whether a
  // route exists there or not (plugins/auth.ts). After the security headers, so a 403 carries them.
  app.addHook('onRequest', createSessionHook({ db: deps.db, tokens: deps.tokens }));

  // /operator/api/...: the operator console (issue 21), its own session check (operators/).
  const operatorDeps: OperatorRouteDeps = {
    db: deps.db,
    tokens: createOperatorTokenService(options.jwtSecret),
    box: createSecretBox(options.jwtSecret, 'operator-totp'),
    now: deps.now,
    publicUrl,
    calendar: { country: deployment.country, timeZone: deployment.timeZone },
    links: submissionDeps.links,
    loginLimit: options.operatorLoginLimit ?? DEFAULT_OPERATOR_LOGIN_LIMIT,
  };
  app.addHook('onRequest', createOperatorHook(operatorDeps));
  // The creators' mails after a console decision, sent after the commit; "mailed …" to the log.
  const newsMail = (subject: Record<string, string>): NewsMailEnvironment => ({
    mailer: options.mailer,
    publicUrl,
    supportEmail: deps.supportEmail,
    log: (text) => app.log.info(subject, text),
  });

  // /p/api/...: no login needed.
  await app.register(publicUserRoutes, deps);
  await app.register(signupRoutes, deps);
  await app.register(recoveryRoutes, deps);
  await app.register(deploymentRoutes, { ...deployment, resumableUploads: resumable !== null });
  await app.register(mainRoutes, { db: deps.db });
  await app.register(groupRoutes, { db: deps.db });
  await app.register(noticeRoutes, { db: deps.db });
  await app.register(fileRoutes, { db: deps.db, storage });
  await app.register(libraryRoutes, { db: deps.db });
  await app.register(privateFileRoutes, submissionDeps);

  // /api/... and /v1/api/...: the session hook (added at the root above) guards them.
  await app.register(sessionUserRoutes, deps);
  await app.register(phoneChangeRoutes, deps);
  // The name and email changes; also the email change's public link (/p/api, outside the guard).
  await app.register(profileRoutes, deps);
  await app.register(sessionRoutes, {
    db: deps.db,
    sessionWriteLimit: options.sessionWriteLimit ?? DEFAULT_SESSION_WRITE_LIMIT,
  });
  await app.register(accountDeletionRoutes, {
    db: deps.db,
    mailer: deps.mailer,
    background,
    supportEmail: deps.supportEmail,
    storage,
    accountDeletionLimit: options.accountDeletionLimit ?? DEFAULT_ACCOUNT_DELETION_LIMIT,
    now: deps.now,
  });
  await app.register(topicRoutes, { db: deps.db, now: deps.now });
  await app.register(submissionRoutes, submissionDeps);
  if (resumable) {
    await app.register(uploadRoutes, {
      uploads: resumable,
      store: privateStore,
      // The disk store keeps the bytes on the private files' disk; the S3 store only its parts.
      checkDiskReserve: !options.uploadsBucket,
    });
  }
  await app.register(groupSubmissionRoutes, { db: deps.db });
  await app.register(inquiryRoutes, {
    db: deps.db,
    links: submissionDeps.links,
    store: submissionDeps.store,
    now: deps.now,
    maxFileBytes: options.maxUploadBytes,
  });
  await app.register(notificationRoutes, { db: deps.db, now: deps.now });
  await app.register(assetRoutes, {
    db: deps.db,
    links: submissionDeps.links,
    store: submissionDeps.store,
    money: deployment,
    now: deps.now,
    mailer: deps.mailer,
    background,
    publicUrl: deps.publicUrl,
    supportEmail: deps.supportEmail,
    maxFileBytes: options.maxUploadBytes,
  });

  await app.register(operatorAuthRoutes, operatorDeps);
  await app.register(operatorDashboardRoutes, operatorDeps);
  await app.register(operatorAdminRoutes, operatorDeps);
  await app.register(operatorSubmissionRoutes, {
    ...operatorDeps,
    mailEntryDecision: (uuid, news) =>
      background.run('entry decision mail', app.log, () =>
        mailEntryNews(newsMail({ entry: uuid }), deps.db, uuid, news),
      ),
  });

  await app.register(operatorWithdrawalRoutes, {
    ...operatorDeps,
    mailWithdrawalDecision: (row, news) =>
      background.run('withdrawal decision mail', app.log, () =>
        mailWithdrawalNews(newsMail({ withdrawal: row.uuid }), deps.db, row, news),
      ),
  });

  await app.register(operatorNoticeRoutes, { ...operatorDeps, store: submissionDeps.store });
  await app.register(operatorLibraryRoutes, { ...operatorDeps, store: submissionDeps.store });
  await app.register(operatorCompetitionRoutes, {
    ...operatorDeps,
    store: submissionDeps.store,
    currency: deployment.currency,
    handle: options.handle ?? null,
    mailScheduled: (uuids, beginsAt) =>
      background.run('scheduled entry mail', app.log, () =>
        mailScheduled(newsMail({ entries: uuids.join(',') }), deps.db, uuids, beginsAt, deployment.timeZone),
      ),
  });
  await app.register(operatorCreatorRoutes, {
    ...operatorDeps,
    storage,
    mailAccountLeft: (result) =>
      background.run('account erased mail', app.log, () =>
        deps.mailer.send(
          accountLeftMail(result.formerEmail, { language: result.language, supportEmail: deps.supportEmail }),
          app.log,
        ),
      ),
  });
  await app.register(operatorInquiryRoutes, {
    ...operatorDeps,
    mailInquiryAnswer: (row) =>
      background.run('inquiry answer mail', app.log, async () => {
        const to = await creatorEmail(deps.db, row.userUuid);
        if (to === null) return;
        await mailInquiryAnswer(newsMail({ inquiry: row.uuid }), deps.db, row, to);
      }),
  });

  return app.withTypeProvider<ZodTypeProvider>();
}
