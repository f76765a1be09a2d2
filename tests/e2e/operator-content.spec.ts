// The console's content screens against the real server (issue 21), each followed to what creators
// and visitors then see: a reviewer creates a job with its banner and 720 × 405 thumbnail, edits it,
// and a creator finds it, edited, on /jobs; on the groups page the reviewer schedules the demo's
// converted entry into a new group (the creator then sees it waiting), reads the seeded rankings and
// runs the statistics. In Korean, support posts a notice with a PDF, a visitor reads and downloads
// it, and once hidden it is gone from /notice and its file is refused. Support erases a fresh
// creator's account on their request: Confirm waits for the login email, the creator's session ends
// and the login is refused. axe on every console screen seen.
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { latestMail } from './dev-outbox';
import { demoAccount, expectNoAxeViolations, logIn } from './fixtures';
import { createVerifiedAccount } from './new-account';
import { listedEntries, operatorPage, ops } from './operator-fixtures';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A real PNG of this size (8-bit RGB, a horizontal gradient), the bytes a browser and the server decode. */
function pngImage(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x += 1) row.set([40, Math.round((x / width) * 200), 160], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF with one line of text (ASCII: the standard Helvetica). */
function tinyPdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A moment as a datetime-local value in the browser's time zone (the console's date fields). */
function localInput(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const date = new Date(ms);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, at);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** An image on the page has been decoded at this size (it is no broken image). */
async function expectImageSize(image: ReturnType<Page['getByRole']>, width: number, height: number) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([true, width, height]);
}

