// The console's login and setup pages, and its session apart from the creator's.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import {
  OPERATOR_SESSION_STORAGE_KEY,
  setOperatorSession,
  useOperatorSession,
} from '../../src/operator/operator-session';
import { AUTH_STORAGE_KEY, setSession, useAuthStore } from '../../src/stores/auth-store';
import {
  adminOperator,
  OPERATOR_CODE,
  OPERATOR_PASSWORD,
  OPERATOR_RECOVERY_CODE,
  operatorSessionOf,
  operatorTokenOf,
  recoveryCodes,
} from '../msw/fixtures/operator';
import { creator, sessionOf } from '../msw/fixtures/users';
import { THROTTLED_OPERATOR_EMAIL } from '../msw/handlers/operator';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

async function openLogin(path = '/operator/login') {
  const view = renderRoute(path);
  await view.findHeading('Operator login');
  return view;
}

async function fillLogin(
  view: Awaited<ReturnType<typeof openLogin>>,
  email: string,
  password: string,
  code: string,
) {
  await view.user.type(screen.getByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.type(screen.getByLabelText('Authenticator code'), code);
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the operator login', () => {
  it('stores the session under operator-session, never in the creator session, and opens the dashboard', async () => {
    const view = await openLogin();
    // No creator header or footer: the console has its own frame.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await fillLogin(view, adminOperator.email, OPERATOR_PASSWORD, OPERATOR_CODE);
    expect(await view.findHeading('Dashboard')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/operator');
    const stored = JSON.parse(localStorage.getItem(OPERATOR_SESSION_STORAGE_KEY) ?? '{}') as {
      state?: { token?: string; operator?: { email?: string } };
    };
    expect(stored.state?.token).toBe(operatorTokenOf(adminOperator));
    expect(stored.state?.operator?.email).toBe(adminOperator.email);
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY) ?? '').not.toContain(operatorTokenOf(adminOperator));
    // The top bar names who is signed in and the role.
    expect(screen.getByText(adminOperator.name)).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
  });

  it('shows the failure by its code and keeps what was typed', async () => {
    const view = await openLogin();
    await fillLogin(view, adminOperator.email, OPERATOR_PASSWORD, '654321');
    const alert = await screen.findByText(/The email, password or code is not right/);
    expect(alert).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(adminOperator.email);
    expect(screen.getByLabelText('Password')).toHaveValue(OPERATOR_PASSWORD);
    expect(screen.getByLabelText('Authenticator code')).toHaveValue('654321');
    expect(useOperatorSession.getState().token).toBeNull();
  });

  it('says when to try again after too many attempts', async () => {
    const view = await openLogin();
    await fillLogin(view, THROTTLED_OPERATOR_EMAIL, OPERATOR_PASSWORD, OPERATOR_CODE);
    expect(await screen.findByText('Too many attempts. Please try again in 30 s.')).toBeInTheDocument();
  });

  it('takes a recovery code through the toggled field, and returns to the page asked for', async () => {
    const view = await openLogin('/operator/login?next=%2Foperator%2Fentries');
    const seen = spyOnRequests('post', '/operator/api/auth/login');
    await view.user.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    await view.user.type(screen.getByLabelText('Email'), adminOperator.email);
    await view.user.type(screen.getByLabelText('Password'), OPERATOR_PASSWORD);
    await view.user.type(screen.getByLabelText('Recovery code'), OPERATOR_RECOVERY_CODE);
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await view.findHeading('Entries')).toBeInTheDocument();
    expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({ code: OPERATOR_RECOVERY_CODE });
    expect(await screen.findByText('Logged in with a recovery code. 9 codes are left.')).toBeInTheDocument();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/operator/login');
    expect(await view.findHeading('운영자 로그인')).toBeInTheDocument();
    expect(screen.getByLabelText('인증 앱 코드')).toBeInTheDocument();
  });

  it('sends an anonymous visitor of a console page to the login, remembering the page', async () => {
    const view = renderRoute('/operator/entries?state=reviewing');
    await view.findHeading('Operator login');
    expect(view.currentUrl()).toBe('/operator/login?next=%2Foperator%2Fentries%3Fstate%3Dreviewing');
  });

  it('a 403 ends the operator session only, and the login says so', async () => {
    setSession(sessionOf(creator));
    setOperatorSession({ ...operatorSessionOf(adminOperator), token: 'a-token-the-server-forgot' });
    const view = renderRoute('/operator');
    expect(
      await screen.findByText('Your console session has ended. Please log in again.', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/operator/login?next=%2Foperator&ended=1');
    expect(useOperatorSession.getState().token).toBeNull();
    expect(useAuthStore.getState().token).toBe(creator.jwt);
  });

  it('logout forgets the operator session and tells the server', async () => {
    setOperatorSession(operatorSessionOf(adminOperator));
    const seen = spyOnRequests('post', '/operator/api/logout');
    const view = renderRoute('/operator');
    await view.findHeading('Dashboard');
    await view.user.click(screen.getByRole('button', { name: 'Log out' }));
    await view.findHeading('Operator login');
    expect(useOperatorSession.getState().token).toBeNull();
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${operatorTokenOf(adminOperator)}`);
  });
});

describe('the setup link', () => {
  it('shows who it is for and the QR code, then the ten recovery codes once', async () => {
    const view = renderRoute('/operator/setup/fresh-code');
    await view.findHeading('Set up your operator account');
    expect(await screen.findByText('New Person')).toBeInTheDocument();
    expect(screen.getByText('new@example.test')).toBeInTheDocument();
    expect(screen.getByText('Support')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: 'QR code for the authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    // Client checks first: the password's length and the two copies.
    await view.user.type(screen.getByLabelText('New password'), 'short');
    await view.user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(screen.getAllByText('12 to 128 characters.').length).toBeGreaterThan(1);

    await view.user.clear(screen.getByLabelText('New password'));
    await view.user.type(screen.getByLabelText('New password'), OPERATOR_PASSWORD);
    await view.user.type(screen.getByLabelText('New password again'), OPERATOR_PASSWORD);
    await view.user.type(screen.getByLabelText('Code from the app'), '000000');
    await view.user.click(screen.getByRole('button', { name: 'Finish setup' }));
    expect(await screen.findByText(/The code does not match/)).toBeInTheDocument();

    await view.user.clear(screen.getByLabelText('Code from the app'));
    await view.user.type(screen.getByLabelText('Code from the app'), OPERATOR_CODE);
    await view.user.click(screen.getByRole('button', { name: 'Finish setup' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    const download = screen.getByRole('link', { name: 'Download as .txt' });
    expect(download).toHaveAttribute('download', 'operator-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(recoveryCodes.join('\n'));
    await view.user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await view.findHeading('Operator login');
  });

  it('an expired link says so', async () => {
    const view = renderRoute('/operator/setup/old-code');
    await view.findHeading('Set up your operator account');
    expect(await screen.findByText(/This setup link has expired/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
