import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../src/lib/i18n';
import { renderRoute } from '../render-route';

// The FAQ page's code cannot load, as when a chunk is missing after a deploy or the connection drops.
vi.mock('../../src/pages/faq/faq-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a page that cannot load', () => {
  it('shows a translated message and a retry inside the layout, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderRoute('/faq');
    expect(await view.findHeading('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('This page could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says so in Korean too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await changeLanguage('ko');
    const view = renderRoute('/faq');
    expect(await view.findHeading('문제가 발생했습니다')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('leaves other pages working', async () => {
    const view = renderRoute('/notice');
    expect(await view.findHeading('Notices')).toBeInTheDocument();
  });
});
