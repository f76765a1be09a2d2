// The finance and support screens: withdrawals (reveal, pay, reject, the transfer batch), inquiries
// (the answer and its preview) and creators (search, suspend), and the navigation of those roles.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ErrorCode } from '../../contract/error-codes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as withdrawalsApi from '../../src/operator/api/withdrawals';
import { setOperatorSession } from '../../src/operator/operator-session';
import {
  answeredInquiry,
  contestedInquiry,
  creatorDetail,
  financeOperator,
  operatorSessionOf,
  supportOperator,
  unansweredInquiry,
  WITHDRAWAL_ACCOUNT_NUMBER,
  waitingWithdrawal,
  minorWithdrawal,
} from '../msw/fixtures/operator';
import { fail, ok } from '../msw/envelope';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { todayIn } from '../../src/lib/weekdays';
import { renderRoute } from '../render-route';

function openAs(operator: typeof financeOperator, path: string) {
  setOperatorSession(operatorSessionOf(operator));
  return renderRoute(path);
}

async function confirm(view: ReturnType<typeof renderRoute>, button: string) {
  const dialog = await screen.findByRole('alertdialog');
  await view.user.click(within(dialog).getByRole('button', { name: button }));
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

// msw's XMLHttpRequest interceptor under jsdom fails on a POST answered as a Blob ("object.stream
// is not a function"), so the batch's call is replaced here (the CSV handler stays for the browser).
const downloadBatch = vi.hoisted(() => vi.fn());
vi.mock('../../src/operator/api/withdrawals', async (importOriginal) => ({
  ...(await importOriginal<typeof withdrawalsApi>()),
  downloadTransferBatch: downloadBatch,
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('withdrawals (finance)', () => {
  it('lists the waiting requests with amounts, bank, promise and documents, and reveals the whole number', async () => {
    const seen = spyOnRequests('get', '/operator/api/withdrawals');
    const view = openAs(financeOperator, '/operator/withdrawals');
    await view.findHeading('Withdrawals');
    const card = await screen.findByRole('article', { name: /이봄/ });
    expect(seen[0]?.url.searchParams.get('state')).toBe('requested');
    expect(within(card).getByText('₩100,000')).toBeInTheDocument();
    expect(within(card).getByText('₩3,300')).toBeInTheDocument();
    expect(within(card).getByText('₩96,700')).toBeInTheDocument();
    expect(within(card).getByText('KB Kookmin Bank')).toBeInTheDocument();
    expect(within(card).getByText('Overdue')).toBeInTheDocument();
    expect(within(card).getByText('Requested in Korean: promise 3 business days')).toBeInTheDocument();
    const minor = screen.getByRole('article', { name: /Sam Young/ });
    expect(within(minor).getByText('Requested in English: promise 7 business days')).toBeInTheDocument();
    expect(within(minor).getByText('Pat Young')).toBeInTheDocument();
    expect(within(minor).queryByText('Overdue')).not.toBeInTheDocument();
    // The documents: the PDF in a frame with its link, the image as an image.
    expect(within(card).getByTitle('id-card.pdf')).toHaveAttribute(
      'src',
      waitingWithdrawal.documents[0]!.url,
    );
    expect(within(card).getByRole('link', { name: 'Open id-card.pdf (PDF)' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'bankbook.png' })).toHaveAttribute(
      'src',
      waitingWithdrawal.documents[1]!.url,
    );

    const reveal = spyOnRequests(
      'post',
      `/operator/api/withdrawals/${waitingWithdrawal.uuid}/account-number`,
    );
    expect(within(card).getByText('********7890')).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: "Reveal 이봄's whole account number" }));
    expect(await within(card).findByText(WITHDRAWAL_ACCOUNT_NUMBER)).toBeInTheDocument();
    expect(within(card).getByText('The reveal was written to the audit log.')).toBeInTheDocument();
    expect(reveal).toHaveLength(1);
  });

  it('marks a request paid with the chosen date, after a confirmation', async () => {
    const pay = spyOnRequests('post', `/operator/api/withdrawals/${waitingWithdrawal.uuid}/pay`);
    const view = openAs(financeOperator, '/operator/withdrawals');
    const card = await screen.findByRole('article', { name: /이봄/ });
    const date = within(card).getByLabelText('Day of the transfer');
    // Today in the deployment's business zone (Asia/Seoul here), not the machine's: from 15:00 UTC
    // the two differ.
    expect(date).toHaveValue(todayIn('Asia/Seoul'));
    await view.user.clear(date);
    await view.user.type(date, '2026-03-01');
    await view.user.click(within(card).getByRole('button', { name: 'Mark paid' }));
    await confirm(view, 'Mark paid');
    expect(await screen.findByText("이봄's request is marked paid.")).toBeInTheDocument();
    expect(JSON.parse(pay[0]?.body ?? '{}')).toEqual({ paidDate: '2026-03-01' });
    // Reloaded: the paid request left the waiting list.
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /이봄 fresh/ })).not.toBeInTheDocument(),
    );
  });

  it('requires a reason to reject, and keeps it when the server refuses', async () => {
    server.use(
      http.post('*/operator/api/withdrawals/:uuid/reject', () =>
        fail(503, ErrorCode.ServiceUnavailable, 'Down.'),
      ),
    );
    const reject = spyOnRequests('post', `/operator/api/withdrawals/${minorWithdrawal.uuid}/reject`);
    const view = openAs(financeOperator, '/operator/withdrawals');
    const card = await screen.findByRole('article', { name: /Sam Young/ });
    await view.user.click(within(card).getByRole('button', { name: 'Reject…' }));
    await view.user.click(within(card).getByRole('button', { name: 'Reject request' }));
    expect(await within(card).findByText('Write the reason the creator will read.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const box = within(card).getByRole('textbox', { name: 'Reason for the rejection' });
    await view.user.type(box, 'The ID copy is unreadable.');
    await view.user.click(within(card).getByRole('button', { name: 'Reject request' }));
    await confirm(view, 'Reject request');
    const failure = await screen.findByRole('alertdialog');
    await view.user.click(within(failure).getByRole('button'));
    expect(JSON.parse(reject[0]?.body ?? '{}')).toEqual({ reason: 'The ID copy is unreadable.' });
    expect(box).toHaveValue('The ID copy is unreadable.');
  });

  it('says that another operator settled a request first, and reloads', async () => {
    const list = spyOnRequests('get', '/operator/api/withdrawals');
    const view = openAs(financeOperator, '/operator/withdrawals');
    const card = await screen.findByRole('article', { name: /Contested Creator/ });
    await view.user.click(within(card).getByRole('button', { name: 'Mark paid' }));
    await confirm(view, 'Mark paid');
    expect(
      await screen.findByRole('alertdialog', {
        name: /Another operator settled this request first/,
      }),
    ).toBeInTheDocument();
    await view.user.click(within(screen.getByRole('alertdialog')).getByRole('button'));
    await waitFor(() => expect(list.length).toBe(2));
  });

  it('downloads the checked waiting requests as the bank CSV', async () => {
    const csv = new Blob([`uuid,account\n${waitingWithdrawal.uuid},${WITHDRAWAL_ACCOUNT_NUMBER}\n`]);
    downloadBatch.mockResolvedValue({ status: 200, data: csv, errorCode: null, message: null });
    // jsdom has no object URLs and does not download: record what the page saves.
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((value: Blob) => {
      blobs.push(value);
      return 'blob:batch';
    });
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href === 'blob:batch') saved.push(this.download);
    });
    const view = openAs(financeOperator, '/operator/withdrawals');
    await screen.findByRole('article', { name: /Sam Young/ });
    const download = screen.getByRole('button', { name: 'Download CSV for the bank' });
    expect(download).toBeDisabled();
    await view.user.click(screen.getByRole('checkbox', { name: "Add 이봄's request to the transfer batch" }));
    await view.user.click(
      screen.getByRole('checkbox', { name: "Add Sam Young's request to the transfer batch" }),
    );
    expect(screen.getByText('2 requests chosen for the transfer batch.')).toBeInTheDocument();
    expect(download).toBeEnabled();
    await view.user.click(download);
    expect(await screen.findByText('The transfer batch of 2 requests was saved.')).toBeInTheDocument();
    expect(downloadBatch).toHaveBeenCalledWith([waitingWithdrawal.uuid, minorWithdrawal.uuid]);
    expect(saved).toEqual([`transfer-batch-${today()}.csv`]);
    // The answer itself is what is saved.
    expect(blobs).toEqual([csv]);
  });
});

