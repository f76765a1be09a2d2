import { screen, waitFor, within } from '@testing-library/react';
import type React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { travelVlog } from '../msw/fixtures/topics';
import { openHome } from './home-helpers';

vi.mock('../../src/pages/home/banner-swiper', () => ({
  mountBannerSwiper: () => ({ slideTo: () => {}, destroy: () => {} }),
}));
// The popup's code cannot be downloaded (offline, or a new build removed the old chunk).
vi.mock('../../src/components/competition-status-dialog/lazy-competition-status-dialog', async () => {
  const { lazy } = await vi.importActual<typeof React>('react');
  return {
    LazyCompetitionStatusDialog: lazy(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    ),
    preloadCompetitionStatusDialog: () => {},
  };
});

describe('the status popup when its code cannot load', () => {
  it('says so in a dialog and keeps the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await openHome();
    const button = screen.getByRole('button', { name: `Status: ${travelVlog.topic}` });
    await view.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Competition status' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The competition status could not be loaded.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Open jobs' })).toBeInTheDocument();
  });
});
