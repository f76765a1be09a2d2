// The creator's workflow against the real server (issue 9): a job, checks in the browser before a
// byte is sent, a cancelled upload that leaves nothing, a real entry with its progress bar, the
// operator's review through `npm run ops` while the server runs (ops socket), project files, the
// real conversion, scheduling, and the entry competing in its group with the creator's row marked.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, JOB, openJob, ops } from './fixtures';

const MEDIA = path.join(import.meta.dirname, '../media');

interface ListedEntry {
  uuid: string;
  state: string;
  title: string;
  converted: boolean;
}
const listed = (): ListedEntry[] => JSON.parse(ops('list-submissions', '--json')) as ListedEntry[];

test('an entry goes from the job to competing in its group, checked, cancelled once, reviewed and converted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/submission')) {
      posts.push(request.url());
    }
  });
  await openJob(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: JOB })).toBeVisible();

  // Refused in the browser, with the reason at the field and nothing sent.
  await page.getByLabel('Title').fill('Box loop');
  await page.getByLabel('Your video', { exact: true }).setInputFiles(path.join(MEDIA, 'clip-3s.mp4'));
  await expect(
    page.getByText(/The video lasts 3(\.0)? seconds; this job asks for exactly 5 seconds/),
  ).toBeVisible();
  await page.getByLabel('Thumbnail', { exact: true }).setInputFiles(path.join(MEDIA, 'thumb-1280x720.png'));
  await expect(
    page.getByText('The image is 1280 × 720 pixels; a thumbnail must be exactly 720 × 405.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send my entry' }).click();
  expect(posts).toEqual([]);
  await expect(page.getByLabel('Title')).toHaveValue('Box loop');

  // The right files; a slow line, and the upload is cancelled: nothing is kept.
  await page.getByLabel('Your video', { exact: true }).setInputFiles(path.join(MEDIA, 'clip-5s.mp4'));
  await page.getByLabel('Thumbnail', { exact: true }).setInputFiles(path.join(MEDIA, 'thumb-720x405.png'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 3_000,
  });
  await page.getByRole('button', { name: 'Send my entry' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the upload' }).click();
  await expect(page.getByText(/The upload was cancelled and nothing was saved/)).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Box loop');
  await expect.poll(() => listed().filter((entry) => entry.title === 'Box loop').length).toBe(0);
  const tmp = path.join(process.env.E2E_DATA_DIR!, 'files', 'private', 'tmp');
  await expect.poll(() => readdirSync(tmp).length, { timeout: 10_000 }).toBe(0);

  // Sent for real, with the same files still chosen.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByRole('button', { name: /Send my entry|Send again/ }).click();
  await page.waitForURL(/\/submission-detail\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Box loop' })).toBeVisible();
  await expect(page.getByText('Reviewing').first()).toBeVisible();
  await expect(page.getByText('Expected by').first()).toBeVisible();

  // The operator approves it while the server runs; the creator sends the project files.
  ops('approve', '--uuid', uuid);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Send your project files' })).toBeVisible();
  await page.getByLabel('Project files (ZIP)').setInputFiles(path.join(MEDIA, 'project.zip'));
  await page.getByRole('button', { name: 'Send the project files' }).click();
  await expect(
    page.getByText('Your project files were received. Your entry is now being converted.'),
  ).toBeVisible();

  // The server's worker converts it for real; the operator schedules it into a running group.
  await expect
    .poll(() => listed().find((entry) => entry.uuid === uuid)?.converted, { timeout: 60_000 })
    .toBe(true);
  const topics = JSON.parse(ops('list-topics', '--json')) as { lists: { uuid: string; topic: string }[] };
  const topicUuid = topics.lists.find((topic) => topic.topic === JOB)!.uuid;
  const now = Date.now();
  ops(
    'schedule-group',
    '--topic',
    topicUuid,
    '--begin',
    new Date(now - 60 * 60_000).toISOString(),
    '--end',
    new Date(now + 6 * 24 * 60 * 60_000).toISOString(),
    '--submission',
    uuid,
  );
  await page.reload();
  await expect(page.getByText('Competing').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your group' })).toBeVisible();
  await expect(page.locator('tr[aria-current]')).toContainText('Box loop');
  await expectNoAxeViolations(page);

  // My entries lists it as competing, in both views.
  await page.goto('/my-entry-list?lng=en');
  const card = page.getByRole('listitem').filter({ hasText: 'Box loop' });
  await expect(card.getByText('Competing')).toBeVisible();
  await page.getByRole('link', { name: 'My entries in groups' }).click();
  await expect(page.getByRole('link', { name: 'Box loop' })).toBeVisible();
});

for (const lng of ['ko', 'en'] as const) {
  test(`no axe violations on the jobs, a job, my entries and an entry (${lng})`, async ({ page }) => {
    await openJob(page, lng);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expectNoAxeViolations(page);
    await page.goto(`/jobs?lng=${lng}`);
    await expect(page.getByRole('listitem').filter({ hasText: JOB })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/my-entry-list?lng=${lng}`);
    const returned = page.getByRole('listitem').filter({ hasText: 'Latte art' });
    await expect(returned).toBeVisible();
    await expectNoAxeViolations(page);
    await returned.getByRole('link').first().click();
    await page.waitForURL(/\/submission-detail\//);
    await expect(
      page.getByText('The brand logo must stay visible for the whole clip. Please enter it again.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
