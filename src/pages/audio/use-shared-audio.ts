// The audio list's one <audio> element and which track it holds. Rows and the player bar read
// this state; the playing position lives in the bar alone, so that the list does not re-render
// four times a second while a track plays.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Audio } from '../../../contract/library';
import { mediaUrl } from '../../components/library/media-url';

export interface SharedAudio {
  /** The track in the player (the last one started), or null before the first press of play. */
  current: Audio | null;
  /** Play was pressed and not paused since (the sound may still be loading). */
  playing: boolean;
  /** Playing, but waiting for data. */
  buffering: boolean;
  /** Tracks that could not be played (a missing file, a format the browser cannot decode). */
  failed: ReadonlySet<string>;
  /** Play a track from its row: the current one pauses or resumes, another one replaces it. */
  toggle: (track: Audio) => void;
  /** Moves the current track to a second. */
  seek: (seconds: number) => void;
  /** The ref callback of the one <audio> element. */
  attach: (element: HTMLAudioElement | null) => void;
  /** The media events the <audio> element reports to this state. */
  events: {
    onPlay: () => void;
    onPause: () => void;
    onEnded: () => void;
    onWaiting: () => void;
    onPlaying: () => void;
    onError: () => void;
  };
}

export function useSharedAudio(): SharedAudio {
  const elementRef = useRef<HTMLAudioElement | null>(null);
  const [current, setCurrent] = useState<Audio | null>(null);
  const [playing, setPlaying] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // The error event does not say which source failed; this ref does, without a stale closure.
  const currentUuid = useRef<string | null>(null);

  const markFailed = useCallback((uuid: string) => {
    setFailed((previous) => new Set(previous).add(uuid));
    setPlaying(false);
    setBuffering(false);
  }, []);

  const start = useCallback(
    (element: HTMLAudioElement, uuid: string) => {
      // play() rejects with AbortError when a pause or another track interrupts it: not a failure.
      // A source the browser cannot play rejects with NotSupportedError (and fires error too).
      const started: Promise<void> | undefined = element.play();
      started?.catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotSupportedError') markFailed(uuid);
      });
    },
    [markFailed],
  );

  const toggle = useCallback(
    (track: Audio) => {
      const element = elementRef.current;
      if (!element) return;
      if (currentUuid.current === track.uuid && !failed.has(track.uuid)) {
        if (element.paused) start(element, track.uuid);
        else element.pause();
        return;
      }
      // Another track (or a failed one tried again): the one element loads it, which stops
      // whatever played before. Nothing was fetched until now (preload="none").
      currentUuid.current = track.uuid;
      setCurrent(track);
      setFailed((previous) => {
        if (!previous.has(track.uuid)) return previous;
        const next = new Set(previous);
        next.delete(track.uuid);
        return next;
      });
      element.src = mediaUrl(track.file.fileUrl);
      start(element, track.uuid);
    },
    [failed, start],
  );

  const seek = useCallback((seconds: number) => {
    if (elementRef.current) elementRef.current.currentTime = seconds;
  }, []);

  const attach = useCallback((element: HTMLAudioElement | null) => {
    elementRef.current = element;
  }, []);

  // Leaving the page stops the sound (a detached element could otherwise go on playing).
  useEffect(() => () => elementRef.current?.pause(), []);

  return {
    current,
    playing,
    buffering,
    failed,
    toggle,
    seek,
    attach,
    events: {
      onPlay: () => setPlaying(true),
      onPause: () => {
        setPlaying(false);
        setBuffering(false);
      },
      onEnded: () => {
        setPlaying(false);
        setBuffering(false);
      },
      onWaiting: () => setBuffering(true),
      onPlaying: () => setBuffering(false),
      onError: () => {
        if (currentUuid.current) markFailed(currentUuid.current);
      },
    },
  };
}
