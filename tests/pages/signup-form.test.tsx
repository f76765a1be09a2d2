import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { deploymentSettings } from '../../contract/money-rules';
import { hasSignupConsent, rememberSignupConsent } from '../../src/lib/signup-consent';
import { setDeployment } from '../../src/stores/deployment-store';
import { fail } from '../msw/envelope';
import { creator, PHONE_CODE, signupFixtures } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { phoneText } from '../phone-text';
import { renderRoute } from '../render-route';

type View = ReturnType<typeof renderRoute>;

const NEW_EMAIL = 'fresh@example.com';
const PASSWORD = 'Secret#2026';
const CONTACT_FAILURE =
  'We could not complete your sign-up. Please contact the administrator at help@creator-portal.example or 02-1234-5678.';

async function openForm() {
  rememberSignupConsent();
  const view = renderRoute('/signup/form');
  await view.findHeading('Sign up');
  return view;
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const confirmField = () => screen.getByLabelText('Confirm password');
const nameField = () => screen.getByLabelText('Name');
const phoneField = () => screen.getByLabelText('Mobile phone number');
const codeField = () => screen.getByLabelText('Verification code');
const signUpButton = () => screen.getByRole('button', { name: 'Sign up' });

async function sendCode(view: View, phone = '010-1234-5678') {
  await view.user.type(phoneField(), phone);
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Verification code');
}

interface Entries {
  email?: string;
  password?: string;
  confirm?: string;
  name?: string;
  phone?: string;
  code?: string;
}

/** Fills every field validly (or with `entries`), sending the phone code on the way. */
async function fillForm(view: View, entries: Entries = {}) {
  const {
    email = NEW_EMAIL,
    password = PASSWORD,
    confirm = password,
    name = '이하늘',
    phone = '010-1234-5678',
    code = PHONE_CODE,
  } = entries;
  await view.user.type(emailField(), email);
  await view.user.type(passwordField(), password);
  await view.user.type(confirmField(), confirm);
  await view.user.type(nameField(), name);
  await sendCode(view, phone);
  await view.user.type(codeField(), code);
}

function expectFieldError(field: HTMLElement, message: string | RegExp) {
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription(
    typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message),
  );
}

