// My info: the name and the login email change (issue 19 item 2), against the msw handlers of
// tests/msw/handlers/profile.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { useAuthStore } from '../../src/stores/auth-store';
import { fail, ok } from '../msw/envelope';
import { creator, sessionOf } from '../msw/fixtures/users';
import { profileFixtures } from '../msw/handlers/profile';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

// Each case types into several fields: on a busy machine that takes longer than the default 5 s.
const TYPING = { timeout: 20_000 };

async function openMypage() {
  const view = renderRoute('/mypage', { session: sessionOf(creator) });
  await view.findHeading('My info');
  await screen.findByRole('heading', { level: 2, name: 'Account' }, { timeout: 8_000 });
  return view;
}

const account = () => within(screen.getByRole('region', { name: 'Account' }));
const valueOf = (label: string) => account().getByText(label).nextElementSibling;
/** The header's account menu button, named by the signed-in user's name. */
const headerName = (name: string) => screen.getByRole('button', { name });

function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('my info: the name', TYPING, () => {
  it('opens an inline form with the name selected; Escape closes it and focus goes back', async () => {
    const view = await openMypage();
    const change = account().getByRole('button', { name: 'Change name' });
    expect(change).toHaveTextContent('Change');
    expect(change).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(change);
    const form = screen.getByRole('form', { name: 'Change your name' });
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(change).toHaveAttribute('aria-controls', form.id);
    const input = within(form).getByLabelText('New name');
    expect(input).toHaveFocus();
    expect(input).toHaveValue(creator.user.userName);
    expect(input).toHaveAccessibleDescription('Up to 30 characters.');
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Change your name' })).not.toBeInTheDocument();
    expect(change).toHaveFocus();
  });

  it('saves the new name: the row and the header show it at once, the session keeps it', async () => {
    const updates = spyOnRequests('put', '/api/users/:id/user-name');
    const view = await openMypage();
    expect(headerName(creator.user.userName)).toBeInTheDocument();
    await view.user.click(account().getByRole('button', { name: 'Change name' }));
    const input = screen.getByLabelText('New name');
    await view.user.clear(input);
    await view.user.type(input, '  이하늘  ');
    await view.user.keyboard('{Enter}');

    expect(await screen.findByText('Your name has been changed.')).toBeInTheDocument();
    expect(updates[0]?.url.pathname).toBe(`/api/users/${creator.user.uuid}/user-name`);
    expect(JSON.parse(updates[0]?.body ?? '{}')).toEqual({ userName: '이하늘' });
    expect(valueOf('Name')).toHaveTextContent('이하늘');
    expect(headerName('이하늘')).toBeInTheDocument();
    expect(useAuthStore.getState().name).toBe('이하늘');
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toMatchObject({ state: { name: '이하늘' } });
    expect(screen.queryByRole('form', { name: 'Change your name' })).not.toBeInTheDocument();
    expect(account().getByRole('button', { name: 'Change name' })).toHaveFocus();
  });

  it.each([
    ['', 'Enter your name.'],
    ['   ', 'Enter your name.'],
    ['\u200B', 'A name of only invisible characters cannot be used.'],
    ['Kim\u202Eevil', "A name cannot hold characters that change the text's direction."],
    [creator.user.userName, 'This is already your name.'],
  ])('refuses %j before sending, keeping what was typed', async (name, message) => {
    const updates = spyOnRequests('put', '/api/users/:id/user-name');
    const view = await openMypage();
    await view.user.click(account().getByRole('button', { name: 'Change name' }));
    const input = screen.getByLabelText('New name');
    await view.user.clear(input);
    if (name) await view.user.type(input, name);
    await view.user.click(screen.getByRole('button', { name: 'Save name' }));
    expectFieldError(input, message);
    expect(input).toHaveFocus();
    expect(input).toHaveValue(name);
    expect(updates).toHaveLength(0);
  });

  it('the input stops at 30 characters', async () => {
    const view = await openMypage();
    await view.user.click(account().getByRole('button', { name: 'Change name' }));
    expect(screen.getByLabelText('New name')).toHaveAttribute('maxLength', '30');
  });

  it("the server's USER_NAME_INVALID is shown at the field; nothing changes", async () => {
    const view = await openMypage();
    await view.user.click(account().getByRole('button', { name: 'Change name' }));
    const input = screen.getByLabelText('New name');
    await view.user.clear(input);
    await view.user.type(input, profileFixtures.refusedName);
    await view.user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expectFieldError(
        input,
        'Enter a name of 1 to 30 characters. A name of only invisible or direction-changing',
      ),
    );
    expect(input).toHaveValue(profileFixtures.refusedName);
    expect(valueOf('Name')).toHaveTextContent(creator.user.userName);
    expect(useAuthStore.getState().name).toBe(creator.user.userName);
  });

  it('a rate limit says how long to wait; another failure asks to retry or contact the administrator', async () => {
    server.use(
      http.put(
        '*/api/users/:id/user-name',
        () => {
          const response = fail(429, 'RATE_LIMITED', 'x');
          response.headers.set('Retry-After', '42');
          return response;
        },
        { once: true },
      ),
      http.put('*/api/users/:id/user-name', () => fail(500, 'INTERNAL_ERROR', 'x'), { once: true }),
    );
    const view = await openMypage();
    await view.user.click(account().getByRole('button', { name: 'Change name' }));
    await view.user.type(screen.getByLabelText('New name'), ' Jr');
    await view.user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 42 s.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not change your name. Please try again, or contact the administrator at help@creator-portal.example or 02-1234-5678.',
      ),
    );
    expect(screen.getByLabelText('New name')).toHaveValue(`${creator.user.userName} Jr`);
  });

  it('disables Save while sending', async () => {
    server.use(
      http.put('*/api/users/:id/user-name', async () => {
        await delay(80);
        return fail(500, 'INTERNAL_ERROR', 'x');
      }),
    );
    const view = await openMypage();
    await view.user.click(account().getByRole('button', { name: 'Change name' }));
    await view.user.type(screen.getByLabelText('New name'), 'x');
    await view.user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save name' })).toBeEnabled());
  });
});

