// Leaving the portal on /mypage (issue 19 item 4): what is erased and kept, the password, the
// confirmation, the refusals that say what to finish first (with a link there), the typed password
// kept on any failure, and on success the session forgotten, home and a toast; both languages.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { changeLanguage } from '../../src/lib/i18n';
import { useAlertStore } from '../../src/lib/alert';
import { useToastStore } from '../../src/lib/toast';
import { useAuthStore } from '../../src/stores/auth-store';
import { fail } from '../msw/envelope';
import { accountsLeft, blockLeaving } from '../msw/handlers/account-deletion';
import { creator, sessionOf } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';
import { http } from 'msw';

const SLOW = { timeout: 8_000 };

async function openLeave(name = 'Leave the portal', toggle = 'How to leave') {
  const view = renderRoute('/mypage', { session: sessionOf(creator) });
  const section = await screen.findByRole('region', { name }, SLOW);
  const button = within(section).getByRole('button', { name: toggle });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // Closed: no password field until asked for.
  expect(within(section).queryByRole('textbox')).toBeNull();
  expect(section.querySelector('input[type="password"]')).toBeNull();
  await view.user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return { view, section };
}

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);
const passwordField = (section: HTMLElement) =>
  within(section).getByLabelText('Your password, to confirm it is you');

async function leaveWith(
  view: Awaited<ReturnType<typeof openLeave>>['view'],
  section: HTMLElement,
  password: string,
) {
  await view.user.type(passwordField(section), password);
  await view.user.click(within(section).getByRole('button', { name: 'Leave the portal' }));
  const dialog = await screen.findByRole('alertdialog');
  await view.user.click(within(dialog).getByRole('button', { name: 'Leave' }));
}

describe('leaving the portal on /mypage', { timeout: 20_000 }, () => {
  it('says what is erased and what is kept, and why', async () => {
    const { section } = await openLeave();
    const erased = within(section).getByRole('region', { name: 'What is erased' });
    expect(
      within(erased)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your name, email address, mobile phone number and password, and every login session',
      'Your 1:1 inquiries with their attachments, and your notifications',
      'From your withdrawal requests: the account holder, account number, date of birth, guardian details and the documents you sent',
      'Your entries that are not competing in a group, with their files',
    ]);
    const kept = within(section).getByRole('region', { name: 'What is kept, and why' });
    expect(kept).toHaveTextContent('for 5 years: the law requires us to keep payout records');
    expect(kept).toHaveTextContent('shown as "Entry by a former member"');
    expect(section).toHaveTextContent(
      'You can leave once no withdrawal request is waiting to be paid and no entry is in review or conversion.',
    );
    expect(section).toHaveTextContent('Withdraw your earnings first');
  });

  it('asks for the password before anything else, and sends nothing without it', async () => {
    const sent = spyOnRequests('delete', '/api/users/:id');
    const { view, section } = await openLeave();
    await view.user.click(within(section).getByRole('button', { name: 'Leave the portal' }));
    const field = passwordField(section);
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter your password to leave.'));
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('sends nothing when the confirmation is declined, and keeps the password typed', async () => {
    const sent = spyOnRequests('delete', '/api/users/:id');
    const { view, section } = await openLeave();
    await view.user.type(passwordField(section), creator.password);
    await view.user.click(within(section).getByRole('button', { name: 'Leave the portal' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Leave the portal now? Your account closes and your personal details are erased at once.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);
    expect(passwordField(section)).toHaveValue(creator.password);
    expect(useAuthStore.getState().token).toBe(creator.jwt);
  });

  it('says when the password is wrong, next to the field, and keeps what was typed', async () => {
    const { view, section } = await openLeave();
    await leaveWith(view, section, 'Wrong!pass9');
    const field = passwordField(section);
    await waitFor(() => expect(field).toBeInvalid());
    expect(field).toHaveAccessibleDescription(expect.stringContaining('The password is incorrect.'));
    expect(field).toHaveValue('Wrong!pass9');
    expect(useAuthStore.getState().token).toBe(creator.jwt);
    expect(view.currentUrl()).toBe('/mypage');
  });

  it.each([
    [
      ErrorCode.LeaveWithdrawalPending,
      'A withdrawal request is still waiting to be paid. You can leave once it has been paid.',
      'See My assets',
      '/my-asset',
    ],
    [
      ErrorCode.LeaveEntryInProgress,
      'An entry is still in review or conversion. You can leave once its review and conversion are done.',
      'See My entries',
      '/my-entry-list',
    ],
  ] as const)(
    'when refused with %s, says what to finish first and links there',
    async (code, text, link, href) => {
      blockLeaving(creator.user.uuid, code);
      const { view, section } = await openLeave();
      await leaveWith(view, section, creator.password);
      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(within(alert).getByRole('link', { name: link })).toHaveAttribute('href', href);
      expect(passwordField(section)).toHaveValue(creator.password);
      expect(useAuthStore.getState().token).toBe(creator.jwt);
      expect(accountsLeft().size).toBe(0);

      await view.user.click(within(alert).getByRole('link', { name: link }));
      await waitFor(() => expect(view.currentUrl()).toBe(href));
    },
  );

  it('says how long to wait when rate limited', async () => {
    server.use(
      http.delete('*/api/users/:id', () => {
        const response = fail(429, ErrorCode.RateLimited, 'Too many.');
        response.headers.set('Retry-After', '42');
        return response;
      }),
    );
    const { view, section } = await openLeave();
    await leaveWith(view, section, creator.password);
    expect(await within(section).findByRole('alert')).toHaveTextContent('42');
    expect(passwordField(section)).toHaveValue(creator.password);
  });

  it('on success forgets the session like a logout, goes home and says it is done', async () => {
    const sent = spyOnRequests('delete', '/api/users/:id');
    const { view, section } = await openLeave();
    await leaveWith(view, section, creator.password);
    await waitFor(() => expect(view.currentUrl()).toBe('/'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe(`/api/users/${creator.user.uuid}`);
    expect(JSON.parse(sent[0]!.body)).toEqual({ password: creator.password });
    expect(accountsLeft().has(creator.user.uuid)).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ uid: null, uuid: null, token: null });
    expect(toasts()).toEqual(['You have left the portal. We mailed a confirmation to your address.']);
    expect(useAlertStore.getState().queue).toEqual([]);
  });

  it('speaks Korean', async () => {
    await changeLanguage('ko');
    const { view, section } = await openLeave('회원 탈퇴', '탈퇴 안내 보기');
    expect(within(section).getByRole('region', { name: '삭제되는 정보' })).toBeInTheDocument();
    expect(within(section).getByRole('region', { name: '보관되는 정보와 그 이유' })).toHaveTextContent(
      '탈퇴한 회원의 출품작',
    );
    await view.user.type(within(section).getByLabelText('본인 확인용 비밀번호'), creator.password);
    await view.user.click(within(section).getByRole('button', { name: '회원 탈퇴' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('지금 탈퇴할까요?');
    await view.user.click(within(dialog).getByRole('button', { name: '탈퇴' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/'));
    expect(toasts()).toEqual(['회원 탈퇴가 완료되었습니다. 가입하신 주소로 확인 메일을 보내 드렸습니다.']);
  });
});
