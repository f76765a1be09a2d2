// Earnings and withdrawals against the real server (issue 10): the demo creator's chart and log
// from the seeded credits, a pending request paid by an operator, a new withdrawal with its preview,
// then rejected by an operator so the amount comes back; axe on both pages in both languages.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, logIn } from './fixtures';

function ops(...argv: string[]): string {
  return execFileSync('npx', ['tsx', 'server/ops.ts', ...argv], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

interface ListedWithdrawal {
  uuid: string;
  state: string;
  gross: string;
  userId: string;
}
const withdrawals = (state: string): ListedWithdrawal[] =>
  JSON.parse(ops('list-withdrawals', '--state', state, '--json')) as ListedWithdrawal[];

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

test('the demo creator withdraws: chart and log, a pending request paid, a new one previewed, sent and rejected', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAt(page, '/my-asset');
  await expect(page.getByRole('heading', { name: 'Earnings by month' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earnings by month, oldest first' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Earnings not yet withdrawn, oldest first' })).toBeVisible();
  await expect(page.getByText('A withdrawal request is waiting to be paid.')).toBeVisible();

  // The operator pays the seeded pending request while the server runs.
  const pending = withdrawals('requested').filter(
    (request) => request.userId === 'demo@creator-portal.example',
  );
  expect(pending).toHaveLength(1);
  ops('mark-paid', '--uuid', pending[0]!.uuid);
  await page.reload();
  await expect(page.getByText('A withdrawal request is waiting to be paid.')).toHaveCount(0);
  const before = await available(page);
  expect(before).toBeGreaterThanOrEqual(5_000);

  // A new withdrawal of 5,000 won with the preview first.
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await page.waitForURL('**/withdraw');
  await page.getByLabel('Amount').fill('5000');
  await page.getByLabel('An individual').check();
  await page.getByLabel('Account holder').fill('Demo Creator');
  await page.getByLabel('Bank').fill('Portal Bank');
  await page.getByLabel('Account number').fill('110-123-456789');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Review the withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
  await expect(page.getByText('Withdrawn from your balance')).toBeVisible();
  await expect(page.getByText('Paid to your account')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the withdrawal' }).click();
  await expect(page.getByText('Your withdrawal request was received.')).toBeVisible({ timeout: 15_000 });

  const requested = withdrawals('requested').filter(
    (request) => request.userId === 'demo@creator-portal.example',
  );
  expect(requested).toHaveLength(1);
  await page.goto('/my-asset?lng=en');
  await expect(page.getByText('A withdrawal request is waiting to be paid.')).toBeVisible();
  expect(await available(page)).toBe(before - 5_000);
  const requests = page.getByRole('table', { name: 'Your withdrawal requests, newest first' });
  await expect(requests.getByText('***').first()).toBeVisible();
  await expect(requests.getByText('110-123-456789')).toHaveCount(0);

  // Rejected by the operator: the reason shows and the money is back.
  ops('reject-withdrawal', '--uuid', requested[0]!.uuid, '--reason', 'The account holder does not match.');
  await page.reload();
  await expect(requests.getByText('Rejected').first()).toBeVisible();
  await expect(requests.getByText(/The account holder does not match\./)).toBeVisible();
  expect(await available(page)).toBe(before);
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
