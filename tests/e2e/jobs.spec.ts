// The job list's search, filters and sort in the URL, and the job page led by its brief (issue 18),
// against the real server and its demo jobs (server/seed/seed-competitions.ts: Cafe menu graphics is
// open and closes within two days, Seasonal sale banner set is closed), in both languages.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './fixtures';

const WORDS = {
  en: {
    keyword: 'Job name or hashtag',
    type: 'Entry type',
    style: 'Style',
    open: 'Open for entries only',
    filters: 'Job filters',
    jobs: 'Jobs',
    participate: /Participate/,
    about: 'About this job',
    period: 'Entry period',
    closesIn: /Closes in \d/,
    zone: /Times in your time zone, GMT\+9/,
    requirements: 'What your entry must be',
    thumbnail: 'PNG or JPG, 720 × 405 pixels',
    next: 'What happens next',
    form: 'Enter this job',
    closed: 'Entries closed',
    title: 'Title',
  },
  ko: {
    keyword: '공모전 이름 또는 해시태그',
    type: '출품 형식',
    style: '스타일',
    open: '접수 중인 공모전만',
    filters: '공모전 필터',
    jobs: '공모전 목록',
    participate: /참여/,
    about: '공모전 소개',
    period: '접수 기간',
    closesIn: /마감까지 \d/,
    zone: /사용자 시간대\(GMT\+9\)/,
    requirements: '출품 조건',
    thumbnail: 'PNG 또는 JPG, 720 × 405 픽셀',
    next: '출품 후 진행',
    form: '이 공모전에 출품하기',
    closed: '접수 마감',
    title: '제목',
  },
} as const;

const CAFE = 'Cafe menu graphics';
const SALE = 'Seasonal sale banner set';

/** The job names on the list, in order. */
async function listed(page: Page, lng: 'ko' | 'en'): Promise<string[]> {
  const list = page.getByRole('list', { name: WORDS[lng].jobs, exact: true });
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  return list.getByRole('heading', { level: 2 }).allTextContents();
}

for (const lng of ['en', 'ko'] as const) {
  const w = WORDS[lng];

  test(`/jobs narrows by search and filters, in the URL (${lng})`, async ({ page, context }) => {
    await page.goto(`/login?lng=${lng}&redirect=${encodeURIComponent('/jobs')}`);
    await logIn(page);
    await page.waitForURL((url) => url.pathname === '/jobs');
    await expect.poll(() => listed(page, lng)).toHaveLength(9);
    const filters = page.getByRole('region', { name: w.filters });

    await filters.getByLabel(w.keyword).fill('  카페 ');
    await filters.getByLabel(w.keyword).press('Enter');
    await page.waitForURL(/\?q=%EC%B9%B4%ED%8E%98$/);
    await expect.poll(() => listed(page, lng)).toEqual([CAFE]);

    await page.goto(`/jobs?lng=${lng}`);
    await filters.getByLabel(w.type).selectOption('image');
    await page.waitForURL(/[?&]type=image$/);
    await expect.poll(() => listed(page, lng)).toHaveLength(3);
    await filters.getByLabel(w.style, { exact: true }).selectOption('graphics');
    await expect.poll(() => listed(page, lng)).toEqual(expect.arrayContaining([CAFE, SALE]));
    expect(await listed(page, lng)).toHaveLength(2);
    await filters.getByText(w.open).click();
    await page.waitForURL(/[?&]type=image&style=graphics&open=1$/);
    await expect.poll(() => listed(page, lng)).toEqual([CAFE]);

    // The URL shared into a fresh page gives the same list.
    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect.poll(() => listed(fresh, lng)).toEqual([CAFE]);
    await expect(fresh.getByRole('region', { name: w.filters }).getByLabel(w.type)).toHaveValue('image');
    await fresh.close();

    // Back restores the previous filter.
    await page.goBack();
    await page.waitForURL(/[?&]type=image&style=graphics$/);
    await expect.poll(() => listed(page, lng)).toHaveLength(2);
    await expect(filters.getByRole('checkbox', { name: w.open })).not.toBeChecked();
  });

  test(`the job page leads with its brief, period and requirements; a closed job says so (${lng})`, async ({
    page,
  }) => {
    await page.goto(
      `/login?lng=${lng}&redirect=${encodeURIComponent(`/jobs?q=${encodeURIComponent(CAFE)}`)}`,
    );
    await logIn(page);
    await page
      .getByRole('listitem')
      .filter({ hasText: CAFE })
      .getByRole('link', { name: w.participate })
      .click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: CAFE })).toBeVisible();
    await expect(page.getByRole('region', { name: w.about })).not.toBeEmpty();
    const period = page.getByRole('region', { name: w.period });
    await expect(period).toContainText(w.closesIn);
    await expect(period).toContainText(w.zone);
    await expect(page.getByRole('region', { name: w.requirements })).toContainText(w.thumbnail);
    await expect(page.getByRole('region', { name: w.next })).toBeVisible();
    await expect(page.getByRole('region', { name: w.form })).toBeVisible();

    await page.goto(`/jobs?lng=${lng}&q=${encodeURIComponent(SALE)}`);
    await page
      .getByRole('listitem')
      .filter({ hasText: SALE })
      .getByRole('link', { name: w.participate })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: SALE })).toBeVisible();
    await expect(page.getByRole('region', { name: w.closed })).toBeVisible();
    await expect(page.getByLabel(w.title, { exact: true })).toHaveCount(0);
  });
}
