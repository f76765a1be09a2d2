import { expect, test, type Page } from '@playwright/test';
import { closePromoPopups, expectNoAxeViolations } from './fixtures';

const TOPIC = 'Brand promo shorts'; // seeded with two competing groups, a waiting and completed ones

function statusButtonOf(page: Page, topic: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: topic }) })
    .getByRole('button', { name: /Status|현황/ });
}

test('home shows the seeded competitions from the server', async ({ page }) => {
  await page.goto('/?lng=en');
  await closePromoPopups(page, 'en');
  await expect(page.getByRole('heading', { name: TOPIC }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all jobs' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Free audio & fonts|Browse the library/ }).first(),
  ).toBeVisible();
  // A participate link goes to the job's page.
  const participate = page.getByRole('link', { name: 'Participate' }).first();
  await expect(participate).toHaveAttribute('href', /^\/jobs\/[0-9a-f-]{36}$/);
});

test('the status popup: tabs, group arrows, rankings, the player with its speeds', async ({ page }) => {
  await page.goto('/?lng=en');
  await closePromoPopups(page, 'en');
  const request = page.waitForRequest((r) => r.url().includes('/p/api/group/topic'));
  await statusButtonOf(page, TOPIC).click();
  const url = new URL((await request).url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: '1', size: '100', groupState: '3' });

  const dialog = page.getByRole('dialog', { name: 'Competition status' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Competing' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Group 1 of 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next group' }).click();
  await expect(dialog.getByText('Group 2 of 2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous group' }).click();
  await expect(dialog.getByText('Group 1 of 2')).toBeVisible();
  await expect(dialog.getByRole('table')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Waiting' }).click();
  await expect(dialog.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('cell', { name: '--' }).first()).toBeVisible();

  await dialog.getByRole('tab', { name: 'Completed' }).click();
  await expect(dialog.getByRole('table')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Competing' }).click();
  await dialog
    .getByRole('button', { name: /play video/ })
    .first()
    .click();
  const player = page.getByRole('dialog', { name: /^Video: / });
  await expect(player).toBeVisible();
  await expect(player.locator('video')).toHaveCount(1);
  const rates = await player.locator('.vjs-playback-rate .vjs-menu-item-text').allTextContents();
  expect(rates.map((r) => r.trim())).toEqual(['2x', '1.5x', '1x', '0.7x']);
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(statusButtonOf(page, TOPIC)).toBeFocused();
});

for (const lng of ['ko', 'en'] as const) {
  test(`no axe violations on home and on the open popup (${lng})`, async ({ page }) => {
    await page.goto(`/?lng=${lng}`);
    await closePromoPopups(page, lng);
    await expect(page.getByRole('heading', { name: TOPIC }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await statusButtonOf(page, TOPIC).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
