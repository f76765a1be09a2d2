// The phone change on /mypage (issue 19): the phone row's Change opens an inline form (the new
// number of the deployment's country, a code texted to it with its countdown, the change), usable
// by keyboard, in both languages and on both deployments.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deploymentSettings } from '../../contract/money-rules';
import { changeLanguage } from '../../src/lib/i18n';
import { setDeployment } from '../../src/stores/deployment-store';
import { fail } from '../msw/envelope';
import {
  creator,
  namesake,
  PHONE_CODE,
  sessionOf,
  signupFixtures,
  type FixtureUser,
} from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { phoneText } from '../phone-text';
import { renderRoute } from '../render-route';

type View = ReturnType<typeof renderRoute>;

async function openMypage(account: FixtureUser = creator) {
  const view = renderRoute('/mypage', { session: sessionOf(account) });
  await view.findHeading('My info');
  await screen.findByRole('heading', { level: 2, name: 'Account' });
  return view;
}

const accountRegion = () => within(screen.getByRole('region', { name: 'Account' }));
const phoneValue = () => accountRegion().getByText('Mobile phone').nextElementSibling as HTMLElement;
const changeButton = () => screen.getByRole('button', { name: 'Change mobile phone number' });
const form = () => screen.getByRole('form', { name: 'Change mobile phone number' });
const numberField = () => screen.getByLabelText('New mobile phone number');
const codeField = () => screen.getByLabelText('Verification code');
const sendButton = () => within(form()).getByRole('button', { name: /^(Send|Resend) code$/ });
const submitButton = () => within(form()).getByRole('button', { name: 'Change number' });

function expectFieldError(field: HTMLElement, message: string | RegExp) {
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription(
    typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
  );
}

async function openForm(view: View) {
  await view.user.click(changeButton());
  expect(changeButton()).toHaveAttribute('aria-expanded', 'true');
  await waitFor(() => expect(numberField()).toHaveFocus());
}

async function sendCode(view: View, number: string) {
  await view.user.type(numberField(), number);
  await view.user.click(sendButton());
  await screen.findByLabelText('Verification code');
}

