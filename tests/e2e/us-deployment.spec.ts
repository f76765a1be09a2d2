// A US deployment end to end (issue 19): the same build against a server started here with
// BUSINESS_COUNTRY=US CURRENCY=USD (its own port and data folder, no demo content, so it starts in
// seconds). The signup form follows the server's country: a US number's example, a Korean number
// refused, the code texted to the number in E.164; /mypage shows the number in the US format and
// changes it with a new code. The suite's own server (playwright.config.ts) stays the Korean one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { latestMail, latestPhoneCode } from './dev-outbox';
import { expectNoAxeViolations, logIn } from './fixtures';
import { phoneText } from '../phone-text';

let server: ChildProcess | null = null;
let baseURL = '';
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-us-'));
  // Its own process group, so that afterAll ends npx and the server under it together.
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      BUSINESS_COUNTRY: 'US',
      CURRENCY: 'USD',
      BUSINESS_TIME_ZONE: 'America/New_York',
      PUBLIC_URL: baseURL,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      DATABASE_URL: '',
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${baseURL}/p/api/deployment`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 110_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  server = null;
});

test('US deployment: sign up with a US number, see it on My info in the US format, change it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const deployment = await (await fetch(`${baseURL}/p/api/deployment`)).json();
  expect(deployment.data).toMatchObject({ country: 'US', currency: 'USD' });

  const id = `${Date.now()}`;
  const email = `us${id}@creator-portal.example`;
  const password = 'Start!pass1';
  const number = `(201) 555-${id.slice(-4)}`;
  const e164 = `+1201555${id.slice(-4)}`;

  await page.goto(`${baseURL}/signup/agreement?lng=en`);
  await page.getByLabel('I agree to the terms of service (required)').check();
  await page.getByLabel('I agree to the privacy policy (required)').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/signup\/form$/);

  const phone = page.getByLabel('Mobile phone number');
  // The form follows the server's country once its answer has come.
  await expect(phone).toHaveAttribute('placeholder', '(201) 555-0123');
  await expect(
    page.getByText(phoneText('For example (201) 555-0123. Spaces, hyphens and parentheses are optional.')),
  ).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Name', { exact: true }).fill('US Creator');

  await phone.fill('010-1234-5678');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(phoneText('This is a Korean number. Enter a US mobile phone number like (201) 555-0123.')),
  ).toBeVisible();

  await phone.fill(number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(phoneText(`We sent a 6-digit code to ${number}. Enter it within 3 minutes.`)),
  ).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestPhoneCode(e164, dataDir));
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/email-auth\?email=/);

  const link = (await latestMail(email, dataDir)).text.match(/https?:\/\/\S+\/email-auth\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();

  await page.goto(`${baseURL}/login?redirect=%2Fmypage`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/mypage$/);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText(number)).toBeVisible();

  // The change: a new US number, its own code.
  const newNumber = `(212) 555-${id.slice(-4)}`;
  await page.getByRole('button', { name: 'Change mobile phone number' }).click();
  await page.getByLabel('New mobile phone number').fill(newNumber);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Verification code').fill(await latestPhoneCode(`+1212555${id.slice(-4)}`, dataDir));
  await page.getByRole('button', { name: 'Change number' }).click();
  await expect(page.getByText('Your mobile phone number has been changed.')).toBeVisible();
  await expect(account.getByText(newNumber)).toBeVisible();
});
