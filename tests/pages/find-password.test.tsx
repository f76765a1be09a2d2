import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { fail } from '../msw/envelope';
import { creator } from '../msw/fixtures/users';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute } from '../render-route';

const RESET_SENT =
  'If an account exists for this email address, a temporary password has been sent. It is valid for 30 minutes.';

async function openPage() {
  const view = renderRoute('/find-password');
  await view.findHeading('Find password');
  return view;
}

const findEmailPart = () => screen.getByRole('region', { name: 'Find my email' });
const resetPart = () => screen.getByRole('region', { name: 'Reset my password' });

describe('the page', () => {
  it("says under its title what it offers (the sentence the server's shell paints first)", async () => {
    await openPage();
    expect(
      screen.getByText(
        'Forgot the email address you signed up with, or your password? Find your address by your name, or have a temporary password emailed to you.',
      ),
    ).toBeInTheDocument();
  });
});

describe('find my email', () => {
  it('lists the masked addresses registered under the name', async () => {
    const requests = spyOnRequests('post', '/p/api/users/userid');
    const view = await openPage();
    const part = within(findEmailPart());
    await view.user.type(part.getByLabelText('Name'), ` ${creator.user.userName} `);
    await view.user.click(part.getByRole('button', { name: 'Find email' }));
    expect(await part.findByText('Email addresses registered under this name:')).toBeInTheDocument();
    const items = part.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['cr*****@ex*****.com', 'sk*****@ex*****.org']);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ userName: creator.user.userName });
  });

  it('says when there is no account with that name', async () => {
    const view = await openPage();
    const part = within(findEmailPart());
    await view.user.type(part.getByLabelText('Name'), 'Nobody Here{Enter}');
    expect(await part.findByText('There is no account with that name.')).toBeInTheDocument();
    expect(part.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('asks for a name before sending', async () => {
    const requests = spyOnRequests('post', '/p/api/users/userid');
    const view = await openPage();
    const part = within(findEmailPart());
    await view.user.type(part.getByLabelText('Name'), '   ');
    await view.user.click(part.getByRole('button', { name: 'Find email' }));
    const field = part.getByLabelText('Name');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Enter your name.');
    expect(field).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('a failure says why, keeps the name, and the button is disabled while sending', async () => {
    server.use(
      http.post('*/p/api/users/userid', async () => {
        await delay(50);
        return fail(429, 'RATE_LIMITED', 'Too many.');
      }),
    );
    const view = await openPage();
    const part = within(findEmailPart());
    await view.user.type(part.getByLabelText('Name'), 'Kim');
    await view.user.click(part.getByRole('button', { name: 'Find email' }));
    await waitFor(() => expect(part.getByRole('button', { name: 'Find email' })).toBeDisabled());
    await waitFor(() =>
      expect(part.getByLabelText('Name')).toHaveAccessibleDescription(
        'Too many attempts. Please try again in a moment.',
      ),
    );
    expect(part.getByLabelText('Name')).toHaveValue('Kim');
    expect(part.getByRole('button', { name: 'Find email' })).toBeEnabled();
  });
});

describe('reset my password', () => {
  it.each([
    ['an existing account', creator.user.userId],
    ['an unknown address', 'nobody@example.com'],
  ])('gives the same answer for %s', async (_case, email) => {
    const requests = spyOnRequests('post', '/p/api/users/password');
    const view = await openPage();
    const part = within(resetPart());
    await view.user.type(part.getByLabelText('Email'), email);
    await view.user.click(part.getByRole('button', { name: 'Send temporary password' }));
    expect(await part.findByText(RESET_SENT)).toBeInTheDocument();
    expect(
      part.getByText('Log in with the temporary password, then set a new password on the My info page.'),
    ).toBeInTheDocument();
    expect(part.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ userId: email });
  });

  it('gives the same answer whatever the server says about the account', async () => {
    server.use(http.post('*/p/api/users/password', () => fail(404, 'NOT_FOUND', 'No such account.')));
    const view = await openPage();
    const part = within(resetPart());
    await view.user.type(part.getByLabelText('Email'), 'someone@example.com{Enter}');
    expect(await part.findByText(RESET_SENT)).toBeInTheDocument();
  });

  it('checks the email format before sending', async () => {
    const requests = spyOnRequests('post', '/p/api/users/password');
    const view = await openPage();
    const part = within(resetPart());
    await view.user.click(part.getByRole('button', { name: 'Send temporary password' }));
    expect(part.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    await view.user.type(part.getByLabelText('Email'), 'someone@');
    await view.user.click(part.getByRole('button', { name: 'Send temporary password' }));
    expect(part.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(part.getByLabelText('Email')).toHaveFocus();
    expect(part.getByLabelText('Email')).toHaveValue('someone@');
    expect(requests).toHaveLength(0);
  });

  it('no answer at all is not reported as sent', async () => {
    server.use(http.post('*/p/api/users/password', () => HttpResponse.error()));
    const view = await openPage();
    const part = within(resetPart());
    await view.user.type(part.getByLabelText('Email'), 'someone@example.com{Enter}');
    await waitFor(() =>
      expect(part.getByLabelText('Email')).toHaveAccessibleDescription(
        'Could not reach the server. Please check your connection.',
      ),
    );
    expect(part.queryByText(RESET_SENT)).not.toBeInTheDocument();
  });
});

it('is in Korean when the language is Korean', async () => {
  await changeLanguage('ko');
  const view = renderRoute('/find-password');
  await view.findHeading('비밀번호 찾기');
  const find = within(screen.getByRole('region', { name: '이메일 찾기' }));
  await view.user.type(find.getByLabelText('이름'), '없는 이름');
  await view.user.click(find.getByRole('button', { name: '이메일 찾기' }));
  expect(await find.findByText('이 이름으로 가입된 계정이 없습니다.')).toBeInTheDocument();
  const reset = within(screen.getByRole('region', { name: '비밀번호 재설정' }));
  await view.user.type(reset.getByLabelText('이메일'), creator.user.userId);
  await view.user.click(reset.getByRole('button', { name: '임시 비밀번호 받기' }));
  expect(
    await reset.findByText(
      '가입된 계정이 있다면 임시 비밀번호를 보냈습니다. 임시 비밀번호는 30분 동안 유효합니다.',
    ),
  ).toBeInTheDocument();
});
