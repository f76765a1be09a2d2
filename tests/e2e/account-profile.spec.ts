// The profile changes on My info (issue 19 item 2), end to end against the real server: the name in
// Korean and in English (the header shows it at once and after a reload), and the login email once,
// through the link the development mailbox holds, opened in another browser.
import { expect, test, type Page } from '@playwright/test';
import { latestMail } from './dev-outbox';
import { expectNoAxeViolations, logIn } from './fixtures';
import { inspectLayout } from './layout-checks';
import { createVerifiedAccount } from './new-account';

const WORDS = {
  ko: {
    changeName: '이름 변경',
    changeEmail: '이메일 변경',
    cancelChange: (email: string) => `${email}(으)로의 변경 취소`,
    newName: '새 이름',
    save: '이름 저장',
    changed: '이름이 변경되었습니다.',
    email: '이메일',
    name: '이름',
  },
  en: {
    changeName: 'Change name',
    changeEmail: 'Change email',
    cancelChange: (email: string) => `Cancel the change to ${email}`,
    newName: 'New name',
    save: 'Save name',
    changed: 'Your name has been changed.',
    email: 'Email',
    name: 'Name',
  },
} as const;

async function openMypage(page: Page, email: string, password: string, lng: 'ko' | 'en') {
  await page.goto(`/login?redirect=%2Fmypage&lng=${lng}`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByText(email).first()).toBeVisible();
}

for (const lng of ['ko', 'en'] as const) {
  test(`change the name (${lng}): the header shows it at once and after a reload`, async ({
    page,
    request,
  }) => {
    test.slow();
    const words = WORDS[lng];
    const account = await createVerifiedAccount(request, `Before ${lng}`);
    await openMypage(page, account.email, account.password, lng);
    await expect(page.getByRole('button', { name: account.name })).toBeVisible();

    const change = page.getByRole('button', { name: words.changeName });
    await change.click();
    const input = page.getByLabel(words.newName);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(account.name);
    await expectNoAxeViolations(page);
    const newName = lng === 'ko' ? '새이름 하늘' : 'After Sky';
    await input.fill(newName);
    await input.press('Enter');

    await expect(page.getByText(words.changed)).toBeVisible();
    await expect(page.getByRole('button', { name: newName })).toBeVisible();
    await expect(page.getByRole('button', { name: account.name })).toHaveCount(0);
    await expect(change).toBeFocused();

    await page.reload();
    await expect(page.getByRole('button', { name: newName })).toBeVisible();
    await expect(page.getByRole('region', { name: lng === 'ko' ? '계정 정보' : 'Account' })).toContainText(
      newName,
    );
  });
}

test('change the login email: a link to the new address, a notice to the old, the new address logs in', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two browsers, three logins, two mails and axe twice: more than the default 30 s on a busy machine.
  test.slow();
  const account = await createVerifiedAccount(request, 'Mail Mover');
  const newEmail = `moved${Date.now()}@creator-portal.example`;
  await openMypage(page, account.email, account.password, 'en');

  await page.getByRole('button', { name: 'Change email' }).click();
  const form = page.getByRole('form', { name: 'Change your login email' });
  await expect(form.getByLabel('New email')).toBeFocused();
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill('Wrong!pass9');
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(form.getByText('The current password is incorrect.')).toBeVisible();
  await expect(form.getByLabel('New email')).toHaveValue(newEmail);
  await form.getByLabel('Current password').fill(account.password);
  await form.getByRole('button', { name: 'Send link' }).click();

  await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel the change to ${newEmail}` })).toBeVisible();
  await expectNoAxeViolations(page);

  const notice = await latestMail(account.email);
  expect(notice.subject).toContain('A change of your login email address was asked for');
  const mail = await latestMail(newEmail);
  const link = mail.text.match(/https?:\/\/\S+\/email-change\/[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  expect(link!.startsWith(baseURL!)).toBe(true);
  expect(notice.text).not.toContain(link!.split('/').pop()!);

  // Until the link is opened, the new address does not log in.
  const before = await request.post('/p/api/users/login', {
    data: { userId: newEmail, password: account.password },
  });
  expect(before.status()).toBe(401);

  // The mail is opened in another browser, not logged in.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(link!);
  await expect(elsewhere.getByRole('heading', { name: 'Your login email has been changed' })).toBeVisible();
  await expect(elsewhere.getByText(`From now on, log in with ${newEmail}.`)).toBeVisible();
  await expectNoAxeViolations(elsewhere);
  await elsewhere.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await logIn(elsewhere, account.email, account.password);
  const refused = elsewhere.getByRole('alertdialog');
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'OK' }).click();
  await logIn(elsewhere, newEmail, account.password);
  await expect(elsewhere).toHaveURL(/\/mypage$/);
  await expect(elsewhere.getByText(newEmail).first()).toBeVisible();
  // The link works once.
  await elsewhere.goto(link!);
  await expect(elsewhere.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await other.close();

  // The first browser's session goes on, and My info shows the new address.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText(newEmail);
  await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);
});

test('on a phone (390 px), in both languages: the rows and open forms fit, every button is 44 px tall', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createVerifiedAccount(request, 'Phone Person');
  const waiting = `a.rather.long.address.${Date.now()}@creator-portal.example`;
  await openMypage(page, account.email, account.password, 'en');
  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByLabel('New email').fill(waiting);
  await page
    .getByRole('form', { name: 'Change your login email' })
    .getByLabel('Current password')
    .fill(account.password);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(`Waiting for confirmation: ${waiting}`)).toBeVisible();

  const fits = async (where: string) => {
    const findings = await page.evaluate(inspectLayout, { layout: true, navigation: [], limit: 6 });
    expect(findings.problems, where).toEqual([]);
  };
  const tall = async (name: string) => {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  };
  for (const lng of ['ko', 'en'] as const) {
    const words = WORDS[lng];
    await page.goto(`/mypage?lng=${lng}`);
    await expect(page.getByRole('button', { name: words.changeName })).toBeVisible();
    for (const name of [words.changeName, words.changeEmail, words.cancelChange(waiting)]) await tall(name);
    await fits(`${lng}: the rows`);
    await page.getByRole('button', { name: words.changeName }).click();
    await tall(words.save);
    await fits(`${lng}: the name form`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: words.changeEmail }).click();
    await fits(`${lng}: the email form`);
  }
});
