import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/app/route-error-boundary';
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
    // The message is the page: its h1, and a way home besides the retry.
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
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

  it('a route that answers 404 shows the Page not found page, with its 404 and the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/gone',
          loader: () => {
            throw new Response(null, { status: 404 });
          },
          Component: () => null,
          ErrorBoundary: RouteErrorBoundary,
        },
      ],
      { initialEntries: ['/gone'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('leaves other pages working', async () => {
    const view = renderRoute('/notice');
    expect(await view.findHeading('Notices')).toBeInTheDocument();
  });
});
