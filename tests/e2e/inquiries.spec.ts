// 1:1 inquiries against the real server (issue 11): a creator writes one with an attachment, edits
// it, an operator answers it through `npm run ops` while the server runs, the creator reads the
// answer (a script in it never runs) and can no longer edit; another inquiry is deleted and shows
// as deleted. axe on the inquiry pages in both languages.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, logIn, ops } from './fixtures';

const MEDIA = path.join(import.meta.dirname, '../media');

async function logInAt(page: Page, target: string, lng: 'ko' | 'en' = 'en') {
  await page.goto(`/login?lng=${lng}&redirect=${encodeURIComponent(target)}`);
  await logIn(page);
  await page.waitForURL((url) => url.pathname === target);
}

async function write(page: Page, title: string, attachment?: string) {
  await page.goto('/qna/form?lng=en');
  await page.getByLabel('What is it about?').selectOption({ label: 'Earnings and payouts' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your question').fill('When will my October earnings be paid?\nThanks.');
  if (attachment) await page.getByLabel('Attachment (optional)').setInputFiles(path.join(MEDIA, attachment));
  await page.getByRole('button', { name: 'Send the inquiry' }).click();
  await page.waitForURL(/\/qna\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

test('write, edit, an answer from the operator, and a deleted inquiry', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAt(page, '/qna');
  const uuid = await write(page, 'Payout date', 'thumb-720x405.png');
  await expect(page.getByRole('heading', { level: 1, name: 'Payout date' })).toBeVisible();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();
  const download = page.getByRole('link', { name: 'thumb-720x405.png' });
  const attachment = await page.request.get((await download.getAttribute('href'))!);
  expect(attachment.status()).toBe(200);
  expect(attachment.headers()['content-type']).toBe('image/png');

  // Edit: the title changes, the attachment is kept.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Payout date');
  await page.getByLabel('Title').fill('Payout date in November');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payout date in November' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'thumb-720x405.png' })).toBeVisible();

  // The operator answers while the server runs; the script in the answer is removed on saving and
  // again by the page.
  ops(
    'answer-inquiry',
    '--uuid',
    uuid,
    '--content',
    '<p>It is paid on <strong>Friday</strong>.</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
  );
  await page.reload();
  const answer = page.getByRole('region', { name: 'Our answer' });
  await expect(answer).toContainText('It is paid on Friday.');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto(`/qna/form/${uuid}?lng=en`);
  await expect(page.getByRole('alert')).toContainText('can no longer be edited');

  // Another one, deleted after the confirmation.
  const second = await write(page, 'Never mind');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the inquiry' }).click();
  await expect(page.getByText(/You deleted this inquiry/)).toBeVisible();
  await page.goto('/qna?lng=en');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Never mind' }) });
  await expect(row.getByText('Deleted')).toBeVisible();
  expect(second).not.toBe(uuid);
});

for (const lng of ['ko', 'en'] as const) {
  test(`no axe violations on the inquiry pages (${lng})`, async ({ page }) => {
    await logInAt(page, '/qna', lng);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await page.waitForURL(/\/qna\/[0-9a-f-]{36}$/);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/qna/form?lng=${lng}`);
    await page.getByRole('button', { name: lng === 'en' ? 'Send the inquiry' : '문의 보내기' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