describe('the signup form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('labels every field, explains the password rule next to it and sends nothing when empty', async () => {
    const checks = spyOnRequests('get', '/p/api/users/same-userid');
    const signups = spyOnRequests('post', '/p/api/users');
    const view = await openForm();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAccessibleDescription(
      '8 to 20 characters, mixing letters, digits and special characters (such as ! @ # $).',
    );
    expect(phoneField()).toHaveAttribute('type', 'tel');
    // A Korean deployment (the local build's): its example as hint and placeholder.
    expect(phoneField()).toHaveAccessibleDescription(
      phoneText('For example 010-1234-5678. Hyphens are optional.'),
    );
    expect(phoneField()).toHaveAttribute('placeholder', '010-1234-5678');
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();

    await view.user.click(signUpButton());
    expectFieldError(emailField(), 'Enter your email address.');
    expectFieldError(passwordField(), 'Enter a password.');
    expectFieldError(confirmField(), 'Enter the password again to confirm it.');
    expectFieldError(nameField(), 'Enter your name.');
    expectFieldError(phoneField(), 'Enter your mobile phone number.');
    expect(emailField()).toHaveFocus();
    expect(checks).toHaveLength(0);
    expect(signups).toHaveLength(0);
  });

  describe('email', () => {
    it('checks the format first, on leaving the field', async () => {
      const checks = spyOnRequests('get', '/p/api/users/same-userid');
      const view = await openForm();
      await view.user.type(emailField(), 'not-an-email');
      await view.user.tab();
      expectFieldError(emailField(), 'Enter an email address like name@example.com.');
      await view.user.type(emailField(), '@example');
      await view.user.click(screen.getByRole('button', { name: 'Check availability' }));
      expectFieldError(emailField(), 'Enter an email address like name@example.com.');
      expect(emailField()).toHaveFocus();
      expect(checks).toHaveLength(0);
    });

    it('says when the address is already in use (on leaving the field)', async () => {
      const checks = spyOnRequests('get', '/p/api/users/same-userid');
      const view = await openForm();
      await view.user.type(emailField(), creator.user.userId);
      await view.user.tab();
      await waitFor(() => expectFieldError(emailField(), 'This email address is already in use.'));
      expect(checks).toHaveLength(1);
      expect(checks[0]?.url.searchParams.get('userId')).toBe(creator.user.userId);
    });

    it('says when the address is available (with the Check button), and checks again after a change', async () => {
      const checks = spyOnRequests('get', '/p/api/users/same-userid');
      const view = await openForm();
      await view.user.type(emailField(), NEW_EMAIL);
      await view.user.click(screen.getByRole('button', { name: 'Check availability' }));
      expect(await screen.findByText('This email address is available.')).toBeInTheDocument();
      expect(emailField()).not.toBeInvalid();
      expect(emailField()).toHaveAccessibleDescription(
        expect.stringContaining('This email address is available.'),
      );
      // The blur before the click did not send a second check.
      expect(checks).toHaveLength(1);

      // A change drops the old answer; leaving the field checks the new address.
      await view.user.clear(emailField());
      await view.user.type(emailField(), creator.user.userId);
      expect(screen.queryByText('This email address is available.')).not.toBeInTheDocument();
      await view.user.tab();
      await waitFor(() => expectFieldError(emailField(), 'This email address is already in use.'));
      expect(checks.map((request) => request.url.searchParams.get('userId'))).toEqual([
        NEW_EMAIL,
        creator.user.userId,
      ]);
    });

    it('a failed check says why and keeps the address', async () => {
      server.use(http.get('*/p/api/users/same-userid', () => HttpResponse.error()));
      const view = await openForm();
      await view.user.type(emailField(), NEW_EMAIL);
      await view.user.tab();
      await waitFor(() =>
        expectFieldError(emailField(), 'Could not reach the server. Please check your connection.'),
      );
      expect(emailField()).toHaveValue(NEW_EMAIL);
    });

    it('submitting an unchecked address checks it first and stops when it is taken', async () => {
      const signups = spyOnRequests('post', '/p/api/users');
      const view = await openForm();
      await view.user.type(passwordField(), PASSWORD);
      await view.user.type(confirmField(), PASSWORD);
      await view.user.type(nameField(), '이하늘');
      await sendCode(view);
      await view.user.type(codeField(), PHONE_CODE);
      // Typed last and never left: no check has run yet.
      await view.user.type(emailField(), creator.user.userId);
      await view.user.keyboard('{Enter}');
      await waitFor(() => expectFieldError(emailField(), 'This email address is already in use.'));
      expect(emailField()).toHaveFocus();
      expect(signups).toHaveLength(0);
    });
  });

  describe('password', () => {
    it.each([
      ['too short', 'Ab#1'],
      ['no digit', 'Abcdefg#'],
      ['no special character', 'Abcdefg1'],
      ['no letter', '1234567#'],
      ['a space', 'Abc def#1'],
    ])('refuses a password with %s', async (_reason, password) => {
      const view = await openForm();
      await view.user.type(passwordField(), password);
      await view.user.click(signUpButton());
      expectFieldError(
        passwordField(),
        'The password must be 8 to 20 characters and mix letters, digits and special characters.',
      );
      expect(passwordField()).toHaveValue(password);
    });

    it('refuses more than 20 characters (the field stops at 20)', async () => {
      const view = await openForm();
      expect(passwordField()).toHaveAttribute('maxLength', '20');
      await view.user.type(passwordField(), 'Abcdefghij#123456789XYZ');
      expect(passwordField()).toHaveValue('Abcdefghij#123456789');
    });

    it('says when the confirmation does not match, on leaving it and on submit', async () => {
      const view = await openForm();
      await view.user.type(passwordField(), PASSWORD);
      await view.user.type(confirmField(), 'Secret#2027');
      await view.user.tab();
      expectFieldError(confirmField(), 'The passwords do not match.');
      await view.user.click(signUpButton());
      expectFieldError(confirmField(), 'The passwords do not match.');
      expect(passwordField()).not.toBeInvalid();
    });

    it('explains the rule on leaving the field', async () => {
      const view = await openForm();
      await view.user.type(passwordField(), 'short');
      await view.user.tab();
      expectFieldError(
        passwordField(),
        'The password must be 8 to 20 characters and mix letters, digits and special characters.',
      );
      await view.user.type(passwordField(), 'er#2026X');
      expect(passwordField()).not.toBeInvalid();
    });
  });

  it('a name of spaces only is no name', async () => {
    const view = await openForm();
    await view.user.type(nameField(), '   ');
    await view.user.click(signUpButton());
    expectFieldError(nameField(), 'Enter your name.');
  });

  describe('phone number and code', () => {
    it('refuses a malformed number before sending a code', async () => {
      const sends = spyOnRequests('get', '/p/api/users/auth-hpnumber');
      const view = await openForm();
      await view.user.type(phoneField(), '02-123-4567');
      await view.user.click(screen.getByRole('button', { name: 'Send code' }));
      expectFieldError(phoneField(), phoneText('Enter a Korean mobile phone number like 010-1234-5678.'));
      expect(phoneField()).toHaveFocus();
      await view.user.clear(phoneField());
      await view.user.type(phoneField(), '010-12ab-5678');
      await view.user.tab();
      expectFieldError(phoneField(), phoneText('Enter a Korean mobile phone number like 010-1234-5678.'));
      expect(sends).toHaveLength(0);
    });

    it('says so when the number is a US one on a Korean deployment', async () => {
      const sends = spyOnRequests('get', '/p/api/users/auth-hpnumber');
      const view = await openForm();
      await view.user.type(phoneField(), '(201) 555-0123');
      await view.user.click(screen.getByRole('button', { name: 'Send code' }));
      expectFieldError(
        phoneField(),
        phoneText('This is a US number. Enter a Korean mobile phone number like 010-1234-5678.'),
      );
      expect(sends).toHaveLength(0);
    });

    it('sends the code to the digits of the number, shows the code field and a 3:00 countdown', async () => {
      const sends = spyOnRequests('get', '/p/api/users/auth-hpnumber');
      const view = await openForm();
      await sendCode(view, '010-1234-5678');
      expect(sends.map((request) => request.url.searchParams.get('hpNumber'))).toEqual(['01012345678']);
      expect(codeField()).toHaveFocus();
      expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
      expect(codeField()).toHaveAttribute('inputmode', 'numeric');
      expect(screen.getByRole('timer')).toHaveTextContent('Time left 3:00');
      expect(phoneField()).toHaveAccessibleDescription(
        expect.stringMatching(
          phoneText('We sent a 6-digit code to 010-1234-5678. Enter it within 3 minutes.'),
        ),
      );
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    });

    it('counts down, says when the code has expired, and Resend starts again', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      const sends = spyOnRequests('get', '/p/api/users/auth-hpnumber');
      const view = await openForm();
      await sendCode(view);
      const timer = screen.getByRole('timer');
      expect(timer).toHaveTextContent('3:00');
      act(() => vi.advanceTimersByTime(1_000));
      expect(timer).toHaveTextContent('2:59');
      act(() => vi.advanceTimersByTime(60_000));
      expect(timer).toHaveTextContent('1:59');
      expect(codeField()).not.toBeInvalid();
      act(() => vi.advanceTimersByTime(119_000));
      expect(timer).toHaveTextContent('0:00');
      expectFieldError(codeField(), 'The verification code has expired. Please send a new code.');

      // Submitting an expired code is refused here, keeping what was typed.
      await view.user.type(codeField(), PHONE_CODE);
      await view.user.click(signUpButton());
      expectFieldError(codeField(), 'The verification code has expired. Please send a new code.');
      expect(codeField()).toHaveValue(PHONE_CODE);

      await view.user.click(screen.getByRole('button', { name: 'Resend code' }));
      await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('3:00'));
      expect(codeField()).not.toBeInvalid();
      expect(codeField()).toHaveValue('');
      expect(codeField()).toHaveFocus();
      expect(sends).toHaveLength(2);
    });

    it.each([
      [signupFixtures.deliveryFailsPhone, 'We could not send the message. Please try again shortly.'],
      [signupFixtures.throttledPhone, 'Too many attempts. Please try again in a moment.'],
    ])('a failed send to %s says why at the number', async (phone, message) => {
      const view = await openForm();
      await view.user.type(phoneField(), phone);
      await view.user.click(screen.getByRole('button', { name: 'Send code' }));
      await waitFor(() => expectFieldError(phoneField(), message));
      expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
      expect(phoneField()).toHaveValue(phone);
    });

    it('asks for a code before signing up, and for a new one when the number changed', async () => {
      const view = await openForm();
      await view.user.type(phoneField(), '010-1234-5678');
      await view.user.click(signUpButton());
      expectFieldError(phoneField(), 'Send a verification code to this number first.');

      await view.user.click(screen.getByRole('button', { name: 'Send code' }));
      await screen.findByLabelText('Verification code');
      await view.user.clear(phoneField());
      await view.user.type(phoneField(), '010-9876-5432');
      await view.user.click(signUpButton());
      expectFieldError(phoneField(), 'Send a verification code to this number first.');
    });

    it('the code is 6 digits', async () => {
      const view = await openForm();
      await sendCode(view);
      await view.user.click(signUpButton());
      expectFieldError(codeField(), 'Enter the 6-digit verification code.');
      await view.user.type(codeField(), '12a45');
      await view.user.click(signUpButton());
      expectFieldError(codeField(), 'The verification code is 6 digits.');
      expect(codeField()).toHaveValue('12a45');
    });
  });

  describe('submitting', () => {
    it('sends the five fields as query parameters with an empty body, then shows the mailbox screen', async () => {
      const signups = spyOnRequests('post', '/p/api/users');
      const view = await openForm();
      await fillForm(view, { email: '  Fresh@Example.com ', phone: '010 1234-5678', name: ' 이하늘 ' });
      await view.user.click(signUpButton());

      expect(await view.findHeading('Email verification')).toBeInTheDocument();
      expect(view.currentUrl()).toBe('/email-auth?email=Fresh%40Example.com');
      expect(screen.getByText(/We sent a verification link to Fresh@Example\.com\./)).toBeInTheDocument();
      expect(signups).toHaveLength(1);
      const [request] = signups;
      expect(request?.body).toBe('');
      const query = Object.fromEntries(request?.url.searchParams ?? []);
      expect(query).toEqual({
        userId: 'Fresh@Example.com',
        password: PASSWORD,
        userName: '이하늘',
        hpNumber: '01012345678',
        authHpNumber: PHONE_CODE,
        _t: expect.stringMatching(/^\d+$/),
      });
      // The next signup in this tab starts with the consents again.
      expect(hasSignupConsent()).toBe(false);
    });

    it('disables the button while sending', async () => {
      server.use(
        http.post('*/p/api/users', async () => {
          await delay(100);
          return fail(500, 'INTERNAL_ERROR', 'Boom');
        }),
      );
      const view = await openForm();
      await fillForm(view);
      await view.user.click(signUpButton());
      await waitFor(() => expect(signUpButton()).toBeDisabled());
      await waitFor(() => expect(signUpButton()).toBeEnabled());
    });

    it('409: the address was taken meanwhile, shown at the email field', async () => {
      const view = await openForm();
      await fillForm(view, { email: signupFixtures.lateDuplicateEmail });
      expect(await screen.findByText('This email address is available.')).toBeInTheDocument();
      await view.user.click(signUpButton());
      await waitFor(() => expectFieldError(emailField(), 'This email address is already in use.'));
      expect(emailField()).toHaveFocus();
      expect(emailField()).toHaveValue(signupFixtures.lateDuplicateEmail);
      expect(view.currentUrl()).toBe('/signup/form');
    });

    it('PASSWORD_RULE from the server is shown at the password field', async () => {
      server.use(http.post('*/p/api/users', () => fail(400, 'PASSWORD_RULE', 'Password rule.')));
      const view = await openForm();
      await fillForm(view);
      await view.user.click(signUpButton());
      await waitFor(() =>
        expectFieldError(
          passwordField(),
          'Use 8 to 20 characters mixing letters, digits and special characters.',
        ),
      );
      expect(passwordField()).toHaveFocus();
      expect(passwordField()).toHaveValue(PASSWORD);
    });

    it('a wrong code is shown at the code field and everything typed stays', async () => {
      const view = await openForm();
      await fillForm(view, { code: '654321' });
      await view.user.click(signUpButton());
      await waitFor(() => expectFieldError(codeField(), 'The verification code is incorrect.'));
      expect(codeField()).toHaveFocus();
      expect(emailField()).toHaveValue(NEW_EMAIL);
      expect(passwordField()).toHaveValue(PASSWORD);
      expect(confirmField()).toHaveValue(PASSWORD);
      expect(nameField()).toHaveValue('이하늘');
      expect(phoneField()).toHaveValue('010-1234-5678');
      expect(codeField()).toHaveValue('654321');
    });

    it('an expired code (by the server clock) is shown at the code field', async () => {
      const view = await openForm();
      await fillForm(view, { phone: signupFixtures.expiredCodePhone });
      await view.user.click(signUpButton());
      await waitFor(() =>
        expectFieldError(codeField(), 'The verification code has expired. Please request a new code.'),
      );
    });

    it('after five wrong codes even the right one is refused: ask for a new code', async () => {
      const view = await openForm();
      await fillForm(view, { code: '000000' });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await view.user.click(signUpButton());
        await waitFor(() => expectFieldError(codeField(), 'The verification code is incorrect.'));
        // Four more wrong codes, then the right one.
        await view.user.clear(codeField());
        await view.user.type(codeField(), attempt < 5 ? '000000' : PHONE_CODE);
      }
      await view.user.click(signUpButton());
      await waitFor(() => expectFieldError(codeField(), 'Too many wrong codes. Please request a new code.'));
      expect(view.currentUrl()).toBe('/signup/form');
    });

    it.each([
      [
        'a server error',
        () => server.use(http.post('*/p/api/users', () => fail(500, 'INTERNAL_ERROR', 'x'))),
      ],
      ['no answer', () => server.use(http.post('*/p/api/users', () => HttpResponse.error()))],
      ['a rate limit', () => server.use(http.post('*/p/api/users', () => fail(429, 'RATE_LIMITED', 'x')))],
      [
        'an unknown code',
        () => server.use(http.post('*/p/api/users', () => fail(400, 'VALIDATION_FAILED', 'x'))),
      ],
    ])('%s: tells the user to contact the administrator and keeps what was typed', async (_case, arrange) => {
      arrange();
      const view = await openForm();
      await fillForm(view);
      await view.user.click(signUpButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILURE);
      expect(view.currentUrl()).toBe('/signup/form');
      expect(emailField()).toHaveValue(NEW_EMAIL);
      expect(passwordField()).toHaveValue(PASSWORD);
      expect(codeField()).toHaveValue(PHONE_CODE);
    });

    it('the 500 fixture account reaches the same failure through the default handlers', async () => {
      const view = await openForm();
      await fillForm(view, { email: signupFixtures.serverErrorEmail });
      await view.user.click(signUpButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILURE);
    });
  });

  describe('on a US deployment', () => {
    it('takes a US number: its example as hint and placeholder, the 10 digits sent, the code sent note', async () => {
      setDeployment(deploymentSettings('USD', 'US'));
      const sends = spyOnRequests('get', '/p/api/users/auth-hpnumber');
      const signups = spyOnRequests('post', '/p/api/users');
      const view = await openForm();
      expect(phoneField()).toHaveAccessibleDescription(
        phoneText('For example (201) 555-0123. Spaces, hyphens and parentheses are optional.'),
      );
      expect(phoneField()).toHaveAttribute('placeholder', '(201) 555-0123');
      await fillForm(view, { phone: '(201) 555-0123', name: 'Sky Kim' });
      expect(sends.map((request) => request.url.searchParams.get('hpNumber'))).toEqual(['2015550123']);
      expect(phoneField()).toHaveAccessibleDescription(
        expect.stringMatching(
          phoneText('We sent a 6-digit code to (201) 555-0123. Enter it within 3 minutes.'),
        ),
      );
      await view.user.click(signUpButton());
      await waitFor(() => expect(signups).toHaveLength(1));
      expect(signups[0]!.url.searchParams.get('hpNumber')).toBe('2015550123');
    });

    it('refuses a Korean number, saying what it is and what to enter', async () => {
      setDeployment(deploymentSettings('USD', 'US'));
      const sends = spyOnRequests('get', '/p/api/users/auth-hpnumber');
      const view = await openForm();
      await view.user.type(phoneField(), '010-1234-5678');
      await view.user.click(screen.getByRole('button', { name: 'Send code' }));
      expectFieldError(
        phoneField(),
        phoneText('This is a Korean number. Enter a US mobile phone number like (201) 555-0123.'),
      );
      await view.user.clear(phoneField());
      await view.user.type(phoneField(), '555-0123');
      await view.user.tab();
      expectFieldError(
        phoneField(),
        phoneText('Enter a 10-digit US mobile phone number like (201) 555-0123.'),
      );
      expect(sends).toHaveLength(0);
    });

    it("shows the server's PHONE_NUMBER_INVALID at the number", async () => {
      setDeployment(deploymentSettings('USD', 'US'));
      server.use(
        http.get('*/p/api/users/auth-hpnumber', () =>
          fail(400, 'PHONE_NUMBER_INVALID', 'Not a mobile number of this country.'),
        ),
      );
      const view = await openForm();
      await view.user.type(phoneField(), '(201) 555-0123');
      await view.user.click(screen.getByRole('button', { name: 'Send code' }));
      await waitFor(() =>
        expectFieldError(
          phoneField(),
          'This is not a mobile phone number of the country this service runs in. Please check the number.',
        ),
      );
    });

    it('is in Korean too, with the US example', async () => {
      setDeployment(deploymentSettings('USD', 'US'));
      await changeLanguage('ko');
      rememberSignupConsent();
      const view = renderRoute('/signup/form');
      await view.findHeading('회원가입');
      const phone = screen.getByLabelText('휴대전화 번호');
      expect(phone).toHaveAccessibleDescription(
        phoneText('예: (201) 555-0123 (공백, 하이픈, 괄호는 없어도 됩니다)'),
      );
      await view.user.type(phone, '010-1234-5678');
      await view.user.click(screen.getByRole('button', { name: '인증번호 받기' }));
      expect(phone).toHaveAccessibleDescription(
        expect.stringMatching(
          phoneText('한국 휴대전화 번호입니다. (201) 555-0123 형식의 미국 휴대전화 번호를 입력해 주세요.'),
        ),
      );
    });
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    rememberSignupConsent();
    const view = renderRoute('/signup/form');
    expect(await view.findHeading('회원가입')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription(
      '영문, 숫자, 특수문자(예: ! @ # $)를 섞어 8~20자로 입력해 주세요.',
    );
    expect(screen.getByLabelText('비밀번호 확인')).toBeInTheDocument();
    expect(screen.getByLabelText('이름')).toBeInTheDocument();
    await view.user.type(screen.getByLabelText('휴대전화 번호'), '010-1234-5678');
    await view.user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    const code = await screen.findByLabelText('인증번호');
    expect(screen.getByRole('timer')).toHaveTextContent('남은 시간 3:00');
    await view.user.type(screen.getByLabelText('이메일'), creator.user.userId);
    await view.user.click(screen.getByRole('button', { name: '중복 확인' }));
    await waitFor(() =>
      expect(screen.getByLabelText('이메일')).toHaveAccessibleDescription(
        expect.stringContaining('이미 사용 중인 이메일입니다.'),
      ),
    );
    await view.user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(screen.getByLabelText('비밀번호')).toHaveAccessibleDescription(
      expect.stringContaining('비밀번호를 입력해 주세요.'),
    );
    expect(code).toHaveAccessibleDescription(expect.stringContaining('6자리 인증번호를 입력해 주세요.'));
  });

  it('Korean general failure names the contacts', async () => {
    await changeLanguage('ko');
    server.use(http.post('*/p/api/users', () => fail(503, 'SERVICE_UNAVAILABLE', 'x')));
    rememberSignupConsent();
    const view = renderRoute('/signup/form');
    await view.findHeading('회원가입');
    await view.user.type(screen.getByLabelText('이메일'), NEW_EMAIL);
    await view.user.type(screen.getByLabelText('비밀번호'), PASSWORD);
    await view.user.type(screen.getByLabelText('비밀번호 확인'), PASSWORD);
    await view.user.type(screen.getByLabelText('이름'), '이하늘');
    await view.user.type(screen.getByLabelText('휴대전화 번호'), '01012345678');
    await view.user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await view.user.type(await screen.findByLabelText('인증번호'), PHONE_CODE);
    await view.user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '회원가입을 완료하지 못했습니다. 관리자(help@creator-portal.example, 02-1234-5678)에게 문의해 주세요.',
    );
  });
});
