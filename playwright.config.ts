// End-to-end tests: Debian's Chromium (no browser download) against the real server, started on a
// free port with a fresh data directory, serving the `local` build from dist/.
import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config is evaluated again in every worker; the environment carries the first choice over.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/p/api/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The suite logs the demo account in many times within a minute.
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: '1000',
      LOGIN_ADDRESS_RATE_LIMIT_MAX: '1000',
      // Each console test sets up an operator of its own (three setup and login requests each).
      OPERATOR_LOGIN_RATE_LIMIT_MAX: '1000',
      ACCOUNT_RATE_LIMIT_MAX: '1000',
      MESSAGE_RATE_LIMIT_MAX: '1000',
      MESSAGE_RECIPIENT_BURST_MAX: '1000',
      MESSAGE_RECIPIENT_DAILY_MAX: '1000',
      // Verification links in the development mailbox must point at this server.
      PUBLIC_URL: baseURL,
      // A build other than dist/ (someone else's build may be in dist/ while a spec runs).
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    },
  },
});