describe('inquiries (support)', () => {
  it('lists inquiries with their state, and filters by state in the URL', async () => {
    const seen = spyOnRequests('get', '/operator/api/inquiries');
    const view = openAs(supportOperator, '/operator/inquiries');
    const table = await screen.findByRole('table', { name: 'Inquiries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Where is my payout?' })).toHaveAttribute(
      'href',
      `/operator/inquiries/${unansweredInquiry.uuid}`,
    );
    expect(within(rows[0]!).getByText('Payout')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Unanswered')).toHaveAttribute('data-state', 'unanswered');
    expect(within(rows.at(-1)!).getByText('Answered')).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText('State'), 'answered');
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/inquiries?state=answered'));
    expect(seen.at(-1)?.url.searchParams.get('state')).toBe('answered');
  });

  it('shows the question and what it concerns, previews the answer without a script, and sends the HTML', async () => {
    const answer = spyOnRequests('post', `/operator/api/inquiries/${unansweredInquiry.uuid}/answer`);
    const view = openAs(supportOperator, `/operator/inquiries/${unansweredInquiry.uuid}`);
    await view.findHeading('Where is my payout?');
    expect(screen.getByText(/I asked on Feb 2\.\s+Still nothing\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'screenshot.png' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fresh morning' })).toHaveAttribute(
      'href',
      `/operator/entries/${unansweredInquiry.submission!.uuid}`,
    );
    expect(screen.getByRole('link', { name: '이봄' })).toHaveAttribute(
      'href',
      `/operator/creators/${unansweredInquiry.creatorUuid}`,
    );

    const html = '<p>Paid <strong>today</strong>.</p><script>alert(1)</script>';
    const box = screen.getByRole('textbox', { name: 'Answer (HTML)' });
    await view.user.click(box);
    await view.user.paste(html);
    const preview = screen.getByTestId('answer-preview');
    expect(within(preview).getByText('today').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).not.toContain('alert(1)');

    await view.user.click(screen.getByRole('button', { name: 'Send answer' }));
    await confirm(view, 'Send answer');
    expect(await screen.findByText('The answer was sent.')).toBeInTheDocument();
    expect(JSON.parse(answer[0]?.body ?? '{}')).toEqual({ answer: html });
    expect(screen.queryByRole('textbox', { name: 'Answer (HTML)' })).not.toBeInTheDocument();
    expect(screen.getByText('today').tagName).toBe('STRONG');
  });

  it('says that the inquiry was answered meanwhile, keeping what was typed until the reload', async () => {
    const loads = spyOnRequests('get', `/operator/api/inquiries/${contestedInquiry.uuid}`);
    const view = openAs(supportOperator, `/operator/inquiries/${contestedInquiry.uuid}`);
    await view.findHeading('Contested question');
    const box = screen.getByRole('textbox', { name: 'Answer (HTML)' });
    await view.user.type(box, 'Hello');
    await view.user.click(screen.getByRole('button', { name: 'Send answer' }));
    await confirm(view, 'Send answer');
    const conflict = await screen.findByRole('alertdialog', { name: /answered or deleted in the meantime/ });
    expect(box).toHaveValue('Hello');
    await view.user.click(within(conflict).getByRole('button'));
    await waitFor(() => expect(loads.length).toBe(2));
  });

  it('refuses an answer with nothing left once sanitized', async () => {
    const answer = spyOnRequests('post', `/operator/api/inquiries/${unansweredInquiry.uuid}/answer`);
    const view = openAs(supportOperator, `/operator/inquiries/${unansweredInquiry.uuid}`);
    const box = await screen.findByRole('textbox', { name: 'Answer (HTML)' });
    await view.user.click(box);
    await view.user.paste('<script>alert(1)</script>');
    await view.user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(
      await screen.findByText(/Nothing is left of the answer once unsafe parts are removed/),
    ).toBeInTheDocument();
    expect(box).toHaveValue('<script>alert(1)</script>');
    expect(answer).toHaveLength(0);
  });

  it('shows an answered inquiry with its answer and no form', async () => {
    const view = openAs(supportOperator, `/operator/inquiries/${answeredInquiry.uuid}`);
    await view.findHeading('How long is review?');
    expect(screen.getByText('5 business days').tagName).toBe('STRONG');
    expect(screen.queryByRole('textbox', { name: 'Answer (HTML)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send answer' })).not.toBeInTheDocument();
  });
});

