// The email change's mailed link, /email-change/{code} (issue 19 item 2), against the msw handlers
// of tests/msw/handlers/profile.ts.
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { useAuthStore } from '../../src/stores/auth-store';
import { fail } from '../msw/envelope';
import { creator, namesake, sessionOf } from '../msw/fixtures/users';
import { profileFixtures } from '../msw/handlers/profile';
import { server } from '../msw/server';
import { spyOnRequests } from '../msw/spy';
import { renderRoute, type RenderRouteOptions } from '../render-route';

async function openLink(code: string, options: RenderRouteOptions = {}) {
  const view = renderRoute(`/email-change/${code}`, options);
  await view.findHeading('Email change');
  return view;
}

const inMain = () => within(screen.getByRole('main'));
const outcome = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the email change link', { timeout: 20_000 }, () => {
  it('signed in as that account: one request even in strict mode; the session keeps the new login email', async () => {
    const requests = spyOnRequests('get', '/p/api/users/email-change/:code');
    const view = await openLink(profileFixtures.validCode, { session: sessionOf(creator), strict: true });
    expect(await outcome('Your login email has been changed')).toBeInTheDocument();
    expect(
      inMain().getByText(`You stay logged in. From now on, log in with ${profileFixtures.changedEmail}.`),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe(`/p/api/users/email-change/${profileFixtures.validCode}`);
    expect(useAuthStore.getState()).toMatchObject({ uid: profileFixtures.changedEmail, token: creator.jwt });
    await view.user.click(inMain().getByRole('link', { name: 'Go to My info' }));
    expect(await view.findHeading('My info')).toBeInTheDocument();
  });

  it('not signed in (another browser): log in with the new address', async () => {
    await openLink(profileFixtures.validCode);
    expect(await outcome('Your login email has been changed')).toBeInTheDocument();
    expect(
      inMain().getByText(`From now on, log in with ${profileFixtures.changedEmail}.`),
    ).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmypage',
    );
    expect(useAuthStore.getState().uid).toBeNull();
  });

  it("signed in as another account: that session's login email stays as it is", async () => {
    await openLink(profileFixtures.validCode, { session: sessionOf(namesake) });
    expect(await outcome('Your login email has been changed')).toBeInTheDocument();
    expect(useAuthStore.getState().uid).toBe(namesake.user.userId);
  });

  it.each([
    ['made-up-code', 'This link is not valid', 'It may have been used already'],
    [profileFixtures.expiredCode, 'This link has expired', 'A link is valid for 24 hours.'],
    [
      profileFixtures.takenCode,
      'This email address is already in use',
      'Another account has taken this address',
    ],
  ])('%s: says so, with a way to My info', async (code, title, text) => {
    await openLink(code);
    expect(await outcome(title)).toBeInTheDocument();
    expect(inMain().getByText(new RegExp(text))).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: 'Go to My info' })).toHaveAttribute('href', '/mypage');
  });

  it('a failure says why and tries again', async () => {
    server.use(
      http.get('*/p/api/users/email-change/:code', () => fail(503, 'SERVICE_UNAVAILABLE', 'x'), {
        once: true,
      }),
    );
    const view = await openLink(profileFixtures.validCode);
    expect(await outcome('We could not change your login email')).toBeInTheDocument();
    await view.user.click(inMain().getByRole('button', { name: 'Try again' }));
    expect(await outcome('Your login email has been changed')).toBeInTheDocument();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute(`/email-change/${profileFixtures.validCode}`);
    await view.findHeading('이메일 변경');
    expect(await outcome('로그인 이메일이 변경되었습니다')).toBeInTheDocument();
    expect(
      inMain().getByText(`앞으로는 ${profileFixtures.changedEmail}(으)로 로그인해 주세요.`),
    ).toBeInTheDocument();
    expect(inMain().getByRole('link', { name: '로그인' })).toBeInTheDocument();
  });
});