describe('my info: the login email', TYPING, () => {
  const openEmailForm = async () => {
    const view = await openMypage();
    await view.user.click(account().getByRole('button', { name: 'Change email' }));
    const form = screen.getByRole('form', { name: 'Change your login email' });
    return {
      view,
      form,
      email: within(form).getByLabelText('New email'),
      password: within(form).getByLabelText('Current password'),
    };
  };
  const send = () => screen.getByRole('button', { name: 'Send link' });

  it('explains the change, asks for the new address and the current password', async () => {
    const { form, email, password } = await openEmailForm();
    expect(form).toHaveAccessibleDescription(expect.stringContaining('We send a link to the new address.'));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('checks before sending: required, the format, not the current address, the password', async () => {
    const requests = spyOnRequests('post', '/api/users/:id/email-change');
    const { view, email, password } = await openEmailForm();
    await view.user.click(send());
    expectFieldError(email, 'Enter your email address.');
    expectFieldError(password, 'Enter your current password.');
    expect(email).toHaveFocus();
    await view.user.type(email, 'name@nodot');
    await view.user.click(send());
    expectFieldError(email, 'Enter an email address like name@example.com.');
    await view.user.clear(email);
    await view.user.type(email, creator.user.userId.toUpperCase());
    await view.user.click(send());
    expectFieldError(email, 'This is already your email address. Enter a different one.');
    expect(requests).toHaveLength(0);
  });

  it('sends the link: says so, and the row shows the change waiting with a way to cancel it', async () => {
    const requests = spyOnRequests('post', '/api/users/:id/email-change');
    const { view, email, password } = await openEmailForm();
    await view.user.type(email, 'Next.Address@Example.com');
    await view.user.type(password, creator.password);
    await view.user.keyboard('{Enter}');

    expect(
      await screen.findByText(
        'We sent a link to next.address@example.com. Open it within 24 hours to finish the change.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({
      newEmail: 'Next.Address@Example.com',
      password: creator.password,
    });
    expect(screen.queryByRole('form', { name: 'Change your login email' })).not.toBeInTheDocument();
    // The login email is still the old one until the link is opened.
    expect(valueOf('Email')).toHaveTextContent(creator.user.userId);
    expect(useAuthStore.getState().uid).toBe(creator.user.userId);
    expect(account().getByText('Waiting for confirmation: next.address@example.com')).toBeInTheDocument();
    expect(
      account().getByText(/Open the link we sent to that address by \w+ \d+, \d{4}/),
    ).toBeInTheDocument();

    const cancels = spyOnRequests('delete', '/api/users/:id/email-change');
    await view.user.click(
      account().getByRole('button', { name: 'Cancel the change to next.address@example.com' }),
    );
    expect(await screen.findByText('The email change has been cancelled.')).toBeInTheDocument();
    expect(cancels[0]?.url.pathname).toBe(`/api/users/${creator.user.uuid}/email-change`);
    expect(account().queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    expect(account().getByRole('button', { name: 'Change email' })).toHaveFocus();
  });

  it('shows a change that was waiting when the page opened', async () => {
    server.use(
      http.get(`*/api/users/${creator.user.uuid}`, () =>
        ok({
          ...creator.user,
          pendingEmail: { email: 'later@example.com', expiresAt: '2030-01-02T03:04:00Z' },
        }),
      ),
    );
    await openMypage();
    expect(account().getByText('Waiting for confirmation: later@example.com')).toBeInTheDocument();
    expect(
      account().getByRole('button', { name: 'Cancel the change to later@example.com' }),
    ).toHaveTextContent('Cancel change');
  });

  it('a cancel that fails says so and keeps the waiting change', async () => {
    server.use(
      http.get(`*/api/users/${creator.user.uuid}`, () =>
        ok({
          ...creator.user,
          pendingEmail: { email: 'later@example.com', expiresAt: '2030-01-02T03:04:00Z' },
        }),
      ),
      http.delete('*/api/users/:id/email-change', () => fail(500, 'INTERNAL_ERROR', 'x')),
    );
    const view = await openMypage();
    await view.user.click(account().getByRole('button', { name: 'Cancel the change to later@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not cancel the change. Please try again.',
    );
    expect(account().getByText('Waiting for confirmation: later@example.com')).toBeInTheDocument();
  });

  it.each([
    [
      'a wrong password',
      'fresh@example.com',
      'Wrong#Guess1',
      'password',
      'The current password is incorrect.',
    ],
    [
      'a taken address',
      profileFixtures.takenEmail,
      creator.password,
      'email',
      'This email address is already in use.',
    ],
  ] as const)(
    '%s is shown at its field, keeping what was typed',
    async (_case, address, typed, field, message) => {
      const { view, email, password } = await openEmailForm();
      await view.user.type(email, address);
      await view.user.type(password, typed);
      await view.user.click(send());
      const target = field === 'email' ? email : password;
      await waitFor(() => expectFieldError(target, message));
      expect(target).toHaveFocus();
      expect(email).toHaveValue(address);
      expect(password).toHaveValue(typed);
    },
  );

  it('a mail that cannot be sent names the address and says nothing changed; a rate limit says how long', async () => {
    const { view, email, password } = await openEmailForm();
    await view.user.type(email, profileFixtures.undeliverableEmail);
    await view.user.type(password, creator.password);
    await view.user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We could not send the link to ${profileFixtures.undeliverableEmail}. Nothing has changed: check the address, or try again shortly.`,
    );
    expect(account().queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
    await view.user.clear(email);
    await view.user.type(email, profileFixtures.throttledEmail);
    await view.user.click(send());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 30 s.'),
    );
    expect(password).toHaveValue(creator.password);
  });
});

describe('my info profile in Korean', TYPING, () => {
  it('changes the name, in Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/mypage', { session: sessionOf(creator) });
    await view.findHeading('내 정보');
    const change = await screen.findByRole('button', { name: '이름 변경' }, { timeout: 8_000 });
    expect(change).toHaveTextContent('변경');
    expect(screen.getByRole('button', { name: '이메일 변경' })).toHaveTextContent('변경');
    await view.user.click(change);
    const input = screen.getByLabelText('새 이름');
    await view.user.clear(input);
    await view.user.click(screen.getByRole('button', { name: '이름 저장' }));
    expectFieldError(input, '이름을 입력해 주세요.');
    await view.user.type(input, '박하늘');
    await view.user.click(screen.getByRole('button', { name: '이름 저장' }));
    expect(await screen.findByText('이름이 변경되었습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '박하늘' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: '이메일 변경' }));
    const emailForm = within(screen.getByRole('form', { name: '로그인 이메일 변경' }));
    const password = emailForm.getByLabelText('현재 비밀번호');
    await view.user.type(emailForm.getByLabelText('새 이메일'), 'ko.new@example.com');
    await view.user.type(password, 'Wrong#Guess1');
    await view.user.click(emailForm.getByRole('button', { name: '링크 보내기' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('현재 비밀번호가 올바르지 않습니다.'),
      ),
    );
    await view.user.clear(password);
    await view.user.type(password, creator.password);
    await view.user.click(emailForm.getByRole('button', { name: '링크 보내기' }));
    expect(await screen.findByText('확인 대기 중: ko.new@example.com')).toBeInTheDocument();
  });
});