describe('creators (support)', () => {
  it('sends the search in the URL and shows each state', async () => {
    const seen = spyOnRequests('get', '/operator/api/creators');
    const view = openAs(supportOperator, '/operator/creators');
    const table = await screen.findByRole('table', { name: 'Creators' });
    const paused = within(table).getByRole('link', { name: 'Paused Person' }).closest('tr')!;
    expect(within(paused).getByText('Suspended')).toHaveAttribute('data-state', 'suspended');
    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'fresh{Enter}');
    await waitFor(() => expect(view.currentUrl()).toBe('/operator/creators?q=fresh'));
    await waitFor(() => expect(within(table).queryByText('Paused Person')).not.toBeInTheDocument());
    expect(seen.at(-1)?.url.searchParams.get('q')).toBe('fresh');
    expect(within(table).getByRole('link', { name: '이봄' })).toHaveAttribute(
      'href',
      `/operator/creators/${creatorDetail.account.uuid}`,
    );
  });

  it('shows the account, entries and ledger, and suspends after a confirmation', async () => {
    const suspend = spyOnRequests('post', `/operator/api/creators/${creatorDetail.account.uuid}/suspend`);
    const view = openAs(supportOperator, `/operator/creators/${creatorDetail.account.uuid}`);
    await view.findHeading('이봄');
    expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('₩150,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fresh morning' })).toHaveAttribute(
      'href',
      `/operator/entries/${creatorDetail.entries[0]!.uuid}`,
    );
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    expect(within(ledger).getByText('Withdrawal')).toBeInTheDocument();
    expect(within(ledger).getByText('-₩100,000')).toBeInTheDocument();
    expect(within(ledger).getByText('+₩250,000')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('logged out everywhere and cannot log in');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(suspend).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Suspend' }));
    await confirm(view, 'Suspend');
    expect(await screen.findByText('이봄 is suspended.')).toBeInTheDocument();
    expect(suspend).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Let back in' })).toBeInTheDocument();
  });
});

