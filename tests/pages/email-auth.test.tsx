import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { fail } from '../msw/envelope';
import { emailAuthCodes } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

async function openWithCode(code: string, options: { strict?: boolean } = {}) {
  const view = renderRoute(`/email-auth/${code}`, options);
  await view.findHeading('Email verification');
  return view;
}

/** The page's own links (the header has a 'Log in' link too). */
const inMain = () => within(screen.getByRole('main'));

const outcome = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 8_000 });

describe('email verification with a code', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('success: one request even in strict mode, then a link to log in', async () => {
    const requests = spyOnRequests('get', '/p/api/users/email-auth/:code');
    const view = await openWithCode(emailAuthCodes.valid, { strict: true });
    expect(await outcome('Your email address is verified')).toBeInTheDocument();
    expect(screen.getByText('Your sign-up is complete. You can now log in.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe(`/p/api/users/email-auth/${emailAuthCodes.valid}`);
    await view.user.click(inMain().getByRole('link', { name: 'Log in' }));
    expect(await view.findHeading('Log in')).toBeInTheDocument();
  });

  it('shows a loading line while verifying', async () => {
    let answer: () => void = () => {};
    server.use(
      http.get('*/p/api/users/email-auth/:code', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return undefined;
      }),
    );
    await openWithCode(emailAuthCodes.valid);
    // Announced as a status, in words rather than a bare spinner.
    expect(inMain().getByRole('status')).toHaveTextContent('Verifying your email address…');
    answer();
    expect(await outcome('Your email address is verified')).toBeInTheDocument();
    expect(screen.queryByText('Verifying your email address…')).not.toBeInTheDocument();
  });

  it('a used link: already verified, with a link to log in', async () => {
    const first = await openWithCode(emailAuthCodes.valid);
    await outcome('Your email address is verified');
    first.unmount();
    await openWithCode(emailAuthCodes.valid);
    expect(await outcome('Your email address is already verified')).toBeInTheDocument();
    expect(screen.getByText('There is nothing more to do: you can log in.')).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('already verified (409)', async () => {
    await openWithCode(emailAuthCodes.alreadyVerified);
    expect(await outcome('Your email address is already verified')).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('invalid (404)', async () => {
    await openWithCode('no-such-code');
    expect(await outcome('This verification link is not valid')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Open the link from the most recent verification email. If you need a new link, log in and we will offer to send one.',
      ),
    ).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('expired (410): offers to send a new link to the address typed', async () => {
    const resends = spyOnRequests('get', '/p/api/users/recertify-email');
    const view = await openWithCode(emailAuthCodes.expired);
    expect(await outcome('This verification link has expired')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Verification links are valid for 24 hours. Enter your email address and we will send you a new link.',
      ),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Send again' }));
    const field = screen.getByLabelText('Email');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Enter your email address.');
    expect(field).toHaveFocus();
    await view.user.type(field, 'late@example.com{Enter}');
    expect(
      await screen.findByText('We sent a new verification link to late@example.com.'),
    ).toBeInTheDocument();
    expect(resends.map((request) => request.url.searchParams.get('userId'))).toEqual(['late@example.com']);
  });

  it('any other failure says why and retries on request', async () => {
    server.use(
      http.get('*/p/api/users/email-auth/:code', () => fail(429, 'RATE_LIMITED', 'Too many.'), {
        once: true,
      }),
    );
    const view = await openWithCode(emailAuthCodes.valid);
    expect(await outcome('We could not verify your email address')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please try again in a moment.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await outcome('Your email address is verified')).toBeInTheDocument();
  });

  it('the throttled fixture code reaches the failure through the default handlers', async () => {
    await openWithCode(emailAuthCodes.throttled);
    expect(await outcome('We could not verify your email address')).toBeInTheDocument();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute(`/email-auth/${emailAuthCodes.expired}`);
    await view.findHeading('이메일 인증');
    expect(await outcome('인증 링크가 만료되었습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 보내기' })).toBeInTheDocument();
    view.unmount();

    const second = renderRoute(`/email-auth/${emailAuthCodes.valid}`);
    await second.findHeading('이메일 인증');
    expect(await outcome('이메일 인증이 완료되었습니다')).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: '로그인' })).toBeInTheDocument();
    second.unmount();

    renderRoute(`/email-auth/${emailAuthCodes.alreadyVerified}`);
    expect(await outcome('이미 인증이 완료된 이메일입니다')).toBeInTheDocument();
    renderRoute('/email-auth/nothing-here');
    expect(await outcome('유효하지 않은 인증 링크입니다')).toBeInTheDocument();
  });
});

describe('email verification without a code', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks to check the mailbox of ?email= and sends again, with a short cooldown', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const resends = spyOnRequests('get', '/p/api/users/recertify-email');
    const view = renderRoute('/email-auth?email=unverified%40example.com');
    await view.findHeading('Email verification');
    expect(screen.getByRole('heading', { level: 2, name: 'Check your mailbox' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent a verification link to unverified@example.com. Open the link in that email to finish signing up.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Didn't get the email?" })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('unverified@example.com');

    const send = screen.getByRole('button', { name: 'Send again' });
    await view.user.click(send);
    expect(
      await screen.findByText('We sent a new verification link to unverified@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You can send again in 0:30.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(resends).toHaveLength(1);
    expect(resends[0]?.url.searchParams.get('userId')).toBe('unverified@example.com');

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('You can send again in 0:20.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText(/You can send again/)).not.toBeInTheDocument();
    expect(send).toBeEnabled();
    await view.user.click(send);
    await waitFor(() => expect(resends).toHaveLength(2));
  });

  it('/signup/{type} shows the same screen, without an address', async () => {
    const view = renderRoute('/signup/complete');
    await view.findHeading('Email verification');
    expect(
      screen.getByText(
        'We sent a verification link to your email address. Open the link in that email to finish signing up.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await view.user.type(screen.getByLabelText('Email'), 'not-an-address');
    await view.user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
  });

  it('a refused send says why at the field and keeps the address', async () => {
    const view = renderRoute('/email-auth?email=throttled%40example.com');
    await view.findHeading('Email verification');
    await view.user.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Too many attempts. Please try again in a moment.',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('throttled@example.com');
    expect(screen.queryByText(/We sent a new verification link/)).not.toBeInTheDocument();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/email-auth?email=a%40example.com');
    await view.findHeading('이메일 인증');
    expect(screen.getByRole('heading', { level: 2, name: '메일함을 확인해 주세요' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'a@example.com(으)로 인증 링크를 보냈습니다. 메일의 링크를 열면 회원가입이 완료됩니다.',
      ),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: '다시 보내기' }));
    expect(await screen.findByText('a@example.com(으)로 새 인증 링크를 보냈습니다.')).toBeInTheDocument();
  });
});
