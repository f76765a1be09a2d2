import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { logout, setSession, useAuthStore } from '../../src/stores/auth-store';
import { blocked, creator, sessionOf, temporary, throttled, unverified } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { renderRoute } from '../render-route';

async function openLogin(path = '/login') {
  const view = renderRoute(path);
  await view.findHeading('Log in');
  return view;
}

/** The §8 message in the portal's alert dialog, the only one open. */
async function expectAlert(message: string) {
  const dialog = await screen.findByRole('alertdialog', { name: message }, { timeout: 8_000 });
  expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  return dialog;
}

async function submit(view: Awaited<ReturnType<typeof openLogin>>, email: string, password: string) {
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  // Enter in the password field submits (spec §2).
  await view.user.keyboard('{Enter}');
}

describe('the login screen', () => {
  it('shows its fields, checkbox, links and the support phone', async () => {
    await openLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Save email' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup/agreement');
    expect(screen.getByRole('link', { name: 'Find password' })).toHaveAttribute('href', '/find-password');
    expect(screen.getByText('Customer support: 02-1234-5678')).toBeInTheDocument();
    // The auth layout has no main navigation but does have the language switcher.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/login');
    expect(await view.findHeading('로그인')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '이메일 저장' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원가입' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '비밀번호 찾기' })).toBeInTheDocument();
    expect(screen.getByText('고객센터: 02-1234-5678')).toBeInTheDocument();
  });

  it('stores the session on success', async () => {
    const view = await openLogin();
    await submit(view, creator.user.userId, creator.password);
    await view.findHeading('Home');
    expect(useAuthStore.getState()).toMatchObject(sessionOf(creator));
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ state: { token: creator.jwt } });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a temporary password goes to my page, whatever the redirect target, to set a new password', async () => {
    const view = renderRoute('/login?redirect=%2Fjobs');
    await view.findHeading('Log in');
    await submit(view, temporary.user.userId, temporary.password);
    expect(await view.findHeading('My info')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/mypage');
    expect(useAuthStore.getState().token).toBe(temporary.jwt);
    expect(await screen.findByRole('region', { name: 'Set a new password now' })).toBeInTheDocument();
  });

  it('E001: alerts the wrong-password message and keeps the typed email', async () => {
    const view = await openLogin();
    await submit(view, creator.user.userId, 'not-the-password');
    const dialog = await expectAlert('Incorrect password. Please re-enter.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    // Enter closes it and the password field, where Enter was pressed, has focus again.
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue(creator.user.userId);
    expect(view.currentUrl()).toBe('/login');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('E001 in Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/login');
    await view.findHeading('로그인');
    await view.user.type(screen.getByLabelText('이메일'), creator.user.userId);
    await view.user.type(screen.getByLabelText('비밀번호'), 'wrong{Enter}');
    await expectAlert('비밀번호가 일치하지 않습니다. 다시 입력해 주세요.');
  });

  it('E002: alerts that the account cannot log in', async () => {
    const view = await openLogin();
    await submit(view, blocked.user.userId, blocked.password);
    await expectAlert('We cannot complete the login process. Please contact the administrator.');
    expect(view.currentUrl()).toBe('/login');
  });

  it('E003: goes to the email verification screen with the email', async () => {
    const view = await openLogin();
    await submit(view, unverified.user.userId, unverified.password);
    expect(await view.findHeading('Email verification')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/email-auth?email=unverified%40example.com');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('an unknown account: alerts the default message and clears the session', async () => {
    const view = await openLogin();
    // A stale session from another tab, set after the login page has opened.
    setSession(sessionOf(blocked));
    await submit(view, 'nobody@example.com', 'whatever');
    await expectAlert('Please check your ID and password.');
    expect(useAuthStore.getState()).toMatchObject({ uid: null, uuid: null, name: null, token: null });
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
  });

  it('too many attempts (429): the default message', async () => {
    const view = await openLogin();
    await submit(view, throttled.user.userId, throttled.password);
    await expectAlert('Please check your ID and password.');
  });

  it('a busy server (503 with Retry-After): "try again in N s", keeping what was typed', async () => {
    server.use(
      http.post('*/p/api/users/login', () =>
        HttpResponse.json(
          {
            status: 503,
            data: null,
            errorCode: 'SERVICE_UNAVAILABLE',
            message: 'The service is temporarily unavailable.',
            retryAfter: 7,
          },
          { status: 503, headers: { 'Retry-After': '7' } },
        ),
      ),
    );
    const view = await openLogin();
    await submit(view, creator.user.userId, creator.password);
    await expectAlert('The service is temporarily unavailable. Please try again in 7 s.');
    expect(screen.getByLabelText('Email')).toHaveValue(creator.user.userId);
    expect(screen.getByLabelText('Password')).toHaveValue(creator.password);
    expect(view.currentUrl()).toBe('/login');
  });

  it('a 503 from a proxy without our envelope: the Retry-After header is enough, in Korean too', async () => {
    server.use(
      http.post(
        '*/p/api/users/login',
        () => new HttpResponse('<html>busy</html>', { status: 503, headers: { 'Retry-After': '12' } }),
      ),
    );
    await changeLanguage('ko');
    const view = renderRoute('/login');
    await view.findHeading('로그인');
    await view.user.type(screen.getByLabelText('이메일'), creator.user.userId);
    await view.user.type(screen.getByLabelText('비밀번호'), `${creator.password}{Enter}`);
    await expectAlert('일시적으로 서비스를 이용할 수 없습니다. 12초 후에 다시 시도해 주세요.');
  });

  it('too many attempts with Retry-After: "try again in N s"', async () => {
    server.use(
      http.post('*/p/api/users/login', () =>
        HttpResponse.json(
          { status: 429, data: null, errorCode: 'RATE_LIMITED', message: 'Too many.', retryAfter: 42 },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const view = await openLogin();
    await submit(view, throttled.user.userId, throttled.password);
    await expectAlert('Too many attempts. Please try again in 42 s.');
  });

  it('no answer from the network: the default message, in Korean too', async () => {
    server.use(http.post('*/p/api/users/login', () => HttpResponse.error()));
    await changeLanguage('ko');
    const view = renderRoute('/login');
    await view.findHeading('로그인');
    await view.user.type(screen.getByLabelText('이메일'), creator.user.userId);
    await view.user.type(screen.getByLabelText('비밀번호'), `${creator.password}{Enter}`);
    await expectAlert('아이디와 비밀번호를 확인해 주세요.');
    expect(view.currentUrl()).toBe('/login');
  });

  it('sends the JSON body of the contract and disables the button while sending', async () => {
    let body: unknown;
    server.use(
      http.post('*/p/api/users/login', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json(
          { status: 401, data: null, errorCode: 'E001', message: 'Incorrect password.' },
          { status: 401 },
        );
      }),
    );
    const view = await openLogin();
    await submit(view, 'a@example.com', 'secret');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    expect(body).toEqual({ userId: 'a@example.com', password: 'secret' });
    await expectAlert('Incorrect password. Please re-enter.');
  });

  it('saves the email when asked and fills it in next time; unchecking forgets it', async () => {
    const first = await openLogin();
    await first.user.click(screen.getByRole('checkbox', { name: 'Save email' }));
    await submit(first, creator.user.userId, creator.password);
    await first.findHeading('Home');
    expect(localStorage.getItem('savedEmail')).toBe(creator.user.userId);

    logout();
    first.unmount();
    const second = await openLogin();
    expect(screen.getByLabelText('Email')).toHaveValue(creator.user.userId);
    const checkbox = screen.getByRole('checkbox', { name: 'Save email' });
    expect(checkbox).toBeChecked();

    await second.user.click(checkbox);
    expect(localStorage.getItem('savedEmail')).toBeNull();
  });

  it('does not save the email when the box is not checked', async () => {
    const view = await openLogin();
    await submit(view, creator.user.userId, creator.password);
    await view.findHeading('Home');
    expect(localStorage.getItem('savedEmail')).toBeNull();
  });
});