// /mypage loads its sessions, mail preferences and the account at once: more than 5 s on a busy machine.
describe('the phone change on /mypage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the number in its national format with a Change button that opens the form', async () => {
    const view = await openMypage();
    expect(phoneValue()).toHaveTextContent('010-1234-5678');
    expect(changeButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Change mobile phone number' })).not.toBeInTheDocument();
    await openForm(view);
    expect(changeButton()).toHaveAttribute('aria-controls', form().id);
    expect(numberField()).toHaveAttribute('type', 'tel');
    expect(numberField()).toHaveAttribute('placeholder', '010-1234-5678');
    expect(numberField()).toHaveAccessibleDescription(
      phoneText('For example 010-1234-5678. Hyphens are optional.'),
    );
  });

  it('texts a code to the new number, counts down, changes the number and says so', async () => {
    const sends = spyOnRequests('post', '/api/users/hp-number/code');
    const changes = spyOnRequests('put', '/api/users/:id/hp-number');
    const view = await openMypage();
    await openForm(view);
    await sendCode(view, '010-9876-5432');
    expect(JSON.parse(sends[0]!.body)).toEqual({ hpNumber: '01098765432' });
    expect(sends[0]!.headers.get('Authorization')).toBe(`Bearer ${creator.jwt}`);
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 3:00');
    expect(numberField()).toHaveAccessibleDescription(
      expect.stringMatching(phoneText('We sent a 6-digit code to 010-9876-5432. Enter it within 3 minutes.')),
    );

    await view.user.type(codeField(), PHONE_CODE);
    await view.user.click(submitButton());
    await waitFor(() => expect(phoneValue()).toHaveTextContent('010-9876-5432'));
    expect(changes[0]!.url.pathname).toBe(`/api/users/${creator.user.uuid}/hp-number`);
    expect(JSON.parse(changes[0]!.body)).toEqual({ hpNumber: '01098765432', authHpNumber: PHONE_CODE });
    expect(await screen.findByText('Your mobile phone number has been changed.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change mobile phone number' })).not.toBeInTheDocument();
    expect(changeButton()).toHaveFocus();
    expect(changeButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives an account without a number one', async () => {
    const view = await openMypage(namesake);
    expect(phoneValue()).toHaveTextContent('Not registered');
    await openForm(view);
    await sendCode(view, '01055556666');
    await view.user.type(codeField(), PHONE_CODE);
    await view.user.click(submitButton());
    await waitFor(() => expect(phoneValue()).toHaveTextContent('010-5555-6666'));
  });

  it('checks the number before sending: empty, malformed, a US number, the current one', async () => {
    const sends = spyOnRequests('post', '/api/users/hp-number/code');
    const view = await openMypage();
    await openForm(view);
    await view.user.click(sendButton());
    expectFieldError(numberField(), 'Enter your mobile phone number.');
    await view.user.type(numberField(), '02-123-4567');
    await view.user.click(sendButton());
    expectFieldError(numberField(), phoneText('Enter a Korean mobile phone number like 010-1234-5678.'));
    await view.user.clear(numberField());
    await view.user.type(numberField(), '(201) 555-0123');
    await view.user.click(sendButton());
    expectFieldError(
      numberField(),
      phoneText('This is a US number. Enter a Korean mobile phone number like 010-1234-5678.'),
    );
    await view.user.clear(numberField());
    await view.user.type(numberField(), '010 1234 5678');
    await view.user.click(sendButton());
    expectFieldError(numberField(), 'This is already the phone number on your account.');
    expect(numberField()).toHaveFocus();
    expect(sends).toHaveLength(0);
  });

  it('asks for a code sent to this number, then for 6 digits, before changing', async () => {
    const changes = spyOnRequests('put', '/api/users/:id/hp-number');
    const view = await openMypage();
    await openForm(view);
    await view.user.type(numberField(), '010-9876-5432');
    await view.user.click(submitButton());
    expectFieldError(numberField(), 'Send a verification code to this number first.');
    await view.user.click(sendButton());
    await screen.findByLabelText('Verification code');
    await view.user.click(submitButton());
    expectFieldError(codeField(), 'Enter the 6-digit verification code.');
    await waitFor(() => expect(codeField()).toHaveFocus());
    await view.user.type(codeField(), '12a45');
    await view.user.click(submitButton());
    expectFieldError(codeField(), 'The verification code is 6 digits.');
    expect(changes).toHaveLength(0);
  });

  it('shows a wrong code at the code field, keeping what was typed', async () => {
    const view = await openMypage();
    await openForm(view);
    await sendCode(view, '010-9876-5432');
    await view.user.type(codeField(), '654321');
    await view.user.click(submitButton());
    await waitFor(() => expectFieldError(codeField(), 'The verification code is incorrect.'));
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(codeField()).toHaveValue('654321');
    expect(numberField()).toHaveValue('010-9876-5432');
    expect(phoneValue()).toHaveTextContent('010-1234-5678');
  });

  it('says when the code has expired, and Resend starts the countdown again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const sends = spyOnRequests('post', '/api/users/hp-number/code');
    const view = await openMypage();
    await openForm(view);
    await sendCode(view, '010-9876-5432');
    act(() => vi.advanceTimersByTime(180_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expectFieldError(codeField(), 'The verification code has expired. Please send a new code.');
    await view.user.click(sendButton());
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('3:00'));
    expect(codeField()).not.toBeInvalid();
    expect(sends).toHaveLength(2);
  });

  it.each([
    [signupFixtures.deliveryFailsPhone, 'We could not send the message. Please try again shortly.'],
    [signupFixtures.throttledPhone, 'Too many attempts. Please try again in a moment.'],
  ])('a failed send to %s says why at the number', async (number, message) => {
    const view = await openMypage();
    await openForm(view);
    await view.user.type(numberField(), number);
    await view.user.click(sendButton());
    await waitFor(() => expectFieldError(numberField(), message));
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  it('a rate-limited change says to wait', async () => {
    server.use(http.put('*/api/users/:id/hp-number', () => fail(429, 'RATE_LIMITED', 'Too many.')));
    const view = await openMypage();
    await openForm(view);
    await sendCode(view, '010-9876-5432');
    await view.user.type(codeField(), PHONE_CODE);
    await view.user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in a moment.',
    );
  });

  it('a server failure asks to retry or contact the administrator', async () => {
    server.use(http.put('*/api/users/:id/hp-number', () => fail(500, 'INTERNAL_ERROR', 'x')));
    const view = await openMypage();
    await openForm(view);
    await sendCode(view, '010-9876-5432');
    await view.user.type(codeField(), PHONE_CODE);
    await view.user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not change your mobile phone number. Please try again, or contact the administrator at help@creator-portal.example or 02-1234-5678.',
    );
  });

  it('Cancel and Escape close the form and give focus back to Change', async () => {
    const view = await openMypage();
    await openForm(view);
    await view.user.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Change mobile phone number' })).not.toBeInTheDocument();
    expect(changeButton()).toHaveFocus();

    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(numberField()).toHaveFocus());
    await view.user.type(numberField(), '010');
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Change mobile phone number' })).not.toBeInTheDocument();
    expect(changeButton()).toHaveFocus();
    expect(phoneValue()).toHaveTextContent('010-1234-5678');
  });

  it('on a US deployment: a US number, its example, a Korean one refused', async () => {
    setDeployment(deploymentSettings('USD', 'US'));
    const view = await openMypage();
    // The stored Korean number is still shown in its own national format.
    expect(phoneValue()).toHaveTextContent('010-1234-5678');
    await openForm(view);
    expect(numberField()).toHaveAttribute('placeholder', '(201) 555-0123');
    await view.user.type(numberField(), '010-9876-5432');
    await view.user.click(sendButton());
    expectFieldError(
      numberField(),
      phoneText('This is a Korean number. Enter a US mobile phone number like (201) 555-0123.'),
    );
    await view.user.clear(numberField());
    await sendCode(view, '(201) 555-0123');
    await view.user.type(codeField(), PHONE_CODE);
    await view.user.click(submitButton());
    await waitFor(() => expect(phoneValue()).toHaveTextContent('(201) 555-0123'));
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/mypage', { session: sessionOf(creator) });
    await view.findHeading('내 정보');
    await view.user.click(await screen.findByRole('button', { name: '휴대전화 번호 변경' }));
    const number = await screen.findByLabelText('새 휴대전화 번호');
    expect(number).toHaveAccessibleDescription(phoneText('예: 010-1234-5678 (하이픈은 없어도 됩니다)'));
    await view.user.type(number, '010-9876-5432');
    await view.user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await screen.findByLabelText('인증번호');
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 3:00');
    await view.user.type(screen.getByLabelText('인증번호'), PHONE_CODE);
    await view.user.click(screen.getByRole('button', { name: '번호 변경' }));
    expect(await screen.findByText('휴대전화 번호가 변경되었습니다.')).toBeInTheDocument();
  });
});
