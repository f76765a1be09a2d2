import { expect, test, type Page } from '@playwright/test';
import { latestMail, latestPhoneCode } from './dev-outbox';
import { expectNoAxeViolations, logIn } from './fixtures';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function agreeToBoth(page: Page) {
  await page.getByLabel('I agree to the terms of service (required)').check();
  await page.getByLabel('I agree to the privacy policy (required)').check();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('sign up in English, verify by the mailed link, log in, change the password, log in again', async ({
  page,
}) => {
  const id = unique();
  const email = `creator${id}@creator-portal.example`;
  // 010-9xxx-xxxx is always a Korean mobile number (tests/e2e/new-account.ts says why).
  const phone = `0109${id.slice(-7)}`;
  const password = 'Start!pass1';
  const newPassword = 'Better#pass2';

  await page.goto('/signup/agreement?lng=en');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Please agree to the terms of service and the privacy policy to continue.'),
  ).toBeVisible();
  await agreeToBoth(page);
  await expect(page).toHaveURL(/\/signup\/form$/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByText('This email address is available.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('Name', { exact: true }).fill('E2E Creator');
  await page
    .getByLabel('Mobile phone number')
    .fill(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await latestPhoneCode(phone));
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/email-auth\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();

  // Not verified yet: login answers E003 and lands on the same screen.
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/email-auth\?email=/);

  const mail = await latestMail(email);
  const link = mail.text.match(/https?:\/\/\S+\/email-auth\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();
  // A link works once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your email address is already verified' })).toBeVisible();

  await page.goto('/login?redirect=%2Fmypage');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByText(email).first()).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByRole('button', { name: 'E2E Creator' }).hover();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await logIn(page, email, password);
  const alert = page.getByRole('alertdialog', { name: 'Incorrect password. Please re-enter.' });
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'E2E Creator' })).toBeVisible();
});

for (const lng of ['ko', 'en'] as const) {
  test(`account screens render without axe violations (${lng})`, async ({ page }) => {
    await page.goto(`/signup/agreement?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expectNoAxeViolations(page);
    await page
      .getByLabel(lng === 'ko' ? /이용약관.*동의/ : 'I agree to the terms of service (required)')
      .check();
    await page
      .getByLabel(lng === 'ko' ? /개인정보.*동의/ : 'I agree to the privacy policy (required)')
      .check();
    await page.getByRole('button', { name: lng === 'ko' ? '다음' : 'Next' }).click();
    await expect(page).toHaveURL(/\/signup\/form/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const path of [
      '/email-auth?email=someone%40creator-portal.example',
      '/email-auth/not-a-real-code',
      '/find-password',
    ]) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
  });
}

test('my page renders without axe violations in both languages', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmypage');
  await logIn(page);
  await expect(page).toHaveURL(/\/mypage$/);
  for (const lng of ['ko', 'en']) {
    await page.goto(`/mypage?lng=${lng}`);
    await expect(page.getByText('demo@creator-portal.example').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
