import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../render-route';

describe('the language switcher', () => {
  it('re-renders in Korean without reloading, stores the choice and sets <html lang>', async () => {
    const view = renderRoute('/notice');
    const heading = await view.findHeading('Notices');
    expect(document.documentElement.lang).toBe('en');

    const group = screen.getByRole('group', { name: 'Language' });
    const korean = within(group).getByRole('button', { name: '한국어' });
    const english = within(group).getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(korean).toHaveAttribute('aria-pressed', 'false');

    await view.user.click(korean);

    // The same page element, now in Korean: a re-render, not a reload.
    expect(heading).toHaveTextContent('공지사항');
    expect(heading).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ko');
    expect(localStorage.getItem('lng')).toBe('ko');
    expect(screen.getByRole('group', { name: '언어' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('공지사항 | 크리에이터 포털'));
    expect(view.currentUrl()).toBe('/notice');

    await view.user.click(screen.getByRole('button', { name: 'English' }));
    expect(heading).toHaveTextContent('Notices');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lng')).toBe('en');
  });

  it('is on the login screen too', async () => {
    const view = renderRoute('/login');
    await view.findHeading('Log in');
    await view.user.click(screen.getByRole('button', { name: '한국어' }));
    expect(await view.findHeading('로그인')).toBeInTheDocument();
    expect(screen.getByLabelText('이메일')).toBeInTheDocument();
  });
});
