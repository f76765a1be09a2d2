// The reviewer's timecoded notes on the creator's entry page (issue 21): listed by time beside the
// player, a time seeks it; nothing when the API sends none (the company's hosts never do).
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../contract/paths';
import type { CreatePlayer } from '../../src/components/video-player/load-videojs';
import { competingEntry } from '../msw/fixtures/submissions';
import { creator, sessionOf } from '../msw/fixtures/users';
import { ok } from '../msw/envelope';
import { server } from '../msw/server';
import { renderRoute } from '../render-route';

const currentTime = vi.fn((seconds?: number) => seconds ?? 0);
const createPlayer = vi.fn<CreatePlayer>(() => ({
  ready: (callback: () => void) => callback(),
  on: vi.fn(),
  dispose: vi.fn(),
  isDisposed: () => false,
  currentTime,
  paused: () => true,
  play: vi.fn(),
  pause: vi.fn(),
}));
vi.mock('../../src/components/video-player/load-videojs', () => ({
  loadVideoJs: vi.fn(async () => createPlayer),
}));

beforeEach(() => {
  currentTime.mockClear();
});

function answerWith(reviewComments: { uuid: string; atMs: number; body: string }[] | undefined) {
  server.use(
    http.get(`*${apiPaths.submission(competingEntry.uuid)}`, () => ok({ ...competingEntry, reviewComments })),
  );
}

describe("the reviewer's notes on an entry", () => {
  it('lists them by time and a time seeks the player', async () => {
    answerWith([
      { uuid: 'n2', atMs: 12_300, body: 'Strong ending' },
      { uuid: 'n1', atMs: 3_200, body: 'The logo shows here' },
    ]);
    const view = renderRoute(`/submission-detail/${competingEntry.uuid}`, { session: sessionOf(creator) });
    await view.findHeading(competingEntry.title);
    const notes = await screen.findByRole('region', { name: "Reviewer's notes" });
    const items = within(notes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '0:03.2The logo shows here',
      '0:12.3Strong ending',
    ]);
    await view.user.click(within(notes).getByRole('button', { name: 'Play from 0:12.3' }));
    expect(currentTime).toHaveBeenCalledWith(12.3);
  });

  it.each([
    ['missing', undefined],
    ['empty', []],
  ])('shows nothing when the list is %s', async (_name, reviewComments) => {
    answerWith(reviewComments);
    const view = renderRoute(`/submission-detail/${competingEntry.uuid}`, { session: sessionOf(creator) });
    await view.findHeading(competingEntry.title);
    // The page is there (its work card), without the notes.
    expect(await screen.findByRole('region', { name: 'Your entry' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Reviewer's notes" })).not.toBeInTheDocument();
  });
});
