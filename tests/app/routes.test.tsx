import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { rememberSignupConsent } from '../../src/lib/signup-consent';
import { creator, sessionOf } from '../msw/fixtures/users';
import { renderRoute } from '../render-route';

// Spec §2, row by row: each path shows its screen's title as the page's h1 and tab title.
const publicRoutes: Array<[string, string]> = [
  ['/', 'Home'],
  ['/castingn', 'Home'],
  ['/agreement', 'Terms of service'],
  ['/privacy', 'Privacy policy'],
  ['/notice', 'Notices'],
  ['/notice/abc', 'Notice'],
  ['/faq', 'FAQ'],
  ['/operation-policies', 'Operation policies'],
  ['/profit-policies', 'Profit policies'],
  ['/login', 'Log in'],
  ['/signup/agreement', 'Sign up: terms'],
  ['/introduction', 'Introduction'],
  ['/find-password', 'Find password'],
  ['/audio', 'Free audio'],
  ['/font', 'Free fonts'],
  ['/email-auth', 'Email verification'],
  ['/email-auth/abc123', 'Email verification'],
  ['/signup/kakao', 'Email verification'],
];

const protectedRoutes: Array<[string, string]> = [
  ['/jobs', 'Jobs'],
  ['/jobs/abc', 'Job details'],
  ['/my-entry-list', 'My entries'],
  ['/my-asset', 'My assets'],
  ['/submission-detail/abc', 'Entry details'],
  ['/withdraw', 'Withdraw'],
  ['/mypage', 'My info'],
  ['/qna', 'Inquiries'],
  ['/qna/form', 'New inquiry'],
  ['/qna/form/abc', 'Edit inquiry'],
  ['/qna/abc', 'Inquiry details'],
];

describe('the route table', () => {
  it.each(publicRoutes)('shows %s to anonymous visitors as "%s"', async (path, title) => {
    const view = renderRoute(path);
    expect(await view.findHeading(title)).toBeInTheDocument();
    expect(view.currentUrl()).toBe(path);
  });

  it('shows /signup/form once both consents are given, and the agreement step otherwise', async () => {
    const first = renderRoute('/signup/form');
    expect(await first.findHeading('Sign up: terms')).toBeInTheDocument();
    expect(first.currentUrl()).toBe('/signup/agreement');
    first.unmount();

    rememberSignupConsent();
    const second = renderRoute('/signup/form');
    expect(await second.findHeading('Sign up')).toBeInTheDocument();
    expect(second.currentUrl()).toBe('/signup/form');
  });

  it.each(protectedRoutes)('shows %s to logged-in users as "%s"', async (path, title) => {
    const view = renderRoute(path, { session: sessionOf(creator) });
    expect(await view.findHeading(title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Creator Portal`));
  });

  it('titles pages in Korean too', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/qna/form/abc', { session: sessionOf(creator) });
    expect(await view.findHeading('문의 수정')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('문의 수정 | 크리에이터 포털'));
  });

  it('names the home tab after the site', async () => {
    const view = renderRoute('/');
    await view.findHeading('Home');
    await waitFor(() => expect(document.title).toBe('Creator Portal'));
  });
});
