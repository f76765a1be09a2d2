// The operator console against the real server (issue 21): an operator made with the command sets
// up the account through the one-time link (the test computes the authenticator's codes with
// otplib), logs in with a recovery code, sees the dashboard, reviews the demo creator's entry in
// review with a timecoded remark and approves it; the creator then reads the remark on the entry's
// page. Finance pays a withdrawal the demo creator asks for, which /my-asset then shows paid; in
// Korean, support answers an inquiry that the creator then reads. axe on every screen seen.
import { expect, test } from '@playwright/test';
import { demoAccount, expectNoAxeViolations, logIn } from './fixtures';
import { inspectLayout } from './layout-checks';
import { listedEntries, logInWithRecoveryCode, ops, setUpOperator } from './operator-fixtures';

test('a reviewer sets up the account, approves the demo entry with a timecoded remark, and the creator reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const inReview = listedEntries('--state', 'reviewing').find((entry) => entry.creator === demoAccount.email);
  expect(inReview, 'the demo creator has an entry in review').toBeDefined();
  const entry = inReview!;

  const { email, recoveryCodes } = await setUpOperator(page, 'en', 'reviewer');
  await logInWithRecoveryCode(page, 'en', email, recoveryCodes[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: entry.title }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // A reviewer's navigation has no operators or audit log.
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  await page.getByRole('link', { name: entry.title }).first().click();
  await page.waitForURL(`/operator/entries/${entry.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('At', { exact: true }).fill('0:01.5');
  await page.getByLabel('Comment', { exact: true }).fill('Logo too small');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByRole('button', { name: 'Play from 0:01.5' })).toBeVisible();

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Entry approved.')).toBeVisible();

  // The creator reads the remark beside the player.
  const creator = await browser.newPage();
  await creator.goto(`/login?lng=en&redirect=${encodeURIComponent(`/submission-detail/${entry.uuid}`)}`);
  await logIn(creator);
  await creator.waitForURL(`/submission-detail/${entry.uuid}`);
  await expect(creator.getByText('Logo too small')).toBeVisible();
  await expect(creator.getByText('0:01.5')).toBeVisible();
  await creator.close();
});

test('finance pays a withdrawal the demo creator just asked for, and the creator sees it paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // The creator asks for 5,000 won to the account of their last request, unless a request of
  // theirs is waiting already (the seed's, when this file runs before assets.spec.ts).
  const creator = await browser.newPage();
  await creator.goto(`/login?lng=en&redirect=${encodeURIComponent('/my-asset')}`);
  await logIn(creator);
  await creator.waitForURL((url) => url.pathname === '/my-asset');
  const waiting = (
    JSON.parse(ops('list-withdrawals', '--state', 'requested', '--json')) as { userId: string }[]
  ).some((request) => request.userId === demoAccount.email);
  if (!waiting) {
    await creator.goto('/withdraw?lng=en');
    await creator.getByLabel('Amount').fill('5000');
    await creator.getByLabel('Date of birth').fill('1990-05-17');
    await creator.getByRole('button', { name: 'Review the withdrawal' }).click();
    await creator.getByRole('button', { name: 'Confirm the withdrawal' }).click();
    await expect(creator.getByText('Your withdrawal request was received.')).toBeVisible({ timeout: 15_000 });
  }

  const { email, recoveryCodes } = await setUpOperator(page, 'en', 'finance');
  await logInWithRecoveryCode(page, 'en', email, recoveryCodes[2]!);
  await page.getByRole('link', { name: 'Withdrawals' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: demoAccount.name }).first();
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: /Reveal/ }).click();
  await expect(card.getByText('The reveal was written to the audit log.')).toBeVisible();
  await card.getByRole('button', { name: 'Mark paid' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`${demoAccount.name}'s request is marked paid.`)).toBeVisible();

  await creator.goto('/my-asset?lng=en');
  const requests = creator.getByRole('table', { name: 'Your withdrawal requests, newest first' });
  await expect(requests.getByRole('row').nth(1)).toContainText('Paid');
  await creator.close();
});

test('in Korean, support answers the demo inquiry, the creator reads the answer, and the entries are not theirs', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, recoveryCodes } = await setUpOperator(page, 'ko', 'support');
  await logInWithRecoveryCode(page, 'ko', email, recoveryCodes[1]!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '문의', exact: true }).first().click();
  const question = page.getByRole('link', { name: 'When will my October earnings be paid?' });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.click();
  await page.waitForURL(/\/operator\/inquiries\/[0-9a-f-]{36}/);
  const uuid = page.url().split('/').pop()!.split('?')[0]!;
  await expectNoAxeViolations(page);
  await page
    .getByLabel('답변 (HTML)')
    .fill('<p>10월 정산금은 <strong>금요일</strong>에 지급됩니다.</p><script>window.__pwned = 1</script>');
  await page.getByRole('button', { name: '답변 보내기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '답변 보내기' }).click();
  await expect(page.getByText('답변을 보냈습니다.')).toBeVisible();

  const creator = await browser.newPage();
  await creator.goto(`/login?lng=ko&redirect=${encodeURIComponent(`/qna/${uuid}`)}`);
  await logIn(creator);
  await creator.waitForURL((url) => url.pathname === `/qna/${uuid}`);
  await expect(creator.getByText('10월 정산금은 금요일에 지급됩니다.')).toBeVisible();
  expect(await creator.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await creator.close();

  // The entries are a reviewer's: support is told so.
  await page.goto('/operator/entries?lng=ko');
  await expect(page.getByText(/이 역할|권한/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

/** One second of silence as a 16-bit mono WAV: a real file whose length the server reads. */
function silentWav(seconds: number): Buffer {
  const rate = 8_000;
  const data = rate * 2 * seconds;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  return wav;
}

test('in Korean, support adds free audio in the console, the portal lists it, and hiding it takes it away', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { email, recoveryCodes } = await setUpOperator(page, 'ko', 'support');
  await logInWithRecoveryCode(page, 'ko', email, recoveryCodes[2]!);
  await page.goto('/operator/library/audio/new?lng=ko');
  await expect(page.getByRole('heading', { level: 1, name: '새 음원' })).toBeVisible();
  await expectNoAxeViolations(page);

  const title = `Quiet Minute ${Date.now()}`;
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByLabel('카테고리', { exact: true }).selectOption({ label: '팝' });
  await page.getByLabel('BPM', { exact: true }).fill('90');
  await page.getByLabel('정렬 순서', { exact: true }).fill('0');
  await page.getByLabel('라이선스(한국어)').fill('상업적 이용 가능');
  await page.getByLabel('라이선스(영어)').fill('Free for commercial use');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'quiet-minute.wav', mimeType: 'audio/wav', buffer: silentWav(3) });
  await page.getByRole('button', { name: '음원 추가' }).click();
  await expect(page.getByText('음원을 추가했습니다.')).toBeVisible();

  // The list shows it with the length the server read from the file.
  await page.goto(`/operator/library/audio?lng=ko&keyword=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('0:03');
  await expectNoAxeViolations(page);

  // The portal's free audio list shows it to a visitor.
  const visitor = await browser.newPage();
  await visitor.goto('/audio?lng=ko');
  await expect(visitor.getByText(title)).toBeVisible();

  // Hidden in the console: gone from the portal.
  await row.getByRole('button', { name: `“${title}” 숨기기` }).click();
  await expect(row.getByText('숨김', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await visitor.close();
});

test('an admin sees every console screen, in English at 768 px and in Korean at 390 px, without an axe violation or a layout fault', async ({
  page,
}) => {
  // About 35 screens twice, each waited on and checked by axe: minutes on a two-core machine.
  test.setTimeout(600_000);
  const { email, recoveryCodes } = await setUpOperator(page, 'en', 'admin');
  await logInWithRecoveryCode(page, 'en', email, recoveryCodes[0]!);
  const screens = [
    '/operator',
    '/operator/entries',
    '/operator/topics',
    '/operator/topics/new',
    '/operator/withdrawals',
    '/operator/inquiries',
    '/operator/notices',
    '/operator/notices/new',
    '/operator/library/audio',
    '/operator/library/fonts',
    '/operator/library/fonts/new',
    '/operator/library/categories',
    '/operator/creators',
    '/operator/operators',
    '/operator/audit',
  ];
  // One of each screen that shows a record: the first job's groups and edit form, the first
  // notice, font and creator.
  await page.goto('/operator/topics?lng=en');
  const job = await page
    .locator('a[href^="/operator/topics/"][href$="/groups"]')
    .first()
    .getAttribute('href');
  screens.push(job!, job!.replace(/\/groups$/, ''));
  for (const list of ['/operator/notices', '/operator/library/fonts', '/operator/creators']) {
    await page.goto(`${list}?lng=en`);
    // A record's link (its uuid), once the list has loaded.
    const record = page.locator(`main a[href^="${list}/"]:not([href$="/new"])`).first();
    await expect(record, `a record on ${list}`).toBeVisible();
    screens.push((await record.getAttribute('href'))!.split('?')[0]!);
  }
  // English at a tablet's width, Korean at a phone's (the other console tests run at 1440 px): the
  // creator pages' layout rules (layout-checks.ts) hold here too: nothing past the window's edge
  // and no word or number squeezed to pieces (a table too wide scrolls in its own box).
  const problems: string[] = [];
  for (const [lng, width] of [
    ['en', 768],
    ['ko', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await page.goto(`${screen}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 }), `${screen} in ${lng}`).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      const { problems: found } = await page.evaluate(inspectLayout, {
        layout: true,
        navigation: [],
        limit: 6,
      });
      problems.push(...found.map((problem) => `${screen} at ${width} px in ${lng}: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
});
