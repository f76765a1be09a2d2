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

describe('the status popup when its code cannot load', { timeout: 20_000 }, () => {
  it('says so in the portal’s alert and keeps the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = await openHome();
    const button = screen.getByRole('button', { name: `Status: ${travelVlog.topic}` });
    await view.user.click(button);
    const alert = await screen.findByRole('alertdialog', {
      name: 'The competition status could not be loaded. Please check your connection and try again.',
    });
    // One alert only.
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await view.user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Open jobs' })).toBeInTheDocument();
    // Closed for good: pressing Status again tries again (and says so again).
    await view.user.click(button);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });
});
