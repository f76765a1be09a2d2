import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract/asset-rules';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { creator, sessionOf } from '../msw/fixtures/users';
import { setAssetState, withdrawalsMade } from '../msw/handlers/assets';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 5_000 };
const open = () => renderRoute('/withdraw', { session: sessionOf(creator) });
type View = ReturnType<typeof open>;

const pdf = (name = 'id-card.pdf') => new File(['%PDF-1.4\n%test'], name, { type: 'application/pdf' });

async function fill(view: View, amount = '100000', dateOfBirth = '1990-05-05') {
  await view.findHeading('Withdraw');
  const amountField = await screen.findByLabelText('Amount', {}, SLOW);
  await view.user.type(amountField, amount);
  await view.user.type(screen.getByLabelText('Account holder'), 'Kim Creator');
  await view.user.type(screen.getByLabelText('Bank'), 'Shinhan');
  await view.user.type(screen.getByLabelText('Account number'), '110-123-567890');
  await view.user.type(screen.getByLabelText('Date of birth'), dateOfBirth);
}

async function review(view: View) {
  await view.user.click(screen.getByRole('button', { name: 'Review the withdrawal' }));
}

/** The preview's figures, label → amount. */
function previewRows(): Record<string, string> {
  const table = screen.getByRole('table');
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]),
  );
}

