import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { fail, ok } from '../msw/envelope';
import { fixtureBriefing, fixtureWithdrawals, previewOf, requestedRequest } from '../msw/fixtures/assets';
import { creator, sessionOf } from '../msw/fixtures/users';
import { setAssetState } from '../msw/handlers/assets';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 8_000 };
const open = (path = '/my-asset') => renderRoute(path, { session: sessionOf(creator) });
/** Each cell's value, without the column label that a data table's cell carries for its card layout. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastElementChild?.textContent ?? cell.textContent);

describe('my assets', { timeout: 20_000 }, () => {
  it('shows the briefing in the deployment currency, with the withdraw link', async () => {
    const view = open();
    await view.findHeading('My assets');
    const summary = await screen.findByRole('region', { name: 'Summary' }, SLOW);
    // A Korean deployment viewed in English is in won.
    expect(within(summary).getByText('Total earned').nextSibling).toHaveTextContent('₩328,000');
    expect(within(summary).getByText('Available to withdraw').nextSibling).toHaveTextContent('₩128,000');
    expect(within(summary).getByText('Being withdrawn').nextSibling).toHaveTextContent('₩0');
    expect(within(summary).getByText('Paid out').nextSibling).toHaveTextContent('₩200,000');
    expect(within(summary).getByText(/Minimum withdrawal ₩5,000/)).toHaveTextContent(
      'within 3 business days',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/withdraw');
  });

  it('draws the earnings by month with a table of the same figures', async () => {
    const view = open();
    await view.findHeading('My assets');
    const chart = await screen.findByRole('img', {}, SLOW);
    expect(chart).toHaveAccessibleName(
      'Earnings over the last 12 months: ₩328,000 in all, most in Jul 2026 (₩120,000).',
    );
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
    // A value axis of round amounts with a gridline each, from the -2,000 correction to the best month.
    expect(chart.querySelectorAll('line')).toHaveLength(5);
    const figure = within(chart.closest('figure')!);
    for (const tick of ['-₩50K', '₩0', '₩50K', '₩100K', '₩150K'])
      expect(figure.getByText(tick)).toBeVisible();
    // Short month labels; the range names the years.
    expect(figure.getByText('Dec')).toBeInTheDocument();
    expect(figure.getByText('Dec 2025 – Nov 2026')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Earnings by month, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Dec 2025');
    expect(cells(rows[6]!)).toEqual(['₩0']);
    expect(within(rows[7]!).getByRole('rowheader')).toHaveTextContent('Jul 2026');
    expect(cells(rows[7]!)).toEqual(['₩120,000']);
    // A correction month is negative.
    expect(cells(rows[9]!)).toEqual(['-₩2,000']);
    expect(cells(rows[11]!)).toEqual(['₩50,500']);
  });

  it('lists the earnings not yet withdrawn and the requests with their states', async () => {
    setAssetState({ withdrawals: [requestedRequest, ...fixtureWithdrawals] });
    const view = open();
    await view.findHeading('My assets');
    const earnings = await screen.findByRole(
      'table',
      { name: 'Earnings not yet withdrawn, oldest first' },
      SLOW,
    );
    const earningRows = within(earnings).getAllByRole('row').slice(1);
    expect(earningRows).toHaveLength(3);
    expect(cells(earningRows[0]!)[0]).toBe('Autumn city walkLeaves on Jongno');
    expect(cells(earningRows[0]!)[2]).toBe('#2');
    expect(cells(earningRows[0]!)[4]).toBe('₩27,500');
    // The amount earned, with the day it was credited under it.
    const earned = within(within(earningRows[0]!).getAllByRole('cell')[3]!);
    expect(earned.getByText('₩64,000')).toBeVisible();
    expect(earned.getByText(/^Credited on/)).toHaveTextContent(/^Credited on Oct (9|10), 2026$/);
    expect(cells(earningRows[2]!)[2]).toBe('Not ranked');

    const requests = await screen.findByRole(
      'table',
      { name: 'Your withdrawal requests, newest first' },
      SLOW,
    );
    const rows = within(requests).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row)[2])).toEqual(['Requested', 'Rejected', 'Paid']);
    // One tone per meaning: waiting on the company, refused, done.
    expect(rows.map((row) => within(row).getByText(/^(Requested|Rejected|Paid)$/).dataset.tone)).toEqual([
      'progress',
      'danger',
      'success',
    ]);
    expect(cells(rows[0]!)[1]).toBe('₩13,500');
    // The bank by its code, in the reader's language (stored as 신한은행).
    expect(cells(rows[0]!)[4]).toBe('Shinhan Bank ********7890');
    const payout = (row: HTMLElement) => within(within(row).getAllByRole('cell')[3]!);
    expect(
      payout(rows[0]!).getByText(`To be paid: ₩${previewOf(13_500).net.toLocaleString('en')}`),
    ).toBeVisible();
    expect(payout(rows[0]!).getByText('Expected by Nov 25, 2026')).toBeVisible();
    // A rejected request paid nothing: its amount went back to the balance.
    expect(payout(rows[1]!).getByText('Nothing paid')).toBeVisible();
    expect(payout(rows[1]!).getByText('₩30,000 returned to your available balance')).toBeVisible();
    expect(
      payout(rows[1]!).getByText('Reason: The account holder does not match the ID card.'),
    ).toBeVisible();
    expect(payout(rows[1]!).queryByText(/Paid|To be paid/)).not.toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('data-muted');
    // Net of a 200,000 won individual's request: 3% + 0.3% withheld.
    expect(payout(rows[2]!).getByText('Paid: ₩193,400')).toBeVisible();
    expect(payout(rows[2]!).getByText('Paid on Sep 3, 2026')).toBeVisible();
  });

  it('keeps the page size in the URL and asks for it', async () => {
    const seen = spyOnRequests('get', apiPaths.withdrawalRequests);
    const view = open('/my-asset?size=40');
    await view.findHeading('My assets');
    await screen.findByRole('table', { name: 'Your withdrawal requests, newest first' }, SLOW);
    expect(seen.at(-1)!.url.searchParams.get('size')).toBe('40');
    expect(seen.at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('says why the withdraw button is disabled: a pending request', async () => {
    setAssetState({ briefing: { withdrawBlockedReason: 'pending', inWithdrawal: 13_500 } });
    const view = open();
    await view.findHeading('My assets');
    const button = await screen.findByRole('button', { name: 'Withdraw' }, SLOW);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'A withdrawal request is waiting to be paid. You can request again once it is paid.',
    );
    expect(screen.queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('says why the withdraw button is disabled: below the minimum, in won in both languages', async () => {
    setAssetState({
      briefing: { available: 3_000, totalEarned: 3_000, paidOut: 0, availablePreview: previewOf(3_000) },
    });
    const view = open();
    await view.findHeading('My assets');
    const button = await screen.findByRole('button', { name: 'Withdraw' }, SLOW);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'You can withdraw once at least ₩5,000 is available. Available now: ₩3,000.',
    );
    await changeLanguage('ko');
    const korean = await screen.findByRole('button', { name: '출금 신청' }, SLOW);
    expect(korean).toHaveAccessibleDescription(
      '출금 가능 금액이 5,000원 이상이 되면 출금할 수 있습니다. 현재 출금 가능 금액: 3,000원.',
    );
  });

  it('shows the empty states', async () => {
    setAssetState({
      briefing: {
        totalEarned: 0,
        available: 0,
        paidOut: 0,
        availablePreview: previewOf(0),
        monthlyEarnings: fixtureBriefing.monthlyEarnings.map((month) => ({ ...month, amount: 0 })),
      },
      unwithdrawn: [],
      withdrawals: [],
    });
    const view = open();
    await view.findHeading('My assets');
    expect(await screen.findByText(/You have no earnings waiting to be withdrawn/, {}, SLOW)).toBeVisible();
    expect(screen.getByText('You have not requested a withdrawal yet.')).toBeVisible();
    expect(screen.getByRole('img')).toHaveAccessibleName('No earnings in the last 12 months.');
  });

  it('offers a retry when the briefing fails, and loads after it', async () => {
    server.use(
      http.get(`*${apiPaths.assetBriefing}`, () => fail(500, ErrorCode.Internal, 'Server error.'), {
        once: true,
      }),
    );
    const view = open();
    await view.findHeading('My assets');
    expect(await screen.findByText('Your assets could not be loaded.', {}, SLOW)).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Summary' }, SLOW)).toBeVisible();
  });

  it('formats a US deployment in dollars with cents', async () => {
    server.use(
      http.get(`*${apiPaths.assetBriefing}`, () =>
        ok({
          ...fixtureBriefing,
          currency: 'USD',
          totalEarned: 12.5,
          available: 12.5,
          paidOut: 0,
          minimumWithdrawal: 5,
        }),
      ),
    );
    const view = open();
    await view.findHeading('My assets');
    const summary = await screen.findByRole('region', { name: 'Summary' }, SLOW);
    expect(within(summary).getByText('Available to withdraw').nextSibling).toHaveTextContent('$12.50');
    await waitFor(() => expect(within(summary).getByText(/Minimum withdrawal \$5\.00/)).toBeVisible());
  });
});
