import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { hasSignupConsent, rememberSignupConsent } from '../../src/lib/signup-consent';
import { renderRoute } from '../render-route';

async function openAgreement() {
  const view = renderRoute('/signup/agreement');
  await view.findHeading('Sign up: terms');
  return view;
}

const termsBox = () => screen.getByRole('checkbox', { name: 'I agree to the terms of service (required)' });
const privacyBox = () => screen.getByRole('checkbox', { name: 'I agree to the privacy policy (required)' });
const allBox = () => screen.getByRole('checkbox', { name: 'Agree to all' });
const next = () => screen.getByRole('button', { name: 'Next' });

describe('the signup agreement step', () => {
  it('shows both texts in full, each in a keyboard-scrollable region with its heading', async () => {
    await openAgreement();
    const terms = screen.getByRole('region', { name: 'Terms of service' });
    const privacy = screen.getByRole('region', { name: 'Privacy policy' });
    for (const region of [terms, privacy]) expect(region).toHaveAttribute('tabindex', '0');
    expect(within(terms).getByRole('heading', { level: 2, name: 'Terms of service' })).toBeInTheDocument();
    expect(
      within(terms).getByRole('heading', { level: 3, name: 'Article 10. Withdrawals' }),
    ).toBeInTheDocument();
    expect(within(terms).getByText(/at least 5,000 won \(Korean service\) or \$5/)).toBeInTheDocument();
    expect(within(terms).getByText(/help@creator-portal\.example or 02-1234-5678/)).toBeInTheDocument();
    expect(
      within(privacy).getByRole('heading', { level: 3, name: '2. Information we collect' }),
    ).toBeInTheDocument();
    // 13 sections since issue 19 added "5. Leaving the portal: what we erase and what we keep".
    expect(within(privacy).getAllByRole('heading', { level: 3 })).toHaveLength(13);
    expect(
      within(privacy).getByRole('heading', {
        level: 3,
        name: '5. Leaving the portal: what we erase and what we keep',
      }),
    ).toBeInTheDocument();
    expect(termsBox()).not.toBeChecked();
    expect(privacyBox()).not.toBeChecked();
  });

  it('Next without any consent names both, stays, and focuses the first box', async () => {
    const view = await openAgreement();
    await view.user.click(next());
    const message = 'Please agree to the terms of service and the privacy policy to continue.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(termsBox()).toHaveFocus();
    expect(termsBox()).toBeInvalid();
    expect(termsBox()).toHaveAccessibleDescription(message);
    expect(privacyBox()).toHaveAccessibleDescription(message);
    expect(view.currentUrl()).toBe('/signup/agreement');
    expect(hasSignupConsent()).toBe(false);
  });

  it('Next with only the terms asks for the privacy policy', async () => {
    const view = await openAgreement();
    await view.user.click(termsBox());
    await view.user.click(next());
    expect(screen.getByText('Please agree to the privacy policy to continue.')).toBeInTheDocument();
    expect(privacyBox()).toHaveFocus();
    expect(termsBox()).not.toBeInvalid();
    expect(view.currentUrl()).toBe('/signup/agreement');
  });

  it('Next with only the privacy policy asks for the terms', async () => {
    const view = await openAgreement();
    await view.user.click(privacyBox());
    await view.user.click(next());
    expect(screen.getByText('Please agree to the terms of service to continue.')).toBeInTheDocument();
    expect(termsBox()).toHaveFocus();
    expect(view.currentUrl()).toBe('/signup/agreement');
  });

  it('with both consents goes to the form and remembers them for this tab', async () => {
    const view = await openAgreement();
    await view.user.click(termsBox());
    await view.user.click(privacyBox());
    expect(allBox()).toBeChecked();
    await view.user.click(next());
    expect(await view.findHeading('Sign up')).toBeInTheDocument();
    expect(view.currentUrl()).toBe('/signup/form');
    expect(hasSignupConsent()).toBe(true);
  });

  it('"Agree to all" ticks and unticks both, and works from the keyboard', async () => {
    const view = await openAgreement();
    allBox().focus();
    await view.user.keyboard(' ');
    expect(termsBox()).toBeChecked();
    expect(privacyBox()).toBeChecked();
    await view.user.click(allBox());
    expect(termsBox()).not.toBeChecked();
    expect(privacyBox()).not.toBeChecked();
    await view.user.click(allBox());
    next().focus();
    await view.user.keyboard('{Enter}');
    expect(await view.findHeading('Sign up')).toBeInTheDocument();
  });

  it('the message follows the boxes and goes once both are ticked', async () => {
    const view = await openAgreement();
    await view.user.click(next());
    await view.user.click(termsBox());
    expect(screen.getByText('Please agree to the privacy policy to continue.')).toBeInTheDocument();
    await view.user.click(privacyBox());
    expect(screen.queryByText(/Please agree/)).not.toBeInTheDocument();
  });

  it('coming back keeps the boxes ticked', async () => {
    rememberSignupConsent();
    await openAgreement();
    expect(termsBox()).toBeChecked();
    expect(privacyBox()).toBeChecked();
  });

  it('is in Korean when the language is Korean', async () => {
    await changeLanguage('ko');
    const view = renderRoute('/signup/agreement');
    expect(await view.findHeading('회원가입 약관 동의')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '이용약관' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '개인정보처리방침' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '제10조 (출금)' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: '이용약관에 동의합니다 (필수)' }));
    await view.user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('계속하려면 개인정보처리방침에 동의해 주세요.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await view.user.click(screen.getByRole('button', { name: '다음' }));
    expect(await view.findHeading('회원가입')).toBeInTheDocument();
  });
});

describe('the terms and privacy pages', () => {
  it('/agreement shows the full terms with a table of contents that moves focus to each heading', async () => {
    const view = renderRoute('/agreement');
    expect(await view.findHeading('Terms of service')).toBeInTheDocument();
    expect(screen.getByText('Effective date: November 21, 2026')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(screen.getAllByRole('heading', { level: 2 }).length - 1);
    await view.user.click(within(contents).getByRole('link', { name: 'Article 5. Minors' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Article 5. Minors' })).toHaveFocus();
  });

  it('/privacy shows the full privacy policy, in Korean too', async () => {
    const first = renderRoute('/privacy');
    expect(await first.findHeading('Privacy policy')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '4. How long we keep it' })).toBeInTheDocument();
    first.unmount();

    await changeLanguage('ko');
    const second = renderRoute('/privacy');
    expect(await second.findHeading('개인정보처리방침')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '4. 보유 및 이용 기간' })).toBeInTheDocument();
    expect(screen.getByText(/help@creator-portal\.example, 02-1234-5678/)).toBeInTheDocument();
  });
});
