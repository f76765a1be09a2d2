// Erasing an account on its owner's request, from the creator's page (support): the dialog's counts,
// the retyped login email that enables the confirmation, the body sent, the refusals (from the
// preview, and from the erase call when something changed meanwhile) and the page afterwards.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { changeLanguage } from '../../src/lib/i18n';
import { setOperatorSession } from '../../src/operator/operator-session';
import {
  adminOperator,
  creatorDetail,
  operatorSessionOf,
  reviewingDetail,
  supportOperator,
  suspendedCreatorDetail,
  waitingWithdrawal,
} from '../msw/fixtures/operator';
import { allowedErasure, entryInProgressErasure } from '../msw/fixtures/operator-content';
import { receivedErasures } from '../msw/handlers/operator-content';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

function openAs(operator: typeof supportOperator, uuid: string) {
  setOperatorSession(operatorSessionOf(operator));
  return renderRoute(`/operator/creators/${uuid}`);
}

async function openDialog(view: ReturnType<typeof renderRoute>, name: RegExp) {
  await view.user.click(await screen.findByRole('button', { name: /Erase account…|계정 삭제…/ }));
  return screen.findByRole('dialog', { name });
}

/** The account's state badge once it has left ("Left" also names the date it left). */
const withdrawnBadge = () =>
  screen.queryAllByText('Left').find((element) => element.getAttribute('data-state') === 'withdrawn');

function refuseErase(status: number, errorCode: string, field?: string) {
  server.use(
    http.post('*/operator/api/creators/:uuid/erase', () =>
      HttpResponse.json(
        { status, data: null, errorCode, message: 'Refused.', ...(field ? { field } : {}) },
        { status },
      ),
    ),
  );
}

