// `npm run ops -- <command> [flags]`: the operator commands (ops/cli.ts) on the server's own
// settings and database (DATA_DIR or DATABASE_URL, BUSINESS_TIME_ZONE). While the server runs, it
// runs the command itself (DATA_DIR/ops.sock, ops/socket-server.ts): the embedded database allows
// one process at a time. With no server answering, the command opens the database here.
import path from 'node:path';
import { ConfigError, loadConfig, resolveJwtSecret } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { loadS3Storage } from './files/index.js';
import { runOps } from './ops/cli.js';
import { createConfiguredMailer } from './mail/mailer.js';
import { runOpsThroughServer } from './ops/socket-client.js';
import { opsSocketPath } from './ops/socket-protocol.js';
import { describeFixes, secureDataDir, useOwnerOnlyUmask } from './lib/data-dir.js';

const OPS_QUERY_TIMEOUT_MS = 10 * 60_000;

async function main(): Promise<number> {
  // The same owner-only DATA_DIR as the server (lib/data-dir.ts).
  useOwnerOnlyUmask();
  const config = loadConfig();
  const argv = process.argv.slice(2);
  const output = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };
  // `npm run ops` runs this in the project's folder; file names the operator types (--file,
  // --save) are meant from where they typed it, which npm passes as INIT_CWD.
  const cwd =
    (process.env['npm_lifecycle_event'] === 'ops' ? process.env['INIT_CWD'] : undefined) ?? process.cwd();
  const answered = await runOpsThroughServer(opsSocketPath(config.dataDir), argv, output, cwd);
  if (answered !== null) return answered;
  return runOps(argv, {
    async openDatabase() {
      const fixed = await secureDataDir(config.dataDir);
      if (fixed > 0) console.error(describeFixes(config.dataDir, fixed));
      const handle = await openDatabase(
        config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pgdata') },
        // An operator command is not a request: it may take its time (a statistics run on a big
        // group), but still not forever on a database that stopped answering.
        { queryTimeoutMs: OPS_QUERY_TIMEOUT_MS },
      );
      try {
        await runMigrations(handle);
      } catch (error) {
        await handle.close();
        throw error;
      }
      // PGlite creates its files with mode 0666: owner-only again once the command is done.
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await secureDataDir(config.dataDir);
        },
      };
    },
    publicFilesDir: path.join(config.dataDir, 'files', 'public'),
    // (The AWS SDK is loaded only when a bucket is configured.)
    storage: config.s3 ? (await loadS3Storage()).createS3Storage(config.s3) : null,
    timeZone: config.businessTimeZone,
    currency: config.currency,
    now: () => new Date(),
    mailer: createConfiguredMailer(config),
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    serverSecret: () => resolveJwtSecret(config),
    cwd,
    ...output,
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
