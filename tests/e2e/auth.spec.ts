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

  const dialog = page.waitForEvent('dialog');
  await page.goto('/login');
  const shown = await dialog;
  expect(shown.message()).toBe('You are already logged in.');
  await shown.accept();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password alerts E001 and keeps the typed email', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.waitForEvent('dialog');
  await logIn(page, demoAccount.email, 'Wrong!pass1');
  const shown = await dialog;
  expect(shown.message()).toBe('Incorrect password. Please re-enter.');
  await shown.accept();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoAccount.email);
});

test('an unknown account alerts the default message', async ({ page }) => {
  await page.goto('/login?lng=ko');
  const dialog = page.waitForEvent('dialog');
  await logIn(page, 'nobody@creator-portal.example', 'Whatever!1');
  const shown = await dialog;
  expect(shown.message()).toBe('아이디와 비밀번호를 확인해 주세요.');
  await shown.accept();
});
