// Public content and the free libraries against the real server and its seed: audio filters,
// previews, login-gated downloads with their names and bytes, notices with attachments, and axe
// on every page of this part in both languages.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Response } from '@playwright/test';
import type { Envelope, Page as ListPage } from '../../contract/envelope';
import type { Audio, Font } from '../../contract/library';
import type { Notice, NoticeSummary } from '../../contract/notices';
import { expectNoAxeViolations, logIn } from './fixtures';

const isList =
  (path: string, check: (url: URL) => boolean = () => true) =>
  (response: Response) => {
    const url = new URL(response.url());
    return url.pathname === path && response.request().method() === 'GET' && check(url);
  };

async function listOf<T>(response: Response): Promise<ListPage<T>> {
  const body = (await response.json()) as Envelope<ListPage<T>>;
  expect(body.status).toBe(200);
  return body.data!;
}

/** Every request the page makes to the download path. */
function watchDownloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/p/api/files/download') seen.push(request.url());
  });
  return seen;
}

test('audio: a duration and a BPM band filter the list, in the URL; previews play one at a time', async ({
  page,
}) => {
  const allResponse = page.waitForResponse(isList('/p/api/audio'));
  await page.goto('/audio?lng=en');
  const all = await listOf<Audio>(await allResponse);
  expect(all.totalCount).toBeGreaterThan(20);

  const filtered = page.waitForResponse(
    isList('/p/api/audio', (url) => url.searchParams.get('timeSearchType') === '3'),
  );
  await page.getByLabel('Length', { exact: true }).selectOption({ label: '1 – 2 min' });
  const request = new URL((await filtered).url());
  expect(request.searchParams.get('isDisplay')).toBe('true');
  expect(request.searchParams.get('sortType')).toBe('sort');
  const band = await listOf<Audio>(await filtered);
  expect(band.lists.length).toBeGreaterThan(0);
  for (const item of band.lists) {
    expect(item.duration).toBeGreaterThanOrEqual(60);
    expect(item.duration).toBeLessThan(120);
  }
  await expect(page).toHaveURL(/timeSearchType=3/);
  await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(band.lists.length);

  // Reload keeps the filter; a BPM band narrows further.
  await page.reload();
  await expect(page.getByLabel('Length', { exact: true })).toHaveValue('3');
  const both = page.waitForResponse(
    isList(
      '/p/api/audio',
      (url) =>
        url.searchParams.get('timeSearchType') === '3' && url.searchParams.get('bpmSearchType') === '3',
    ),
  );
  await page.getByLabel('BPM', { exact: true }).selectOption({ label: '100 – 150' });
  for (const item of (await listOf<Audio>(await both)).lists) {
    expect(item.bpm).toBeGreaterThanOrEqual(100);
    expect(item.bpm).toBeLessThan(150);
  }

  // Previews: one shared player; the WAV really plays, and starting another track stops the first.
  await page.getByLabel('Length', { exact: true }).selectOption({ label: 'All' });
  const plays = page.getByRole('button', { name: /^Play / });
  await expect(plays.nth(1)).toBeVisible();
  const player = page.locator('audio');
  await expect(player).toHaveCount(1);
  const firstTitle = ((await plays.nth(0).getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  const secondTitle = ((await plays.nth(1).getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await plays.nth(0).click();
  await expect(page.getByRole('button', { name: `Pause ${firstTitle}`, exact: true }).first()).toBeVisible();
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBeGreaterThan(0);
  const firstSource = await player.evaluate((audio: HTMLAudioElement) => audio.currentSrc);
  await page
    .getByRole('button', { name: `Play ${secondTitle}`, exact: true })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Pause ${secondTitle}`, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Play ${firstTitle}`, exact: true }).first()).toBeVisible();
  await expect(player).toHaveCount(1);
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.currentSrc)).not.toBe(firstSource);
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
});