describe('the navigation of finance and support', () => {
  const areas = () =>
    within(screen.getByRole('navigation', { name: 'Console areas' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows finance the withdrawals and not inquiries or creators', async () => {
    const view = openAs(financeOperator, '/operator/withdrawals');
    await view.findHeading('Withdrawals');
    expect(areas()).toEqual(['Dashboard', 'Withdrawals']);
    await view.router.navigate('/operator/creators');
    expect(await view.findHeading('Not available to your role')).toBeInTheDocument();
  });

  it('shows support inquiries, notices and creators and not the withdrawals', async () => {
    const view = openAs(supportOperator, '/operator/inquiries');
    await view.findHeading('Inquiries');
    expect(areas()).toEqual(['Dashboard', 'Inquiries', 'Notices & library', 'Creators']);
    await view.router.navigate('/operator/withdrawals');
    expect(await view.findHeading('Not available to your role')).toBeInTheDocument();
  });

  it('links dashboard items of withdrawals and inquiries to their screens', async () => {
    server.use(
      http.get('*/operator/api/dashboard', () =>
        ok({
          queues: [
            {
              key: 'withdrawals',
              count: 1,
              overdueCount: 0,
              promiseBusinessDays: 3,
              items: [
                {
                  uuid: waitingWithdrawal.uuid,
                  title: 'Payout of 이봄',
                  creatorEmail: 'fresh@example.com',
                  since: '2026-03-01T01:00:00Z',
                  ageBusinessDays: 1,
                  dueDate: '2026-03-04',
                  overdue: false,
                },
              ],
            },
          ],
        }),
      ),
    );
    const view = openAs(financeOperator, '/operator');
    await view.findHeading('Dashboard');
    expect(await screen.findByRole('link', { name: 'Payout of 이봄' })).toHaveAttribute(
      'href',
      '/operator/withdrawals',
    );
    view.unmount();
  });

  it("links an inquiry queue's items to the inquiry", async () => {
    const view = openAs(supportOperator, '/operator');
    await view.findHeading('Dashboard');
    expect(await screen.findByRole('link', { name: 'Where is my payout?' })).toHaveAttribute(
      'href',
      `/operator/inquiries/${unansweredInquiry.uuid}`,
    );
  });
});
