import { expect, test } from '@playwright/test';
import { demoAccount, logIn } from './fixtures';

test('a protected page sends an anonymous visitor to log in and back again; logout ends the session', async ({
  page,
}) => {
  await page.goto('/my-entry-list?tab=2');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  await logIn(page);
  await expect(page).toHaveURL(/\/my-entry-list\?tab=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My entries' })).toBeVisible();

  // The session survives a reload (persisted auth store).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My entries' })).toBeVisible();

  const userMenu = page.getByRole('button', { name: demoAccount.name });
  await userMenu.hover();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage/);
});

test('login without a remembered target goes home; visiting /login again alerts and goes home', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: demoAccount.name })).toBeVisible();
  // Right after a login home opens without its promo popups.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  const alert = page.getByRole('alertdialog', { name: 'You are already logged in.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a wrong password alerts E001 and keeps the typed email', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, demoAccount.email, 'Wrong!pass1');
  const alert = page.getByRole('alertdialog', { name: 'Incorrect password. Please re-enter.' });
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  // Focus is back in the password field, where Enter was pressed.
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoAccount.email);
});

test('an unknown account alerts the default message', async ({ page }) => {
  await page.goto('/login?lng=ko');
  await logIn(page, 'nobody@creator-portal.example', 'Whatever!1');
  const alert = page.getByRole('alertdialog', { name: '아이디와 비밀번호를 확인해 주세요.' });
  await alert.getByRole('button', { name: '확인' }).click();
  await expect(alert).toBeHidden();
});
