// Sessions (issue 19) in both languages: a creator logged in on two browsers sees both on /mypage,
// logs out everywhere else from one, and the other is logged out on its next step; the header's
// logout ends the session on the server (the old token answers 403).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logIn } from './fixtures';
import { createVerifiedAccount } from './new-account';

const texts = {
  en: {
    section: 'Where you are logged in',
    thisDevice: 'This device',
    everywhere: 'Log out everywhere else',
    done: '1 other session has been logged out.',
    loginHeading: 'Log in',
  },
  ko: {
    section: '로그인 기기',
    thisDevice: '현재 기기',
    everywhere: '다른 기기 모두 로그아웃',
    done: '다른 기기 1개를 로그아웃했습니다.',
    loginHeading: '로그인',
  },
} as const;

async function loggedInPage(
  browser: Browser,
  lng: 'ko' | 'en',
  email: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ locale: lng === 'ko' ? 'ko-KR' : 'en-US' });
  const page = await context.newPage();
  await page.goto(`/login?lng=${lng}`);
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

// Two browsers, a signup through the API and two logins: more than the default 30 s on a slow machine.
test.describe.configure({ timeout: 120_000 });

for (const lng of ['en', 'ko'] as const) {
  test(`log out everywhere else from a second browser (${lng})`, async ({ browser, request }) => {
    const t = texts[lng];
    const account = await createVerifiedAccount(request);
    const first = await loggedInPage(browser, lng, account.email, account.password);
    const second = await loggedInPage(browser, lng, account.email, account.password);

    await second.goto(`/mypage?lng=${lng}`);
    const section = second.getByRole('region', { name: t.section });
    await expect(section.getByRole('row')).toHaveCount(3);
    await expect(section.getByRole('row', { name: new RegExp(t.thisDevice) })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await section.getByRole('button', { name: t.everywhere }).click();
    await second.getByRole('alertdialog').getByRole('button', { name: t.everywhere }).click();
    await expect(second.getByText(t.done)).toBeVisible();
    await expect(section.getByRole('row')).toHaveCount(2);

    // The first browser's next call answers 403: it is sent to the login page.
    await first.goto(`/mypage?lng=${lng}`);
    await expect(first).toHaveURL(/\/login/);
    // The second goes on.
    await second.reload();
    await expect(second.getByRole('region', { name: t.section })).toBeVisible();
    await first.context().close();
    await second.context().close();
  });
}

test('the header logout ends the session on the server', async ({ browser, request }) => {
  const account = await createVerifiedAccount(request);
  const page = await loggedInPage(browser, 'en', account.email, account.password);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.token as string,
  );
  const uuid = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}').state?.uuid as string,
  );
  expect(
    (await request.get(`/api/users/${uuid}`, { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);

  const ended = page.waitForResponse((response) => response.url().includes('/api/users/logout'));
  await page.getByRole('button', { name: account.name }).hover();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  expect((await ended).status()).toBe(200);
  expect(
    (await request.get(`/api/users/${uuid}`, { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(403);
  await page.context().close();
});
