import { expect, test } from '@playwright/test';
import { closePromoPopups, demoAccount, expectNoAxeViolations } from './fixtures';

test('the language switcher re-renders without a reload and sets <html lang>', async ({ page }) => {
  await page.goto('/?lng=en');
  // The welcome popup is modal: it goes first.
  await closePromoPopups(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // The choice is remembered.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('an unknown path shows the translated not-found page; unknown API paths answer JSON', async ({
  page,
  request,
}) => {
  await page.goto('/no/such/page?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/no/such/page?lng=ko');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();

  // The session check runs before routing (issue 13): without a token every /api path is 403,
  // whether a route exists or not, so nothing tells a stranger which paths exist.
  const anonymous = await request.get('/api/no-such-thing');
  expect(anonymous.status()).toBe(403);
  expect(await anonymous.json()).toMatchObject({ status: 403, data: null });
  const login = await request.post('/p/api/users/login', {
    data: { userId: demoAccount.email, password: demoAccount.password },
  });
  const token = ((await login.json()) as { data: { jwt: string } }).data.jwt;
  const api = await request.get('/api/no-such-thing', { headers: { authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ status: 404, data: null, errorCode: 'NOT_FOUND' });
});

for (const lng of ['ko', 'en'] as const) {
  test(`no axe violations on home, login and the 404 page (${lng})`, async ({ page }) => {
    for (const path of ['/', '/login', '/no-such-page']) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Home opens its promo popup after first paint: check the page with it, not while it appears.
      if (path === '/') await expect(page.getByRole('dialog').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
