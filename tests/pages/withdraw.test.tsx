import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract/asset-rules';
import { apiPaths } from '../../contract/paths';
import { changeLanguage } from '../../src/lib/i18n';
import { creator, sessionOf } from '../msw/fixtures/users';
import { paidRequest, rejectedRequest } from '../msw/fixtures/assets';
import { setAssetState, withdrawalsMade } from '../msw/handlers/assets';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const SLOW = { timeout: 8_000 };
const open = () => renderRoute('/withdraw', { session: sessionOf(creator) });
type View = ReturnType<typeof open>;

const pdf = (name = 'id-card.pdf') => new File(['%PDF-1.4\n%test'], name, { type: 'application/pdf' });

/** Fills the form with another account than the last request's (typed, the bank chosen). */
async function fill(view: View, amount = '100000', dateOfBirth = '1990-05-05') {
  await view.findHeading('Withdraw');
  const amountField = await screen.findByLabelText('Amount', {}, SLOW);
  await view.user.type(amountField, amount);
  await view.user.click(screen.getByLabelText('Another account'));
  await view.user.type(screen.getByLabelText('Account holder'), 'Kim Creator');
  await view.user.selectOptions(screen.getByLabelText('Bank'), 'Woori Bank');
  await view.user.type(screen.getByLabelText('Account number'), '1002-123-567890');
  await view.user.type(screen.getByLabelText('Date of birth'), dateOfBirth);
}

