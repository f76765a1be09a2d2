// `npm run ops -- <command> [flags]`: the operator commands (ops/cli.ts) on the server's own
// settings and database (DATA_DIR or DATABASE_URL, BUSINESS_TIME_ZONE).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { runOps } from './ops/cli.js';

async function main(): Promise<number> {
  const config = loadConfig();
  return runOps(process.argv.slice(2), {
    async openDatabase() {
      await mkdir(config.dataDir, { recursive: true });
      const handle = await openDatabase(
        config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pgdata') },
      );
      try {
        await runMigrations(handle);
      } catch (error) {
        await handle.close();
        throw error;
      }
      return handle;
    },
    publicFilesDir: path.join(config.dataDir, 'files', 'public'),
    timeZone: config.businessTimeZone,
    now: () => new Date(),
    out: (text) => console.log(text),
    err: (text) => console.error(text),
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
