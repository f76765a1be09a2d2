// The audio list's shared player (/audio): a play/pause button per row, one <audio> element, one
// player bar with position / length and a seek slider, one track at a time, a failed track's
// error on its row, and a row licence line only where a track's licence differs.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../contract/paths';
import { env } from '../../src/lib/env';
import { changeLanguage } from '../../src/lib/i18n';
import { ok } from '../msw/envelope';
import { audioIn, audioTracks } from '../msw/fixtures/library';
import { server } from '../msw/server';
import { renderRoute } from '../render-route';

// The route's first lazy import is slow on a shared, busy machine.
const LONG_TEST_MS = 30_000;

/**
 * jsdom plays no media: this stand-in keeps `paused` and `currentTime` per element and fires the
 * play and pause events a browser would.
 */
function fakeMedia() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const time = new WeakMap<HTMLMediaElement, number>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return time.get(this) ?? 0;
  });
  const seek = vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(function (
    this: HTMLMediaElement,
    value: number,
  ) {
    time.set(this, value);
  });
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
  /** What the browser reports while a track plays. */
  const playTo = (element: HTMLMediaElement, seconds: number) => {
    time.set(element, seconds);
    fireEvent.timeUpdate(element);
  };
  return { play, pause, seek, playTo };
}

let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  media = fakeMedia();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openAudio(name = 'Free audio') {
  const view = renderRoute('/audio');
  await view.findHeading(name);
  await screen.findByRole('list', { name: /^(Audio tracks|음원 목록)$/ }, { timeout: 8_000 });
  return view;
}

const row = (title: string) => screen.getByRole('article', { name: title });
const theAudio = () => {
  const elements = document.querySelectorAll('audio');
  expect(elements).toHaveLength(1);
  return elements[0] as HTMLAudioElement;
};
const fileOf = (index: number) => `${env.fileHost}/p/api/files/public/audio/${audioTracks[index]!.uuid}.mp3`;

