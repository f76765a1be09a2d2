// Earnings and withdrawals against the real server (issue 10): the demo creator's chart and log
// from the seeded credits, a pending request paid by an operator, a new withdrawal to another
// account (a bank of the list) with its preview, paid, then a second one to the account kept from
// it (issue 19: the whole number copied by the server), rejected by an operator so the amount
// comes back; axe on both pages in both languages.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, logIn, ops } from './fixtures';

interface ListedWithdrawal {
  uuid: string;
  state: string;
  gross: string;
  userId: string;
  bankName: string;
  bankCode: string | null;
  accountHolder: string;
  accountNumber: string;
}
const withdrawals = (state: string, ...flags: string[]): ListedWithdrawal[] =>
  (JSON.parse(ops('list-withdrawals', '--state', state, '--json', ...flags)) as ListedWithdrawal[]).filter(
    (request) => request.userId === 'demo@creator-portal.example',
  );

async function logInAt(page: Page, target: string, lng: 'ko' | 'en' = 'en') {
  await page.goto(`/login?lng=${lng}&redirect=${encodeURIComponent(target)}`);
  await logIn(page);
  await page.waitForURL((url) => url.pathname === target);
}

/** "Available to withdraw" as a number of won, read from the summary. */
async function available(page: Page): Promise<number> {
  const summary = page.getByRole('region', { name: 'Summary' });
  const figure = summary
    .locator('dt', { hasText: 'Available to withdraw' })
    .locator('xpath=following-sibling::dd[1]');
  return Number((await figure.innerText()).replace(/[^0-9]/g, ''));
}

test('the demo creator withdraws: chart and log, a pending request paid, a new one to another account, a second to the kept one, rejected', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInAt(page, '/my-asset');
  await expect(page.getByRole('heading', { name: 'Earnings by month' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earnings by month, oldest first' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earnings not yet withdrawn, oldest first' })).toBeVisible();
  await expect(page.getByText('A withdrawal request is waiting to be paid.')).toBeVisible();

  // The operator pays the seeded pending request while the server runs.
  const pending = withdrawals('requested');
  expect(pending).toHaveLength(1);
  ops('mark-paid', '--uuid', pending[0]!.uuid);
  await page.reload();
  await expect(page.getByText('A withdrawal request is waiting to be paid.')).toHaveCount(0);
  const before = await available(page);
  expect(before).toBeGreaterThanOrEqual(5_000);

  // A new withdrawal of 5,000 won to another account than the seeded one, with the preview first.
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await page.waitForURL('**/withdraw');
  const kept = page.getByLabel('The account of your last request');
  await expect(kept).toBeChecked();
  await expect(page.locator('label', { has: kept })).toContainText('KB Kookmin Bank');
  await page.getByLabel('Amount').fill('5000');
  await page.getByLabel('An individual').check();
  await page.getByLabel('Another account').check();
  await page.getByLabel('Account holder').fill('Demo Creator');
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Shinhan Bank' });
  await page.getByLabel('Account number').fill('110-123-456789');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Review the withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
  await expect(page.getByText('Withdrawn from your balance')).toBeVisible();
  await expect(page.getByText('Paid to your account')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the withdrawal' }).click();
  await expect(page.getByText('Your withdrawal request was received.')).toBeVisible({ timeout: 15_000 });

  const first = withdrawals('requested');
  expect(first).toMatchObject([{ bankCode: '088', bankName: '신한은행', accountNumber: '********6789' }]);
  await page.goto('/my-asset?lng=en');
  await expect(page.getByText('A withdrawal request is waiting to be paid.')).toBeVisible();
  expect(await available(page)).toBe(before - 5_000);
  const requests = page.getByRole('table', { name: 'Your withdrawal requests, newest first' });
  await expect(requests.getByText('Shinhan Bank').first()).toBeVisible();
  await expect(requests.getByText('***').first()).toBeVisible();
  await expect(requests.getByText('110-123-456789')).toHaveCount(0);

  // Paid; the second withdrawal is offered that account, masked, and sends only its reference.
  ops('mark-paid', '--uuid', first[0]!.uuid);
  await page.goto('/withdraw?lng=en');
  await expect(kept).toBeChecked();
  await expect(page.locator('label', { has: kept })).toContainText('Shinhan Bank ********6789, Demo Creator');
  await expect(page.getByLabel('Account holder')).toHaveCount(0);
  await expect(page.getByText('110-123-456789')).toHaveCount(0);
  await page.getByLabel('Amount').fill('5000');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Review the withdrawal' }).click();
  await expect(page.getByText('Shinhan Bank ********6789, Demo Creator')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the withdrawal' }).click();
  await expect(page.getByText('Your withdrawal request was received.')).toBeVisible({ timeout: 15_000 });
  // The server copied the whole number from the first request.
  const second = withdrawals('requested', '--reveal');
  expect(second).toMatchObject([
    { bankCode: '088', accountHolder: 'Demo Creator', accountNumber: '110123456789' },
  ]);
  expect(second[0]!.uuid).not.toBe(first[0]!.uuid);

  // Rejected by the operator: the reason shows and the money is back.
  await page.goto('/my-asset?lng=en');
  expect(await available(page)).toBe(before - 10_000);
  ops('reject-withdrawal', '--uuid', second[0]!.uuid, '--reason', 'The account holder does not match.');
  await page.reload();
  await expect(requests.getByText('Rejected').first()).toBeVisible();
  await expect(requests.getByText(/The account holder does not match\./)).toBeVisible();
  expect(await available(page)).toBe(before - 5_000);
});

for (const lng of ['ko', 'en'] as const) {
  test(`no axe violations on my assets and the withdraw form (${lng})`, async ({ page }) => {
    await logInAt(page, '/my-asset', lng);
    await expect(page.locator('table').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/withdraw?lng=${lng}`);
    await expect(page.locator('h1')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
