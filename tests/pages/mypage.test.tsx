import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { useAuthStore } from '../../src/stores/auth-store';
import { fail } from '../msw/envelope';
import { creator, namesake, sessionOf, temporary, type FixtureUser } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const NEW_PASSWORD = 'Brand#New2026';

async function openMypage(account: FixtureUser = creator) {
  const view = renderRoute('/mypage', { session: sessionOf(account) });
  await view.findHeading('My info');
  await screen.findByRole('heading', { level: 2, name: 'Account' });
  return view;
}

const current = () => screen.getByLabelText('Current password');
const next = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Change password' });

async function changePassword(
  view: Awaited<ReturnType<typeof openMypage>>,
  values: { current: string; next: string; confirm?: string },
) {
  await view.user.type(current(), values.current);
  await view.user.type(next(), values.next);
  await view.user.type(confirm(), values.confirm ?? values.next);
  await view.user.click(submit());
}

function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('my page', () => {
  it('shows the account: email, name and the phone with hyphens', async () => {
    const requests = spyOnRequests('get', '/api/users/:id');
    await openMypage();
    const account = within(screen.getByRole('region', { name: 'Account' }));
    expect(account.getByText('Email').nextElementSibling).toHaveTextContent('creator@example.com');
    expect(account.getByText('Name').nextElementSibling).toHaveTextContent('김하늘');
    expect(account.getByText('Mobile phone').nextElementSibling).toHaveTextContent('010-1234-5678');
    expect(requests[0]?.url.pathname).toBe(`/api/users/${creator.user.uuid}`);
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${creator.jwt}`);
    expect(screen.queryByRole('region', { name: 'Set a new password now' })).not.toBeInTheDocument();
    expect(next()).toHaveAccessibleDescription(
      '8 to 20 characters, mixing letters, digits and special characters (such as ! @ # $).',
    );
  });

  it('says when no phone is on record', async () => {
    await openMypage(namesake);
    expect(screen.getByText('Mobile phone').nextElementSibling).toHaveTextContent('Not registered');
  });

  it('shows a loader, then a failure with a retry that loads again', async () => {
    server.use(
      http.get(
        '*/api/users/:id',
        async () => {
          await delay(50);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const view = renderRoute('/mypage', { session: sessionOf(creator) });
    await view.findHeading('My info');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your information.');
    expect(alert).toHaveTextContent('Could not reach the server. Please check your connection.');
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeInTheDocument();
  });

  it('asks for every field, sending nothing', async () => {
    const logins = spyOnRequests('post', '/p/api/users/login');
    const view = await openMypage();
    await view.user.click(submit());
    expectFieldError(current(), 'Enter your current password.');
    expectFieldError(next(), 'Enter a password.');
    expectFieldError(confirm(), 'Enter the password again to confirm it.');
    expect(current()).toHaveFocus();
    expect(logins).toHaveLength(0);
  });

  it('the new password must follow the rule', async () => {
    const logins = spyOnRequests('post', '/p/api/users/login');
    const view = await openMypage();
    await changePassword(view, { current: creator.password, next: 'password1' });
    expectFieldError(
      next(),
      'The password must be 8 to 20 characters and mix letters, digits and special characters.',
    );
    expect(next()).toHaveFocus();
    expect(next()).toHaveValue('password1');
    expect(logins).toHaveLength(0);
  });

  it('the new password must differ from the current one', async () => {
    const logins = spyOnRequests('post', '/p/api/users/login');
    const view = await openMypage();
    await changePassword(view, { current: creator.password, next: creator.password });
    expectFieldError(next(), 'The new password must differ from the current one.');
    expect(logins).toHaveLength(0);
  });

  it('the confirmation must match', async () => {
    const view = await openMypage();
    await changePassword(view, { current: creator.password, next: NEW_PASSWORD, confirm: 'Brand#New2027' });
    expectFieldError(confirm(), 'The passwords do not match.');
    expect(confirm()).toHaveFocus();
  });

  it('a wrong current password (E001 from the login check) is shown at that field; nothing changes', async () => {
    const logins = spyOnRequests('post', '/p/api/users/login');
    const updates = spyOnRequests('put', '/api/users/:id');
    const view = await openMypage();
    await changePassword(view, { current: 'Wrong#Guess1', next: NEW_PASSWORD });
    await waitFor(() => expectFieldError(current(), 'The current password is incorrect.'));
    expect(current()).toHaveFocus();
    expect(JSON.parse(logins[0]?.body ?? '{}')).toEqual({
      userId: creator.user.userId,
      password: 'Wrong#Guess1',
    });
    expect(updates).toHaveLength(0);
    expect(useAuthStore.getState().token).toBe(creator.jwt);
    expect(current()).toHaveValue('Wrong#Guess1');
    expect(next()).toHaveValue(NEW_PASSWORD);
  });

  it('success: stores the fresh token, clears the form and says so', async () => {
    const updates = spyOnRequests('put', '/api/users/:id');
    const view = await openMypage();
    await changePassword(view, { current: creator.password, next: NEW_PASSWORD });
    // A toast in the polite live region, not a lasting line in the form.
    expect(
      (await screen.findByText('Your password has been changed.')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(updates).toHaveLength(1);
    expect(updates[0]?.url.pathname).toBe(`/api/users/${creator.user.uuid}`);
    expect(JSON.parse(updates[0]?.body ?? '{}')).toEqual({ password: NEW_PASSWORD });
    const token = useAuthStore.getState().token;
    expect(token).not.toBe(creator.jwt);
    expect(token).toMatch(/^jwt-for-.+-changed-/);
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ state: { token } });
    expect(useAuthStore.getState()).toMatchObject({ uid: creator.user.userId, uuid: creator.user.uuid });
    expect(current()).toHaveValue('');
    expect(next()).toHaveValue('');
    expect(confirm()).toHaveValue('');

    // The old password no longer passes the check; the new one does.
    await changePassword(view, { current: creator.password, next: 'Another#Pass3' });
    await waitFor(() => expectFieldError(current(), 'The current password is incorrect.'));
  });

  it('disables the button while sending', async () => {
    server.use(
      http.put('*/api/users/:id', async () => {
        await delay(80);
        return fail(500, 'INTERNAL_ERROR', 'Boom');
      }),
    );
    const view = await openMypage();
    await changePassword(view, { current: creator.password, next: NEW_PASSWORD });
    await waitFor(() => expect(submit()).toBeDisabled());
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it.each([
    ['PASSWORD_RULE', 'Use 8 to 20 characters mixing letters, digits and special characters.'],
    ['PASSWORD_UNCHANGED', 'The new password must differ from the current one.'],
  ] as const)('%s from the server is shown at the new password', async (code, message) => {
    server.use(http.put('*/api/users/:id', () => fail(400, code, 'x')));
    const view = await openMypage();
    await changePassword(view, { current: creator.password, next: NEW_PASSWORD });
    await waitFor(() => expectFieldError(next(), message));
    expect(next()).toHaveFocus();
    expect(useAuthStore.getState().uuid).toBe(creator.user.uuid);
  });

  it('any other failure asks to retry or contact the administrator, keeping what was typed', async () => {
    server.use(http.put('*/api/users/:id', () => fail(500, 'INTERNAL_ERROR', 'x')));
    const view = await openMypage();
    await changePassword(view, { current: creator.password, next: NEW_PASSWORD });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not change your password. Please try again, or contact the administrator at help@creator-portal.example or 02-1234-5678.',
    );
    expect(current()).toHaveValue(creator.password);
    expect(next()).toHaveValue(NEW_PASSWORD);
    expect(confirm()).toHaveValue(NEW_PASSWORD);
  });

  it('a temporary password: a prominent notice, gone once a new password is set', async () => {
    const view = await openMypage(temporary);
    const notice = screen.getByRole('region', { name: 'Set a new password now' });
    expect(notice).toHaveTextContent(
      'You logged in with a temporary password. Please set a new password below before you continue.',
    );
    await changePassword(view, { current: temporary.password, next: NEW_PASSWORD });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Set a new password now' })).not.toBeInTheDocument();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/mypage', { session: sessionOf(temporary) });
    await view.findHeading('내 정보');
    expect(
      await screen.findByRole('region', { name: '지금 새 비밀번호를 설정해 주세요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '계정 정보' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('현재 비밀번호'), 'Wrong#Guess1');
    await view.user.type(screen.getByLabelText('새 비밀번호'), NEW_PASSWORD);
    await view.user.type(screen.getByLabelText('새 비밀번호 확인'), NEW_PASSWORD);
    await view.user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() =>
      expect(screen.getByLabelText('현재 비밀번호')).toHaveAccessibleDescription(
        '현재 비밀번호가 올바르지 않습니다.',
      ),
    );
    await view.user.clear(screen.getByLabelText('현재 비밀번호'));
    await view.user.type(screen.getByLabelText('현재 비밀번호'), temporary.password);
    await view.user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호가 변경되었습니다.')).toBeInTheDocument();
  });
});