test('free downloads: anonymous visitors are asked to log in and come back to the same list; a member gets the file, named and whole', async ({
  page,
}) => {
  const downloads = watchDownloads(page);

  await page.goto('/audio?lng=en&size=40');
  await expect(page.getByRole('button', { name: /^Download / }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Download / })
    .first()
    .click();
  const prompt = page.getByRole('alertdialog', { name: 'This page requires login' });
  await prompt.getByRole('button', { name: 'Log in' }).click();
  expect(downloads).toEqual([]);
  await expect(page).toHaveURL(/\/login\?redirect=%2Faudio%3Flng%3Den%26size%3D40$/);

  const list = page.waitForResponse(isList('/p/api/audio', (url) => url.searchParams.get('size') === '40'));
  await logIn(page);
  await expect(page).toHaveURL(/\/audio\?lng=en&size=40$/);
  const first = (await listOf<Audio>(await list)).lists[0]!;
  const audioDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${first.title}` }).click();
  const audio = await audioDownload;
  expect(audio.suggestedFilename()).toBe(first.file.fileName);
  const audioBytes = await readFile((await audio.path())!);
  expect(audioBytes.length).toBe(first.file.size);
  expect(audioBytes.subarray(0, 4).toString('latin1')).toBe('RIFF');

  const fontResponse = page.waitForResponse(isList('/p/api/font'));
  await page.goto('/font?lng=en');
  const font = (await listOf<Font>(await fontResponse)).lists[0]!;
  // The live preview loads the font's own stylesheet.
  await expect(page.locator(`link[rel="stylesheet"][href="${font.previewCssUrl}"]`)).toHaveCount(1);
  const fontDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${font.fontName}` }).click();
  const zip = await fontDownload;
  expect(zip.suggestedFilename()).toBe(font.file.fileName);
  const zipBytes = await readFile((await zip.path())!);
  expect(zipBytes.length).toBe(font.file.size);
  expect(zipBytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // A member is never asked to log in.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('notices: the Korean board, a notice with its attachment under its Korean name', async ({ page }) => {
  const boardResponse = page.waitForResponse(isList('/p/api/notices'));
  await page.goto('/notice?lng=ko');
  const board = await listOf<NoticeSummary>(await boardResponse);
  const withFile = board.lists.find((notice) => notice.hasAttachment);
  expect(withFile, 'a seeded Korean notice has an attachment').toBeTruthy();

  const detailResponse = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/p/api/notices/${withFile!.uuid}`,
  );
  await page.getByRole('link', { name: withFile!.title }).click();
  const notice = ((await (await detailResponse).json()) as Envelope<Notice>).data!;
  await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
  const attachment = notice.attachment!;
  expect(attachment.fileName).toMatch(/[가-힣]/);

  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: new RegExp(attachment.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(attachment.fileName);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(attachment.size);

  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL(/\/notice(\?|$)/);
});

test('the download path refuses made-up and traversing paths', async ({ request }) => {
  for (const fileUrl of [
    '../../package.json',
    '/p/api/files/public/..%2F..%2Fpackage.json',
    'file:///etc/passwd',
    'http://127.0.0.1/x',
    '..\\..\\package.json',
  ]) {
    const response = await request.get(
      `/p/api/files/download?fileUrl=${encodeURIComponent(fileUrl)}&fileName=x`,
    );
    expect(response.status(), fileUrl).toBeGreaterThanOrEqual(400);
    expect(response.status(), fileUrl).toBeLessThan(500);
    expect(await response.text()).not.toContain('"name"');
  }
});

for (const lng of ['ko', 'en'] as const) {
  test(`no axe violations on the public content pages (${lng})`, async ({ page }) => {
    test.setTimeout(120_000);
    const boardResponse = page.waitForResponse(isList('/p/api/notices'));
    await page.goto(`/notice?lng=${lng}`);
    const board = await listOf<NoticeSummary>(await boardResponse);
    await expect(page.getByRole('link', { name: board.lists[0]!.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: board.lists[0]!.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: board.lists[0]!.title })).toBeVisible();
    await expectNoAxeViolations(page);

    for (const path of [
      '/faq',
      '/agreement',
      '/privacy',
      '/operation-policies',
      '/profit-policies',
      '/introduction',
    ]) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page);
    }

    await page.goto(`/audio?lng=${lng}`);
    await expect(page.locator('audio').first()).toBeAttached();
    await expectNoAxeViolations(page);

    // Waiting is armed before the navigation: the list can arrive before goto returns.
    const fontList = page.waitForResponse(isList('/p/api/font'));
    await page.goto(`/font?lng=${lng}`);
    await fontList;
    await expect(
      page.getByRole('button', { name: lng === 'en' ? /^Download / : /다운로드/ }).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
