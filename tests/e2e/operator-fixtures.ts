// What the operator console's specs share: the operator commands (fixtures.ts `ops`, re-exported), an
// operator made with create-operator and set up through the one-time link (the test computes the
// authenticator's codes with otplib), and the login with a recovery code.
import { generate } from 'otplib';
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expectNoAxeViolations, ops } from './fixtures';

export { ops };

export const OPERATOR_PASSWORD = 'Console!pass-2026';

export type ConsoleLanguage = 'ko' | 'en';

/** An entry as `list-submissions --json` prints it. */
export interface ListedEntry {
  uuid: string;
  state: string;
  title: string;
  creator: string;
  converted: boolean;
  topicUuid: string;
}

export const listedEntries = (...flags: string[]): ListedEntry[] =>
  JSON.parse(ops('list-submissions', ...flags, '--json')) as ListedEntry[];

/** create-operator, then the setup page: answers the recovery codes shown once. */
export async function setUpOperator(page: Page, lng: ConsoleLanguage, role: string) {
  const email = `${role}-${lng}-${Date.now()}@company.example`;
  const { setupUrl } = JSON.parse(ops('create-operator', '--email', email, '--role', role, '--json')) as {
    setupUrl: string;
  };
  await page.goto(`${new URL(setupUrl).pathname}?lng=${lng}`);
  await expect(page.getByRole('img', { name: lng === 'en' ? /QR code/ : /QR/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
  await page
    .getByLabel(lng === 'en' ? 'New password' : '새 비밀번호', { exact: true })
    .fill(OPERATOR_PASSWORD);
  await page
    .getByLabel(lng === 'en' ? 'New password again' : '새 비밀번호 확인', { exact: true })
    .fill(OPERATOR_PASSWORD);
  await page
    .getByLabel(lng === 'en' ? 'Code from the app' : '앱에 표시된 코드')
    .fill(await generate({ secret }));
  await page.getByRole('button', { name: lng === 'en' ? 'Finish setup' : /설정 완료/ }).click();
  const codes = page
    .getByRole('list', { name: lng === 'en' ? 'Your recovery codes' : '복구 코드' })
    .getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoAxeViolations(page);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: lng === 'en' ? 'I have saved them' : /저장했습니다/ }).click();
  await page.waitForURL(/\/operator\/login/);
  return { email, recoveryCodes };
}

/** The login with a recovery code (the setup's own TOTP code may not be used twice). */
export async function logInWithRecoveryCode(page: Page, lng: ConsoleLanguage, email: string, code: string) {
  await page.getByLabel(lng === 'en' ? 'Email' : '이메일', { exact: true }).fill(email);
  await page.getByLabel(lng === 'en' ? 'Password' : '비밀번호', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: lng === 'en' ? /Use a recovery code/ : /복구 코드/ }).click();
  await page.getByLabel(lng === 'en' ? 'Recovery code' : '복구 코드', { exact: true }).fill(code);
  await page.getByRole('button', { name: lng === 'en' ? 'Log in' : '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/operator' || url.pathname === '/operator/');
}

/** A new operator of this role, set up and logged in on `page` (on the console's dashboard). */
export async function logInAsNewOperator(page: Page, lng: ConsoleLanguage, role: string) {
  const { email, recoveryCodes } = await setUpOperator(page, lng, role);
  await logInWithRecoveryCode(page, lng, email, recoveryCodes[0]!);
  return { email, recoveryCodes };
}

/** Each role's operator session (its localStorage), set up once per worker by operatorPage. */
const sessions = new Map<string, BrowserContextOptions['storageState']>();

/**
 * A page, in a context of its own, logged in as an operator of this role. The first call for a role
 * sets the operator up (setup pages checked by axe, as setUpOperator does); later calls reuse the
 * session: each new operator costs 3 of the console's setup and login requests per address, which
 * the server limits (OPERATOR_LOGIN_RATE_LIMIT_MAX, raised by playwright.config.ts but not unbounded).
 */
export async function operatorPage(browser: Browser, lng: ConsoleLanguage, role: string): Promise<Page> {
  let storageState = sessions.get(role);
  if (!storageState) {
    const setup = await browser.newContext();
    await logInAsNewOperator(await setup.newPage(), lng, role);
    storageState = await setup.storageState();
    sessions.set(role, storageState);
    await setup.close();
  }
  const context = await browser.newContext({ storageState });
  return context.newPage();
}