describe('erasing an account on request', () => {
  it('lists what goes and what stays, enables the confirmation only for the login email, and erases', async () => {
    const view = openAs(supportOperator, creatorDetail.account.uuid);
    await view.findHeading('이봄');
    expect(screen.getByRole('region', { name: 'Erase account on request' })).toBeInTheDocument();
    const dialog = await openDialog(view, /Erase the account of 이봄\?/);

    const erased = await within(dialog).findByRole('region', { name: 'Erased' });
    expect(
      within(erased)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 signed-in sessions ended',
      '1 inquiry, with its attachment',
      '7 notifications',
      '1 entry not in a competing or completed group, with its files',
      'The personal data of 1 withdrawal request (holder, account, birth date, guardian, documents)',
      '4 private files',
    ]);
    const kept = within(dialog).getByRole('region', { name: 'Kept' });
    expect(
      within(kept)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '3 entries in competing or completed groups, under an anonymous name',
      '2 ledger lines',
      'The amounts of the withdrawal requests',
    ]);

    const confirm = within(dialog).getByRole('button', { name: 'Erase account' });
    const email = within(dialog).getByRole('textbox', { name: "The account's login email" });
    expect(email).toHaveAccessibleDescription(/Type fresh@example\.com to confirm/);
    expect(confirm).toBeDisabled();
    await view.user.type(email, 'fresh@example.co');
    expect(confirm).toBeDisabled();
    await view.user.clear(email);
    await view.user.type(email, ' FRESH@example.com ');
    expect(confirm).toBeEnabled();

    // The final mail's language: the current one unless chosen.
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    await view.user.click(within(dialog).getByRole('radio', { name: 'Korean' }));
    await view.user.click(confirm);

    expect(await screen.findByText('The account of 이봄 was erased.')).toBeInTheDocument();
    expect(receivedErasures).toEqual([
      { uuid: creatorDetail.account.uuid, body: { email: 'FRESH@example.com', language: 'ko' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Loaded again: the account has left, and there is nothing more to erase.
    await waitFor(() => expect(withdrawnBadge()).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Erase account on request' })).not.toBeInTheDocument();
  });

  it('sends nothing when cancelled', async () => {
    const view = openAs(supportOperator, creatorDetail.account.uuid);
    const dialog = await openDialog(view, /이봄/);
    await within(dialog).findByRole('region', { name: 'Erased' });
    await view.user.type(within(dialog).getByRole('textbox'), creatorDetail.account.email);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase account…' })).toHaveFocus();
    expect(receivedErasures).toHaveLength(0);
  });

  it('says why the erasure is refused now, without the form', async () => {
    const view = openAs(supportOperator, suspendedCreatorDetail.account.uuid);
    const dialog = await openDialog(view, /Paused Person/);
    expect(await within(dialog).findByText('It cannot be erased now.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'A withdrawal request is waiting to be paid. It must be paid or rejected first.',
    );
    const subject = within(dialog).getByText(waitingWithdrawal.uuid).closest('li')!;
    expect(subject).toHaveTextContent('Withdrawal request');
    expect(subject).toHaveTextContent('Waiting');
    // Support has no withdrawals screen: no link to one.
    expect(within(subject).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Erase account' })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links an admin to the waiting withdrawal requests', async () => {
    const view = openAs(adminOperator, suspendedCreatorDetail.account.uuid);
    const dialog = await openDialog(view, /Paused Person/);
    expect(await within(dialog).findByRole('link', { name: /Withdrawal request/ })).toHaveAttribute(
      'href',
      '/operator/withdrawals?state=requested',
    );
  });

  it('shows the refusal of a changed account when the erase call is refused, linking the entry', async () => {
    let previews = 0;
    server.use(
      http.get('*/operator/api/creators/:uuid/erasure', () => {
        previews += 1;
        return HttpResponse.json({
          status: 200,
          data: previews === 1 ? allowedErasure : entryInProgressErasure,
          errorCode: null,
          message: null,
        });
      }),
    );
    refuseErase(409, ErrorCode.LeaveEntryInProgress);
    const view = openAs(adminOperator, creatorDetail.account.uuid);
    const dialog = await openDialog(view, /이봄/);
    await view.user.type(
      await within(dialog).findByRole('textbox', { name: "The account's login email" }),
      creatorDetail.account.email,
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    expect(await within(dialog).findByText('Something changed since the dialog opened.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'An entry is in review or conversion. Its review and conversion must be finished first.',
    );
    expect(within(dialog).getByRole('link', { name: /Entry/ })).toHaveAttribute(
      'href',
      `/operator/entries/${reviewingDetail.uuid}`,
    );
    expect(within(dialog).getByText('Reviewing')).toBeInTheDocument();
    expect(previews).toBe(2);
  });

  it("shows the server's email refusal on the field and keeps the dialog", async () => {
    refuseErase(400, ErrorCode.ValidationFailed, 'email');
    const view = openAs(supportOperator, creatorDetail.account.uuid);
    const dialog = await openDialog(view, /이봄/);
    const email = await within(dialog).findByRole('textbox', { name: "The account's login email" });
    await view.user.type(email, creatorDetail.account.email);
    await view.user.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    expect(await within(dialog).findByText("This is not the account's login email.")).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue(creatorDetail.account.email);
    expect(screen.queryByText(/was erased/)).not.toBeInTheDocument();
  });

  it('says that the account changed and loads it again when it has left meanwhile', async () => {
    refuseErase(409, ErrorCode.AccountStateConflict);
    const loads = spyOnRequests('get', `/operator/api/creators/${creatorDetail.account.uuid}`);
    const view = openAs(supportOperator, creatorDetail.account.uuid);
    const dialog = await openDialog(view, /이봄/);
    await view.user.type(
      await within(dialog).findByRole('textbox', { name: "The account's login email" }),
      creatorDetail.account.email,
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    const alert = await screen.findByRole('alertdialog', { name: /state changed in the meantime/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loads).toHaveLength(1);
    await view.user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(loads).toHaveLength(2));
  });

  it('is in Korean for a Korean operator, the final mail then in Korean', async () => {
    await changeLanguage('ko');
    const view = openAs(supportOperator, creatorDetail.account.uuid);
    expect(await screen.findByRole('region', { name: '요청에 따른 계정 삭제' })).toBeInTheDocument();
    const dialog = await openDialog(view, /이봄 님의 계정을 삭제할까요\?/);
    const erased = await within(dialog).findByRole('region', { name: '삭제되는 것' });
    expect(within(erased).getByText('로그인 세션 2개 종료')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: '남는 것' })).toHaveTextContent('수익 원장 기록 2건');
    expect(within(dialog).getByRole('radio', { name: '한국어' })).toBeChecked();
    await view.user.type(
      within(dialog).getByRole('textbox', { name: '계정의 로그인 이메일' }),
      creatorDetail.account.email,
    );
    await view.user.click(within(dialog).getByRole('button', { name: '계정 삭제' }));
    expect(await screen.findByText('이봄 님의 계정을 삭제했습니다.')).toBeInTheDocument();
    expect(receivedErasures[0]?.body).toEqual({ email: creatorDetail.account.email, language: 'ko' });
  });

  it('offers no erasure for an account that has left', async () => {
    server.use(
      http.get(`*/operator/api/creators/${creatorDetail.account.uuid}`, () =>
        HttpResponse.json({
          status: 200,
          data: {
            ...creatorDetail,
            account: { ...creatorDetail.account, status: 'withdrawn', leftAt: '2026-03-01T00:00:00Z' },
          },
          errorCode: null,
          message: null,
        }),
      ),
    );
    const view = openAs(supportOperator, creatorDetail.account.uuid);
    await view.findHeading('이봄');
    expect(withdrawnBadge()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase account…' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ledger' })).toBeInTheDocument();
  });
});