const KEPT = /^The account of your last request/;

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
    // The date of birth was left empty (the account is the last request's).
    expect(screen.getByText('Enter your date of birth.')).toBeVisible();
  });

  it("offers the last request's account, chosen, and sends only the request it is from", async () => {
    const posts = spyOnRequests('post', apiPaths.withdrawalRequests);
    const view = open();
    await view.findHeading('Withdraw');
    const kept = await screen.findByLabelText(KEPT, {}, SLOW);
    expect(kept).toBeChecked();
    expect(kept.closest('label')).toHaveTextContent('Shinhan Bank ********7890, Kim Creator');
    expect(screen.getByLabelText('Another account')).not.toBeChecked();
    expect(screen.queryByLabelText('Account holder')).not.toBeInTheDocument();
    expect(screen.getByText(/The whole account number is not shown/)).toBeVisible();
    await view.user.type(screen.getByLabelText('Amount'), '20000');
    await view.user.type(screen.getByLabelText('Date of birth'), '1990-05-05');
    await review(view);
    expect(previewRows()).toMatchObject({ Account: 'Shinhan Bank ********7890, Kim Creator' });
    await view.user.click(await screen.findByRole('button', { name: 'Confirm the withdrawal' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/my-asset'), SLOW);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toContain(`name="accountFromRequest"\r\n\r\n${paidRequest.uuid}\r\n`);
    for (const name of ['accountHolder', 'bankName', 'accountNumber']) {
      expect(posts[0]!.body).not.toContain(`name="${name}"`);
    }
    // Documents are on file: none were asked for.
    expect(posts[0]!.body).not.toContain('name="document1"');
  });

  it('shows the empty fields for another account, and keeps what was typed across the choice', async () => {
    const posts = spyOnRequests('post', apiPaths.withdrawalRequests);
    const view = open();
    await view.findHeading('Withdraw');
    await view.user.click(await screen.findByLabelText('Another account', {}, SLOW));
    expect(screen.getByLabelText('Account holder')).toHaveValue('');
    expect(screen.getByLabelText('Bank')).toHaveValue('');
    expect(screen.getByLabelText('Account number')).toHaveValue('');
    // The bank is a choice of the deployment's list, not typed.
    const banks = within(screen.getByLabelText('Bank')).getAllByRole('option');
    expect(banks[0]).toHaveTextContent('Choose your bank');
    expect(banks.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([
        'KB Kookmin Bank',
        'Shinhan Bank',
        'KakaoBank',
        'Toss Bank',
        'Korea Post (post office savings)',
      ]),
    );
    await view.user.type(screen.getByLabelText('Account holder'), 'Kim Other');
    await view.user.selectOptions(screen.getByLabelText('Bank'), 'Toss Bank');
    await view.user.click(screen.getByLabelText(KEPT));
    expect(screen.queryByLabelText('Account holder')).not.toBeInTheDocument();
    await view.user.click(screen.getByLabelText('Another account'));
    expect(screen.getByLabelText('Account holder')).toHaveValue('Kim Other');
    expect(screen.getByLabelText('Bank')).toHaveValue('092');
    await view.user.type(screen.getByLabelText('Account number'), '1000-1234-5678');
    await view.user.type(screen.getByLabelText('Amount'), '20000');
    await view.user.type(screen.getByLabelText('Date of birth'), '1990-05-05');
    await review(view);
    expect(previewRows()).toMatchObject({ Account: 'Toss Bank 1000-1234-5678, Kim Other' });
    await view.user.click(await screen.findByRole('button', { name: 'Confirm the withdrawal' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/my-asset'), SLOW);
    expect(posts[0]!.body).toContain('name="bankName"\r\n\r\n092\r\n');
    expect(posts[0]!.body).toContain('name="accountNumber"\r\n\r\n1000-1234-5678\r\n');
    expect(posts[0]!.body).not.toContain('name="accountFromRequest"');
  });

  it("names each field's problem, in both languages", async () => {
    const view = open();
    await view.findHeading('Withdraw');
    await view.user.click(await screen.findByLabelText('Another account', {}, SLOW));
    await review(view);
    for (const message of [
      'Enter the amount to withdraw.',
      "Enter the account holder's name, as your bank has it.",
      'Choose your bank.',
      'Enter the account number.',
      'Enter your date of birth.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('Amount')).toHaveFocus();
    expect(screen.getByLabelText('Bank')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription('Choose your bank.');
    const holder = screen.getByLabelText('Account holder');
    await view.user.type(holder, 'x'.repeat(41));
    const number = screen.getByLabelText('Account number');
    await view.user.type(number, '110-123-45678O');
    await review(view);
    expect(screen.getByText("The account holder's name can have at most 40 characters.")).toBeVisible();
    expect(
      screen.getByText('An account number has digits only (hyphens and spaces between them are fine).'),
    ).toBeVisible();
    await view.user.clear(number);
    await view.user.type(number, '110-123-456');
    await review(view);
    expect(screen.getByText('An account number has 10 to 14 digits; you entered 9.')).toBeVisible();
    // What was typed stays.
    expect(number).toHaveValue('110-123-456');
    expect(holder).toHaveValue('x'.repeat(41));

    await changeLanguage('ko');
    await view.user.click(screen.getByRole('button', { name: '출금 내용 확인' }));
    for (const message of [
      '출금 금액을 입력해 주세요.',
      '예금주 이름은 40자 이내로 입력해 주세요.',
      '은행을 선택해 주세요.',
      '계좌번호는 10~14자리입니다. 지금 9자리를 입력했습니다.',
      '생년월일을 입력해 주세요.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
  });

  it('shows a refusal of the kept account at its choice', async () => {
    server.use(
      http.post(`*${apiPaths.withdrawalRequests}`, () =>
        HttpResponse.json(
          {
            status: 400,
            data: null,
            errorCode: 'WITHDRAWAL_ACCOUNT_SOURCE_INVALID',
            message: 'refused',
            field: 'accountFromRequest',
          },
          { status: 400 },
        ),
      ),
    );
    const view = open();
    await view.findHeading('Withdraw');
    await view.user.type(await screen.findByLabelText('Amount', {}, SLOW), '20000');
    await view.user.type(screen.getByLabelText('Date of birth'), '1990-05-05');
    await review(view);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm the withdrawal' }));
    const message = await screen.findByText(
      'The account of your earlier request cannot be used again. Please enter the account.',
      {},
      SLOW,
    );
    expect(message).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(KEPT)).toHaveFocus());
    expect(screen.getByLabelText('Amount')).toHaveValue('20000');
  });

  it('asks for the account when there is no earlier request to take it from', async () => {
    setAssetState({ withdrawals: [rejectedRequest], briefing: { documentsRequired: true } });
    const view = open();
    await view.findHeading('Withdraw');
    expect(await screen.findByLabelText('Account holder', {}, SLOW)).toHaveValue('');
    expect(screen.queryByLabelText(KEPT)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Another account')).not.toBeInTheDocument();
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
    expect(screen.getByText("Enter your legal guardian's name.")).toBeVisible();
    expect(screen.getByText("Enter your legal guardian's phone number.")).toBeVisible();
    expect(screen.getByText("Add your legal guardian's consent form.")).toBeVisible();
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
            message: '계좌번호를 숫자로, 은행이 알려 준 자릿수대로 입력해 주세요.',
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
    await view.user.click(screen.getByLabelText('다른 계좌'));
    await view.user.type(screen.getByLabelText('예금주'), '김하늘');
    await view.user.selectOptions(screen.getByLabelText('은행'), '신한은행');
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
    expect(
      await screen.findByText('계좌번호를 숫자로, 은행이 알려 준 자릿수대로 입력해 주세요.', {}, SLOW),
    ).toBeVisible();
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