describe('the shared audio player', { timeout: LONG_TEST_MS }, () => {
  it('shows every length from the data and fetches nothing before play', async () => {
    await openAudio();
    // Track 02 lasts 29 s (fixtures): shown on its row although nothing has loaded.
    expect(within(row('Track 02')).getByText('0:29')).toHaveAttribute('datetime', 'PT0M29S');
    expect(within(row('Track 02')).getByRole('button', { name: 'Play Track 02' })).toBeInTheDocument();
    expect(theAudio()).toHaveAttribute('preload', 'none');
    expect(theAudio()).not.toHaveAttribute('src');
    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
    expect(media.play).not.toHaveBeenCalled();
  });

  it('plays a track in the bar with its title, position / length and a labelled seek slider', async () => {
    const view = await openAudio();
    await view.user.click(within(row('Track 02')).getByRole('button', { name: 'Play Track 02' }));

    expect(theAudio()).toHaveAttribute('src', fileOf(1));
    expect(media.play.mock.contexts).toEqual([theAudio()]);
    expect(within(row('Track 02')).getByRole('button', { name: 'Pause Track 02' })).toBeInTheDocument();

    const bar = screen.getByRole('region', { name: 'Audio player' });
    expect(bar).toHaveTextContent('Track 02');
    expect(bar).toHaveTextContent('Playing');
    expect(bar).toHaveTextContent('0:00 / 0:29');
    const slider = within(bar).getByRole('slider', { name: 'Position' });
    expect(slider).toHaveAttribute('max', '29');
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 0:29');

    act(() => media.playTo(theAudio(), 12.6));
    expect(bar).toHaveTextContent('0:12 / 0:29');
    expect(slider).toHaveAttribute('aria-valuetext', '0:12 of 0:29');

    // A native range: the browser moves it by arrows (1 s steps), Home and End, then reports a
    // change, which jsdom cannot do by keyboard.
    fireEvent.change(slider, { target: { value: '13' } });
    expect(media.seek).toHaveBeenLastCalledWith(13);
    expect(slider).toHaveAttribute('aria-valuetext', '0:13 of 0:29');
    expect(slider).toHaveAttribute('step', '1');
    fireEvent.change(slider, { target: { value: '0' } });
    expect(media.seek).toHaveBeenLastCalledWith(0);
    expect(bar).toHaveTextContent('0:00 / 0:29');
  });

  it('pauses and resumes from the row and from the bar, by mouse or keyboard', async () => {
    const view = await openAudio();
    await view.user.click(within(row('Track 01')).getByRole('button', { name: 'Play Track 01' }));
    const bar = screen.getByRole('region', { name: 'Audio player' });

    await view.user.click(within(bar).getByRole('button', { name: 'Pause Track 01' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(within(row('Track 01')).getByRole('button', { name: 'Play Track 01' })).toBeInTheDocument();
    expect(bar).toHaveTextContent('Paused');

    // Space and Enter on the row's button: resume, then pause again.
    within(row('Track 01')).getByRole('button', { name: 'Play Track 01' }).focus();
    await view.user.keyboard(' ');
    expect(within(bar).getByRole('button', { name: 'Pause Track 01' })).toBeInTheDocument();
    await view.user.keyboard('{Enter}');
    expect(within(bar).getByRole('button', { name: 'Play Track 01' })).toBeInTheDocument();
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(media.pause).toHaveBeenCalledTimes(2);
    // The same track resumes where it was: its source was not loaded again.
    expect(theAudio()).toHaveAttribute('src', fileOf(0));
  });

  it('plays one track at a time: another track takes the one element', async () => {
    const view = await openAudio();
    await view.user.click(within(row('Track 01')).getByRole('button', { name: 'Play Track 01' }));
    act(() => media.playTo(theAudio(), 5));
    await view.user.click(within(row('Track 03')).getByRole('button', { name: 'Play Track 03' }));

    expect(theAudio()).toHaveAttribute('src', fileOf(2));
    expect(within(row('Track 01')).getByRole('button', { name: 'Play Track 01' })).toBeInTheDocument();
    expect(within(row('Track 03')).getByRole('button', { name: 'Pause Track 03' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pause / })).toHaveLength(2); // the row and the bar
    const bar = screen.getByRole('region', { name: 'Audio player' });
    // Track 03 starts at 0 and lasts 30 s; Track 01's position does not carry over.
    expect(bar).toHaveTextContent('Track 03');
    expect(bar).toHaveTextContent('0:00 / 0:30');
  });

  it('shows a track that cannot be played as a translated error on its row, and tries again on play', async () => {
    const view = await openAudio();
    await view.user.click(within(row('Track 04')).getByRole('button', { name: 'Play Track 04' }));
    fireEvent.error(theAudio());

    const alert = await within(row('Track 04')).findByRole('alert');
    expect(alert).toHaveTextContent('This track could not be played.');
    expect(within(row('Track 04')).getByRole('button', { name: 'Play Track 04' })).toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Audio player' });
    expect(within(bar).getByRole('slider', { name: 'Position' })).toBeDisabled();

    await view.user.click(within(row('Track 04')).getByRole('button', { name: 'Play Track 04' }));
    expect(within(row('Track 04')).queryByRole('alert')).not.toBeInTheDocument();
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('names a track licence only on the row where it differs from the common one', async () => {
    const tracks = audioTracks.slice(0, 3).map((track) => audioIn(track, 'en'));
    tracks[1] = { ...tracks[1]!, license: 'CC BY 4.0, credit the composer' };
    server.use(
      http.get(`*${apiPaths.audio}`, () =>
        ok({ lists: tracks, totalCount: 3, totalPage: 1, currentPage: 1, size: 20 }),
      ),
    );
    await openAudio();
    const common = screen.getByRole('region', { name: 'Licence of the tracks on this page' });
    expect(common).toHaveTextContent('Free for commercial use, no attribution required');
    expect(row('Track 02')).toHaveTextContent('Licence of this track: CC BY 4.0, credit the composer');
    expect(row('Track 01')).not.toHaveTextContent(/Licence/);
    expect(row('Track 03')).not.toHaveTextContent(/Licence/);
  });

  it('speaks Korean', async () => {
    await changeLanguage('ko');
    const view = await openAudio('무료 오디오');
    await view.user.click(screen.getByRole('button', { name: 'Track 02 재생' }));
    const bar = screen.getByRole('region', { name: '오디오 플레이어' });
    expect(within(bar).getByRole('button', { name: 'Track 02 일시 정지' })).toBeInTheDocument();
    expect(within(bar).getByRole('slider', { name: '재생 위치' })).toHaveAttribute(
      'aria-valuetext',
      '0:29 중 0:00',
    );
    await waitFor(() => expect(bar).toHaveTextContent('재생 중'));
  });
});