describe('withdraw', { timeout: 30_000 }, () => {
  it('checks the amount with the contract rules: minimum, available, whole won; "All" fills the balance', async () => {
    const view = open();
    await view.findHeading('Withdraw');
    const figures = within(await screen.findByLabelText('Your balance', {}, SLOW));
    expect(figures.getByText('Available to withdraw').nextSibling).toHaveTextContent('₩128,000');
    expect(figures.getByText('Minimum withdrawal').nextSibling).toHaveTextContent('₩5,000');
    expect(figures.getByText('Paid by, if requested today').nextSibling).toHaveTextContent('Nov 27, 2026');
    const amount = screen.getByLabelText('Amount');
    await view.user.type(amount, '4999');
    await review(view);
    expect(screen.getByText('The minimum withdrawal is ₩5,000.')).toBeVisible();
    expect(amount).toHaveFocus();
    await view.user.clear(amount);
    await view.user.type(amount, '128001');
    await review(view);
    expect(screen.getByText('You can withdraw at most ₩128,000.')).toBeVisible();
    await view.user.clear(amount);
    await view.user.type(amount, '5000.5');
    await review(view);
    expect(screen.getByText('Enter a whole number of won.')).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Withdraw all of ₩128,000' }));
    expect(amount).toHaveValue('128000');
    // The other fields were left empty.
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(4);
  });

  it('previews an individual: 3% income tax and 0.3% local income tax withheld', async () => {
    const view = open();
    await fill(view, '100000');
    await review(view);
    expect(await screen.findByRole('heading', { name: 'Check your withdrawal' })).toHaveFocus();
    expect(previewRows()).toMatchObject({
      'Withdrawn from your balance': '₩100,000',
      'Income tax withheld': '-₩3,000',
      'Local income tax withheld': '-₩300',
      'Paid to your account': '₩96,700',
      'Expected payout by': 'Nov 27, 2026',
    });
    expect(screen.getByText('The payout arrives within 3 business days.')).toBeVisible();
  });

  it('previews a VAT-registered business: 10% VAT on top, nothing withheld; back keeps everything', async () => {
    const view = open();
    await fill(view, '50000');
    await view.user.click(screen.getByLabelText('A business'));
    await view.user.click(screen.getByLabelText(/VAT-registered/));
    await review(view);
    const rows = previewRows();
    expect(rows).toMatchObject({
      'Withdrawn from your balance': '₩50,000',
      'VAT (10%) paid on top': '₩5,000',
      'Paid to your account': '₩55,000',
    });
    expect(rows['Income tax withheld']).toBeUndefined();
    await view.user.click(screen.getByRole('button', { name: 'Change something' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('50000');
    expect(screen.getByLabelText(/VAT-registered/)).toBeChecked();
  });

  it("asks a minor for the guardian's name, phone and consent form, and sends them", async () => {
    const posts = spyOnRequests('post', apiPaths.withdrawalRequests);
    const view = open();
    await fill(view, '10000', '2012-03-01');
    expect(
      screen.getByText('You are under 19: a legal guardian must consent to the withdrawal.'),
    ).toBeVisible();
    await review(view);
    expect(screen.getByLabelText("Guardian's name")).toHaveFocus();
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(3);
    await view.user.type(screen.getByLabelText("Guardian's name"), 'Kim Parent');
    await view.user.type(screen.getByLabelText("Guardian's phone number"), '010-1234');
    await view.user.upload(screen.getByLabelText("Guardian's consent form"), pdf('consent.pdf'));
    await review(view);
    expect(screen.getByText('Enter a phone number of 8 to 15 digits.')).toBeVisible();
    await view.user.type(screen.getByLabelText("Guardian's phone number"), '5678');
    await review(view);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm the withdrawal' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/my-asset'), SLOW);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toContain('name="guardianName"');
    expect(posts[0]!.body).toContain('Kim Parent');
    expect(posts[0]!.body).toContain('name="guardianConsent"');
    expect(posts[0]!.body).toContain('name="amount"\r\n\r\n10000\r\n');
    expect(await screen.findByText('Your withdrawal request was received.', {}, SLOW)).toBeVisible();
  });

  it('sends one Idempotency-Key for the confirmed values and reuses it on retry: one withdrawal', async () => {
    const posts = spyOnRequests('post', apiPaths.withdrawalRequests);
    server.use(http.post(`*${apiPaths.withdrawalRequests}`, () => HttpResponse.error(), { once: true }));
    const view = open();
    await fill(view, '20000');
    await view.user.upload(screen.getByLabelText('Add a document'), pdf());
    await waitFor(() => expect(screen.queryByText('Checking the file…')).not.toBeInTheDocument(), SLOW);
    await review(view);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm the withdrawal' }));
    expect(await screen.findByText('Your withdrawal could not be requested.', {}, SLOW)).toBeVisible();
    // Retry, with a double click.
    const confirm = screen.getByRole('button', { name: 'Confirm the withdrawal' });
    await view.user.dblClick(confirm);
    await waitFor(() => expect(view.currentUrl()).toBe('/my-asset'), SLOW);
    const keys = posts.map((post) => post.headers.get('Idempotency-Key'));
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(withdrawalsMade()).toBe(1);
    expect(posts.at(-1)!.body).toContain('name="document1"');
    // The new request shows as pending.
    const requests = await screen.findByRole(
      'table',
      { name: 'Your withdrawal requests, newest first' },
      SLOW,
    );
    expect(within(requests).getAllByRole('row')[1]).toHaveTextContent('Requested');
  });

  it('asks for the documents on the first request, and refuses a text file named .pdf', async () => {
    setAssetState({ briefing: { documentsRequired: true } });
    const view = open();
    await fill(view);
    await review(view);
    expect(
      screen.getByText('Please attach 1 to 5 withdrawal documents to your first request.'),
    ).toBeVisible();
    await view.user.upload(
      screen.getByLabelText('Add a document'),
      new File(['just text'], 'bank.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('This file is not a PDF, JPG or PNG.', {}, SLOW)).toBeVisible();
  });

  it('shows a server refusal at its field in Korean and keeps what was typed', async () => {
    server.use(
      http.post(`*${apiPaths.withdrawalRequests}`, () =>
        HttpResponse.json(
          {
            status: 400,
            data: null,
            errorCode: 'WITHDRAWAL_ACCOUNT_INVALID',
            message: '계좌번호를 올바르게 입력해 주세요.',
            field: 'accountNumber',
          },
          { status: 400 },
        ),
      ),
    );
    await changeLanguage('ko');
    const view = open();
    await view.findHeading('출금 신청');
    await view.user.type(await screen.findByLabelText('출금 금액', {}, SLOW), '7000');
    await view.user.type(screen.getByLabelText('예금주'), '김하늘');
    await view.user.type(screen.getByLabelText('은행'), '신한');
    await view.user.type(screen.getByLabelText('계좌번호'), '110123567890');
    await view.user.type(screen.getByLabelText('생년월일'), '1990-05-05');
    await view.user.click(screen.getByRole('button', { name: '출금 내용 확인' }));
    // Under the small-amount rule nothing is withheld: "0원", never "-0원".
    expect(previewRows()).toMatchObject({
      '출금 금액(잔액에서 차감)': '7,000원',
      '원천징수 소득세': '0원',
      실지급액: '7,000원',
    });
    await view.user.click(screen.getByRole('button', { name: '출금 신청 확정' }));
    expect(await screen.findByText('계좌번호를 올바르게 입력해 주세요.', {}, SLOW)).toBeVisible();
    expect(screen.getByLabelText('계좌번호')).toHaveValue('110123567890');
    expect(screen.getByLabelText('출금 금액')).toHaveValue('7000');
    await waitFor(() => expect(screen.getByLabelText('계좌번호')).toHaveFocus());
  });

  it('tells a creator with a pending request why there is no form', async () => {
    setAssetState({ briefing: { withdrawBlockedReason: 'pending' } });
    const view = open();
    await view.findHeading('Withdraw');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'A withdrawal request is waiting to be paid.',
    );
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to my assets/ })).toHaveAttribute('href', '/my-asset');
  });
});
