import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { renderRoute } from '../render-route';

describe('unknown paths', () => {
  it('show the translated Page not found page with a link home (English)', async () => {
    const { findHeading, user, currentUrl } = renderRoute('/no/such/page');
    expect(await findHeading('Page not found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Creator Portal'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you requested does not exist or has moved.')).toBeInTheDocument();
    // The default layout stays around it.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to home' }));
    expect(await findHeading('Home')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it('show the translated Page not found page (Korean)', async () => {
    await changeLanguage('ko');
    const { findHeading } = renderRoute('/jobs-archive');
    expect(await findHeading('페이지를 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    expect(document.documentElement.lang).toBe('ko');
  });
});
