// The lazy video.js player follows the page's language: a Korean page gets a Korean player.
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadVideoJs, type CreatePlayer } from '../../src/components/video-player/load-videojs';
import { VideoPlayer } from '../../src/components/video-player/video-player';
import { changeLanguage } from '../../src/lib/i18n';

// video.js does not run in jsdom: the loader hands out a fake that records what it was given.
const createPlayer = vi.fn<CreatePlayer>(() => ({
  ready: (callback: () => void) => callback(),
  on: () => {},
  dispose: () => {},
  isDisposed: () => false,
}));
vi.mock('../../src/components/video-player/load-videojs', () => ({
  loadVideoJs: vi.fn(async () => createPlayer),
}));

beforeEach(() => {
  createPlayer.mockClear();
  vi.mocked(loadVideoJs).mockClear();
});

async function playerOptions() {
  render(<VideoPlayer src="/media/works/clip.mp4" label="Clip" />);
  await waitFor(() => expect(createPlayer).toHaveBeenCalledTimes(1));
  return createPlayer.mock.calls[0]?.[1];
}

describe('the video player', () => {
  it("gets language 'ko' on a Korean page, from a loader asked for Korean", async () => {
    await changeLanguage('ko');
    expect(await playerOptions()).toMatchObject({ language: 'ko' });
    expect(loadVideoJs).toHaveBeenCalledWith('ko');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("gets language 'en' on an English page", async () => {
    await changeLanguage('en');
    expect(await playerOptions()).toMatchObject({ language: 'en' });
    expect(loadVideoJs).toHaveBeenCalledWith('en');
  });
});
