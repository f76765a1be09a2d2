// The console's signed-in pages: navigation by role, the dashboard, the entry list's URL filters,
// operators and the audit log. The review screen has its own file.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setOperatorSession } from '../../src/operator/operator-session';
import {
  adminOperator,
  operatorSessionOf,
  reviewerOperator,
  reviewingDetail,
} from '../msw/fixtures/operator';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

function openAs(operator: typeof adminOperator, path: string) {
  setOperatorSession(operatorSessionOf(operator));
  return renderRoute(path);
}

describe('the console navigation', () => {
  it("shows a reviewer only the reviewer's areas, and 'not allowed' for the others", async () => {
    const view = openAs(reviewerOperator, '/operator');
    await view.findHeading('Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Console areas' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Entries', 'Jobs and groups']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Reviewer')).toBeInTheDocument();

    const audit = spyOnRequests('get', '/operator/api/audit');
    await view.router.navigate('/operator/audit');
    expect(await view.findHeading('Not available to your role')).toBeInTheDocument();
    expect(audit).toHaveLength(0);
  });

  it('shows an admin every area', async () => {
    const view = openAs(adminOperator, '/operator/entries');
    await view.findHeading('Entries');
    const nav = screen.getByRole('navigation', { name: 'Console areas' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Entries',
      'Jobs and groups',
      'Withdrawals',
      'Inquiries',
      'Notices & library',
      'Creators',
      'Operators',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Entries' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the dashboard', () => {
  it('shows each queue with its count, the overdue item first with its badge, and links entries to review', async () => {
    const view = openAs(reviewerOperator, '/operator');
    await view.findHeading('Dashboard');
    const review = await screen.findByRole('region', { name: 'Entries awaiting review' });
    expect(within(review).getByText('2 waiting')).toBeInTheDocument();
    expect(within(review).getByText('1 overdue')).toBeInTheDocument();
    expect(within(review).getByText('Promise: within 5 business days')).toBeInTheDocument();
    const rows = within(review).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAttribute('data-state', 'overdue');
    expect(within(rows[0]!).getByRole('link', { name: 'Late sunset' })).toHaveAttribute(
      'href',
      '/operator/entries/e1000000-0000-4000-8000-000000000002',
    );
    expect(within(rows[0]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('7 business days')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('On time')).toBeInTheDocument();

    const withdrawals = screen.getByRole('region', { name: 'Withdrawal requests waiting for payout' });
    expect(within(withdrawals).getByText('Nothing waiting.')).toBeInTheDocument();
    expect(within(withdrawals).getByText('Nothing overdue')).toBeInTheDocument();
  });
});

describe('the entry list', () => {
  it('sends the state filter, the search and the page, and keeps them in the URL', async () => {
    const seen = spyOnRequests('get', '/operator/api/submissions');
    const view = openAs(reviewerOperator, '/operator/entries');
    await view.findHeading('Entries');
    expect(await screen.findByRole('link', { name: 'Fresh morning' })).toHaveAttribute(
      'href',
      `/operator/entries/${reviewingDetail.uuid}`,
    );
    expect(screen.getByRole('link', { name: 'Broken clip' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Entries' });
    const broken = within(table).getByRole('link', { name: 'Broken clip' }).closest('tr')!;
    expect(within(broken).getByText('Conversion failed')).toHaveAttribute('data-state', 'conversion-failed');

    await view.user.selectOptions(screen.getByLabelText('State'), 'conversion-failed');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Fresh morning' })).not.toBeInTheDocument(),
    );
    expect(view.currentUrl()).toBe('/operator/entries?state=conversion-failed');
    expect(seen.at(-1)?.url.searchParams.get('state')).toBe('conversion-failed');
    expect(screen.getByRole('link', { name: 'Broken clip' })).toBeInTheDocument();

    await view.user.selectOptions(screen.getByLabelText('State'), '');
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'morning{Enter}');
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/entries?q=morning'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Broken clip' })).not.toBeInTheDocument());
    const last = seen.at(-1)!.url.searchParams;
    expect(last.get('q')).toBe('morning');
    expect(last.get('state')).toBeNull();
    expect(last.get('page')).toBe('1');
    expect(last.get('size')).toBe('20');
  });

  it('reads the filter from a shared link', async () => {
    const seen = spyOnRequests('get', '/operator/api/submissions');
    const view = openAs(reviewerOperator, '/operator/entries?state=reviewing&q=morning&page=2');
    await view.findHeading('Entries');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const params = seen[0]!.url.searchParams;
    expect([params.get('state'), params.get('q'), params.get('page')]).toEqual(['reviewing', 'morning', '2']);
    expect(screen.getByLabelText('State')).toHaveValue('reviewing');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('morning');
  });
});

describe('operators (admin)', () => {
  it('lists operators with their state, invites one and shows the setup link once, and changes a role', async () => {
    const view = openAs(adminOperator, '/operator/operators');
    await view.findHeading('Operators');
    const table = await screen.findByRole('table', { name: 'All operators' });
    expect(within(table).getByText('Invited')).toBeInTheDocument();
    expect(within(table).getAllByText('Active')).toHaveLength(2);

    const invite = spyOnRequests('post', '/operator/api/operators');
    await view.user.type(screen.getByRole('textbox', { name: 'Email' }), 'fresh@example.test');
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Fresh Face');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'finance');
    await view.user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('https://console.example.test/operator/setup/new-code'),
    ).toBeInTheDocument();
    expect(JSON.parse(invite[0]?.body ?? '{}')).toEqual({
      email: 'fresh@example.test',
      name: 'Fresh Face',
      role: 'finance',
    });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(await within(table).findByText('Fresh Face')).toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Role of Rae Viewer' }), 'support');
    expect(await screen.findByText('Rae Viewer is now Support.')).toBeInTheDocument();
    // An admin cannot change their own row.
    expect(screen.queryByRole('combobox', { name: `Role of ${adminOperator.name}` })).not.toBeInTheDocument();
  });
});

describe('the audit log (admin)', () => {
  it('shows each change as before → after, and filters through the URL', async () => {
    const seen = spyOnRequests('get', '/operator/api/audit');
    const view = openAs(adminOperator, '/operator/audit');
    await view.findHeading('Audit log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('operator.update')).toBeInTheDocument();
    const change = within(first).getByRole('listitem');
    expect(change).toHaveTextContent('role: support → reviewer');
    // Only the changed field is listed.
    expect(within(first).queryByText(/^name/)).not.toBeInTheDocument();

    await view.user.type(screen.getByRole('textbox', { name: 'Action' }), 'submission.approve');
    await view.user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/audit?action=submission.approve'));
    await waitFor(() => expect(within(table).queryByText('operator.update')).not.toBeInTheDocument());
    expect(seen.at(-1)?.url.searchParams.get('action')).toBe('submission.approve');
  });
});
