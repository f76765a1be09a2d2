// The notification centre against the real server (issue 18), in both languages: the demo creator
// sends an entry, an operator approves it with `npm run ops` while the creator's page stays open,
// and the bell shows 1 without a reload (its next once-a-minute ask, so up to a minute); the panel
// links to the entry, and opening it clears the count. The /notifications page and the mail
// preferences on /mypage pass axe.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, logIn, ops } from './fixtures';

const MEDIA = path.join(import.meta.dirname, '../media');
const JOB = 'Product unboxing 5 s loops';

const words = {
  en: {
    bell: 'Notifications',
    bellUnread: 'Notifications, 1 unread',
    markAll: 'Mark all read',
    approved: /was approved/,
    page: 'Notifications',
    mail: 'Mail notifications',
  },
  ko: {
    bell: '알림',
    bellUnread: '알림, 읽지 않음 1개',
    markAll: '모두 읽음',
    approved: /승인되었습니다/,
    page: '알림',
    mail: '메일 알림',
  },
} as const;

/** A new entry of the demo creator under review, sent through the API with the page's session. */
async function sendEntry(page: Page, title: string): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { state?: { token?: string } }).state?.token,
  );
  const topics = JSON.parse(ops('list-topics', '--json')) as { lists: { uuid: string; topic: string }[] };
  const topicUuid = topics.lists.find((topic) => topic.topic === JOB)!.uuid;
  const response = await page.request.post('/api/submission/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      topicUuid,
      title,
      work: {
        name: 'clip-5s.mp4',
        mimeType: 'video/mp4',
        buffer: readFileSync(path.join(MEDIA, 'clip-5s.mp4')),
      },
      thumbnail: {
        name: 'thumb-720x405.png',
        mimeType: 'image/png',
        buffer: readFileSync(path.join(MEDIA, 'thumb-720x405.png')),
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { uuid: string } }).data.uuid;
}

for (const lng of ['en', 'ko'] as const) {
  test(`${lng}: an approval reaches the bell without a reload; the panel leads to the entry and reading it clears the count`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const w = words[lng];
    // The page's clock, so that the bell's next ask comes when the test moves time on, not a
    // minute of waiting later (time still flows by itself in between).
    await page.clock.install();
    await page.goto(`/login?lng=${lng}&redirect=${encodeURIComponent('/introduction')}`);
    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/introduction');

    // Start from nothing unread: the demo history leaves some.
    const bell = page.getByRole('button', { name: new RegExp(`^${w.bell}`) });
    await bell.click();
    const panel = page.getByRole('dialog', { name: w.bell });
    await expect(panel.getByRole('listitem').first()).toBeVisible();
    const markAll = panel.getByRole('button', { name: w.markAll });
    if (await markAll.isEnabled()) await markAll.click();
    await expect(page.getByRole('button', { name: w.bell, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    const title = `Bell ${lng} ${Date.now() % 100_000}`;
    const uuid = await sendEntry(page, title);
    ops('approve', '--uuid', uuid);

    // No reload: the bell's next ask (at most a minute away) brings the count. Moving the page's
    // clock a minute on fires it; were it not to, the minute would still pass by itself.
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('button', { name: w.bellUnread })).toBeVisible({ timeout: 65_000 });
    await page.getByRole('button', { name: w.bellUnread }).click();
    const item = panel.getByRole('link', { name: w.approved }).first();
    await expect(item).toContainText(title);
    await expect(item).toHaveAttribute('href', `/submission-detail/${uuid}`);
    await item.click();
    await page.waitForURL((url) => url.pathname === `/submission-detail/${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: w.bell, exact: true })).toBeVisible();

    await page.goto(`/notifications?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: w.page })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/mypage?lng=${lng}`);
    await expect(page.getByRole('region', { name: w.mail }).getByRole('checkbox').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