test('a reviewer creates a job with its banner and thumbnail, edits it, and a creator finds it on /jobs', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Latte art loops ${Date.now()}`;
  const page = await operatorPage(browser, 'en', 'reviewer');

  await page.goto('/operator/topics?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New job' }).first().click();
  await page.waitForURL('/operator/topics/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Job title', { exact: true }).fill(title);
  await page.getByLabel('Entry type', { exact: true }).selectOption({ label: 'Video' });
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Graphics-based' });
  await page.getByLabel('Length', { exact: true }).selectOption({ label: 'exactly 10 seconds' });
  await page.getByLabel('Reward per group', { exact: true }).fill('300000');
  await page.getByLabel('Capacity (entries per group)', { exact: true }).fill('12');
  await page.getByLabel('Amount per creator', { exact: true }).fill('25000');
  await page.getByLabel('Hashtags', { exact: true }).fill('#latte, coffee');

  // A thumbnail of the wrong size is refused in the browser, with both sizes said.
  await page
    .getByLabel('Thumbnail', { exact: true })
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: pngImage(800, 405) });
  await expect(
    page.getByText('The thumbnail must be exactly 720 × 405 pixels; this image is 800 × 405.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Thumbnail (current image)' })).toHaveCount(0);

  // The right images: each uploaded at once and shown from the server.
  await page
    .getByLabel('Banner image', { exact: true })
    .setInputFiles({ name: 'latte-banner.png', mimeType: 'image/png', buffer: pngImage(1440, 440) });
  await page
    .getByLabel('Thumbnail', { exact: true })
    .setInputFiles({ name: 'latte-thumbnail.png', mimeType: 'image/png', buffer: pngImage(720, 405) });
  const banner = page.getByRole('img', { name: 'Banner image (current image)' });
  const thumbnail = page.getByRole('img', { name: 'Thumbnail (current image)' });
  await expectImageSize(banner, 1440, 440);
  await expectImageSize(thumbnail, 720, 405);
  const bannerUrl = (await banner.getAttribute('src'))!;
  const thumbnailUrl = (await thumbnail.getAttribute('src'))!;

  const now = Date.now();
  await page.getByLabel('Entries open', { exact: true }).fill(await localInput(page, now - HOUR_MS));
  await page.getByLabel('Entries close', { exact: true }).fill(await localInput(page, now + 14 * DAY_MS));
  await page
    .getByLabel('Description (HTML)', { exact: true })
    .fill('<p>Pour a <strong>latte heart</strong> in one take.</p>');
  await expect(page.getByTestId('description-preview')).toContainText('Pour a latte heart in one take.');
  await page.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByText(`The job “${title}” was created.`)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/operator/topics');

  // Newest first: the list shows it with what was typed.
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
  await expect(row).toContainText('Video');
  await expect(row).toContainText('exactly 10 seconds');
  await expect(row).toContainText('300,000');
  await expect(row).toContainText('12 entries');

  // Opened again: the form holds the job as saved, images included; one field is changed.
  await row.getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL(/\/operator\/topics\/[0-9a-f-]{36}$/);
  const topicUuid = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Hashtags', { exact: true })).toHaveValue('latte, coffee');
  await expect(page.getByLabel('Reward per group', { exact: true })).toHaveValue('300000');
  await expect(banner).toHaveAttribute('src', bannerUrl);
  await expect(thumbnail).toHaveAttribute('src', thumbnailUrl);
  await expectImageSize(thumbnail, 720, 405);
  await expectNoAxeViolations(page);
  await page.getByLabel('Reward per group', { exact: true }).fill('450000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Reward per group', { exact: true })).toHaveValue('450000');
  await expect(page.getByLabel('Job title', { exact: true })).toHaveValue(title);
  await page.goto('/operator/topics?lng=en');
  await expect(row).toContainText('450,000');

  // A creator finds it on the job list, edited, with its thumbnail, and opens it.
  const creator = await browser.newPage();
  await creator.goto(`/login?lng=en&redirect=${encodeURIComponent('/jobs')}`);
  await logIn(creator);
  await creator.waitForURL((url) => url.pathname === '/jobs');
  await creator.goto(`/jobs?lng=en&q=${encodeURIComponent(title)}`);
  const card = creator.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('450,000');
  await expect(card).not.toContainText('300,000');
  await expect(card).toContainText('12 entries');
  await expect(card.getByRole('list', { name: 'Hashtags' })).toHaveText(/#latte\s*#coffee/);
  const cardImage = card.getByRole('img', { name: `Thumbnail of ${title}` });
  await expect(cardImage).toHaveAttribute('src', thumbnailUrl);
  await expectImageSize(cardImage, 720, 405);
  await card.getByRole('link', { name: /Participate/ }).click();
  await creator.waitForURL(`/jobs/${topicUuid}`);
  await expect(creator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(creator.getByText('Pour a latte heart in one take.')).toBeVisible();
  await creator.close();
});

test('on the groups page a reviewer schedules the converted demo entry, reads the rankings and runs the statistics', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The seed's "Recipe in ten" is converted by the server's worker after its first start.
  const waitingEntry = () =>
    listedEntries().find((entry) => entry.title === 'Recipe in ten' && entry.creator === demoAccount.email);
  await expect
    .poll(() => waitingEntry()?.converted, { timeout: 90_000, message: 'the demo entry is converted' })
    .toBe(true);
  const entry = waitingEntry()!;
  const { lists: topics } = JSON.parse(ops('list-topics', '--json')) as {
    lists: { uuid: string; topic: string }[];
  };
  const job = topics.find((topic) => topic.uuid === entry.topicUuid)!.topic;

  // The creator sees the entry converted and not yet in a group.
  const creator = await browser.newPage();
  await creator.goto(`/login?lng=en&redirect=${encodeURIComponent(`/submission-detail/${entry.uuid}`)}`);
  await logIn(creator);
  await creator.waitForURL(`/submission-detail/${entry.uuid}`);
  await expect(creator.getByText('Converting').first()).toBeVisible();

  const page = await operatorPage(browser, 'en', 'reviewer');
  await page.goto('/operator/topics?lng=en');
  await page.getByRole('link', { name: `Groups of ${job}` }).click();
  await page.waitForURL(`/operator/topics/${entry.topicUuid}/groups`);
  await expect(page.getByRole('heading', { level: 1, name: `Groups of ${job}` })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The seeded rankings: the competing group of six shares rank 3 between two equal counts.
  const rankings = page.getByRole('table', { name: /^Ranking of the group / });
  const rankColumns = async () => {
    const columns: string[][] = [];
    for (const table of await rankings.all()) {
      // The first cell's text without the column's name that stacked rows show (aria-hidden).
      const cells = await table.locator('tbody tr').evaluateAll((rows) =>
        rows.map((tr) => {
          const cell = tr.querySelector('td, th')!.cloneNode(true) as Element;
          cell.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return (cell.textContent ?? '').trim();
        }),
      );
      columns.push(cells);
    }
    return columns;
  };
  await expect.poll(rankColumns).toContainEqual(['1', '2', '3', '3', '5', '6']);

  // Schedule the converted entry into a new group that begins tomorrow.
  const schedule = page.getByRole('region', { name: 'Schedule a new group' });
  await expect(schedule.getByText('1 converted entry is waiting for a group.')).toBeVisible();
  await schedule.getByRole('checkbox', { name: `Recipe in ten by ${demoAccount.name}` }).check();
  const now = Date.now();
  await schedule.getByLabel('Group begins', { exact: true }).fill(await localInput(page, now + DAY_MS));
  await schedule.getByLabel('Group ends', { exact: true }).fill(await localInput(page, now + 8 * DAY_MS));
  await schedule.getByRole('button', { name: 'Schedule 1 entry' }).click();
  await expect(
    page.getByText('The group was scheduled with 1 entry; its creator is told by mail.'),
  ).toBeVisible();
  await expect(schedule.getByText('No converted entry of this job is waiting for a group.')).toBeVisible();
  // As the toast says, the creator is told by mail (in the account's language).
  await expect
    .poll(async () => (await latestMail(demoAccount.email)).subject)
    .toMatch(/"Recipe in ten"(이\(가\) 그룹에 배정되었습니다| was scheduled into a group)$/);
  const group = page.getByRole('article').filter({ has: page.getByRole('cell', { name: 'Recipe in ten' }) });
  await expect(group).toHaveCount(1);
  await expect(group.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(group.getByRole('row', { name: /Recipe in ten/ })).toContainText('–');
  await expectNoAxeViolations(page);

  // The statistics run now: the toast counts the groups, the rankings stay as the reports say.
  await page.getByRole('button', { name: 'Run statistics now' }).click();
  await expect(page.getByText(/^Statistics updated: \d+ groups?\.$/)).toBeVisible();
  await expect.poll(rankColumns).toContainEqual(['1', '2', '3', '3', '5', '6']);

  // The creator's entry now waits in its group.
  await creator.reload();
  await expect(creator.getByText('Waiting').first()).toBeVisible();
  await expect(creator.getByText('Converting')).toHaveCount(0);
  await creator.close();
  expect(listedEntries().find((listed) => listed.uuid === entry.uuid)?.state).toBe('waiting');
});

test('in Korean, support posts a notice with a PDF, a visitor reads and downloads it, and hiding it takes both away', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `12월 정산 안내 ${Date.now()}`;
  const fileName = `정산_안내_${Date.now()}.pdf`;
  const pdf = tinyPdf('Settlement notice (e2e)');
  const page = await operatorPage(browser, 'ko', 'support');

  await page.goto('/operator/notices?lng=ko');
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  await expect(page.getByRole('table', { name: '공지사항' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '새 공지사항' }).click();
  await page.waitForURL('/operator/notices/new');
  await expect(page.getByRole('heading', { level: 1, name: '새 공지사항' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('제목', { exact: true }).fill(title);
  // The form's language, not the console's language switcher (a group of the same name).
  await expect(page.getByRole('combobox', { name: '언어' })).toHaveValue('ko');
  await page
    .getByLabel('본문 (HTML)', { exact: true })
    .fill('<p>12월 정산금은 <strong>18일</strong>에 지급됩니다.</p><script>window.__pwned = 1</script>');
  await expect(page.getByTestId('notice-preview')).toContainText('12월 정산금은 18일에 지급됩니다.');
  await expect(page.getByLabel('포털에 표시')).toBeChecked();
  await page
    .getByLabel('첨부할 파일', { exact: true })
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: '공지사항 게시' }).click();
  await expect(page.getByText('공지사항을 게시했습니다.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/operator/notices');
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
  await expect(row).toContainText('한국어');
  await expect(row).toContainText('표시');
  await expect(row).toContainText(fileName);

  // A visitor (no login) finds it on /notice, reads it and downloads the PDF.
  const visitor = await browser.newPage();
  await visitor.goto('/notice?lng=ko');
  const listed = visitor.getByRole('row', { name: new RegExp(escapeRegExp(title)) });
  await expect(listed).toBeVisible();
  await expect(listed.getByText('첨부파일 있음')).toBeAttached();
  await listed.getByRole('link', { name: title }).click();
  await visitor.waitForURL(/\/notice\/[0-9a-f-]{36}$/);
  const noticePath = new URL(visitor.url()).pathname;
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('12월 정산금은 18일에 지급됩니다.')).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  const downloading = visitor.waitForEvent('download');
  await visitor
    .getByRole('button', { name: new RegExp(`첨부파일 내려받기:.*${escapeRegExp(fileName)}`) })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const downloadUrl = download.url();
  const shown = await request.get(downloadUrl);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await shown.body(), pdf)).toBe(0);

  // Hidden in the console: the page says the file cannot be downloaded now.
  await row.getByRole('link', { name: title }).click();
  await page.waitForURL(/\/operator\/notices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('포털에 표시').uncheck();
  await page.getByRole('button', { name: '변경 사항 저장' }).click();
  await expect(page.getByText('공지사항을 저장했습니다.')).toBeVisible();
  await expect(page.getByText('숨긴 공지사항이라 지금은 이 파일을 내려받을 수 없습니다.')).toBeVisible();
  await expect(page.getByLabel('포털에 표시')).not.toBeChecked();
  await page.goto('/operator/notices?lng=ko');
  await expect(row).toContainText('숨김');

  // Gone from /notice and its page; the same download link is refused.
  await visitor.goto('/notice?lng=ko');
  await expect(visitor.getByRole('table')).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.goto(`${noticePath}?lng=ko`);
  await expect(visitor.getByText('공지사항을 찾을 수 없습니다').first()).toBeVisible();
  await visitor.close();
  const hidden = await request.get(downloadUrl);
  expect(hidden.status()).toBe(404);
});

test('support erases a creator on request: Confirm waits for the login email, then the creator cannot log in', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const account = await createVerifiedAccount(request, `Erase Request ${Date.now() % 1_000_000}`);
  // The creator is logged in somewhere: the erasure ends that session.
  const creator = await browser.newPage();
  await creator.goto(`/login?lng=en&redirect=${encodeURIComponent('/mypage')}`);
  await logIn(creator, account.email, account.password);
  await creator.waitForURL((url) => url.pathname === '/mypage');

  const page = await operatorPage(browser, 'en', 'support');
  await page.goto('/operator/creators?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Search', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(account.email)) });
  await expect(row).toContainText('Active');
  await expect(page.getByRole('table', { name: 'Creators' }).locator('tbody tr')).toHaveCount(1);
  await row.getByRole('link', { name: account.name }).click();
  await page.waitForURL(/\/operator\/creators\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account.name);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Erase account…' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase the account of ${account.name}?` });
  await expect(dialog.getByText('1 signed-in session ended')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Erase account', exact: true });
  const email = dialog.getByLabel("The account's login email");
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  // Another address, or the address cut short, leaves it disabled.
  await email.fill(demoAccount.email);
  await expect(confirm).toBeDisabled();
  await email.fill(account.email.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await email.fill(account.email);
  await expect(confirm).toBeEnabled();
  await dialog.getByRole('radio', { name: 'English' }).check();
  await confirm.click();
  await expect(page.getByText(`The account of ${account.name} was erased.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Left', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase account…' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The owner's final mail, in the language chosen.
  expect((await latestMail(account.email)).subject).toBe('[Creator Portal] You have left Creator Portal');

  // The open session has ended, and the login is refused.
  await creator.goto('/mypage?lng=en');
  await creator.waitForURL((url) => url.pathname === '/login');
  await logIn(creator, account.email, account.password);
  const refused = creator.getByRole('alertdialog', { name: 'Please check your ID and password.' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(creator).toHaveURL(/\/login/);
  await creator.close();
});
