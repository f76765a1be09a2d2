import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './audio-query';
import { PlayPauseButton } from './play-pause-button';
import type { SharedAudio } from './use-shared-audio';
import styles from './audio.module.css';

/**
 * The audio list's one <audio> element (no native controls, so nothing of it shows) and, once a
 * track was started, the bar that plays it: title, play/pause, position / length and a seek
 * slider. The bar sticks to the bottom of the window while the list scrolls.
 */
export function AudioPlayerBar({ player }: { player: SharedAudio }) {
  const { t } = useTranslation('library');
  const sliderId = useId();
  const { current, playing, buffering, failed, attach, events } = player;
  // The position of the track it was read from: another track starts at 0 without a reset effect.
  const [position, setPosition] = useState({ uuid: '', seconds: 0 });
  const [mediaLength, setMediaLength] = useState({ uuid: '', seconds: 0 });

  const readPosition = (element: HTMLAudioElement) => {
    if (current) setPosition({ uuid: current.uuid, seconds: element.currentTime });
  };
  const readLength = (element: HTMLAudioElement) => {
    if (current && Number.isFinite(element.duration)) {
      setMediaLength({ uuid: current.uuid, seconds: element.duration });
    }
  };

  // The length comes from the data (shown before anything loads); the file's own only when the
  // data has none.
  const fileLength = mediaLength.uuid === current?.uuid ? mediaLength.seconds : 0;
  const length = current ? current.duration || Math.floor(fileLength) : 0;
  const seconds = position.uuid === current?.uuid ? Math.min(position.seconds, length) : 0;
  const hasFailed = current ? failed.has(current.uuid) : false;

  const seek = (value: number) => {
    if (!current) return;
    player.seek(value);
    setPosition({ uuid: current.uuid, seconds: value });
  };

  const timeText = t('audio.player.positionValue', {
    position: formatDuration(seconds),
    length: formatDuration(length),
  });
  // Short, on one line: the row of a failed track says the whole sentence.
  const status = hasFailed
    ? t('audio.player.failed')
    : buffering
      ? t('audio.player.loading')
      : playing
        ? t('audio.player.playing')
        : t('audio.player.paused');

  return (
    <>
      <audio
        ref={attach}
        preload="none"
        {...events}
        onTimeUpdate={(event) => readPosition(event.currentTarget)}
        onSeeked={(event) => readPosition(event.currentTarget)}
        onDurationChange={(event) => readLength(event.currentTarget)}
      />
      {current && (
        <section className={styles.bar} aria-label={t('audio.player.label')}>
          <PlayPauseButton
            className={styles.barPlay}
            title={current.title}
            playing={playing}
            onClick={() => player.toggle(current)}
          />
          <div className={styles.barText}>
            <p className={styles.barTitle}>{current.title}</p>
            <p className={styles.barStatus} data-error={hasFailed || undefined}>
              {status}
            </p>
          </div>
          <div className={styles.barSeek}>
            <label htmlFor={sliderId} className="visually-hidden">
              {t('audio.player.position')}
            </label>
            <input
              id={sliderId}
              className={styles.slider}
              type="range"
              min={0}
              max={Math.max(length, 1)}
              step={1}
              value={Math.floor(seconds)}
              disabled={length === 0 || hasFailed}
              aria-valuetext={timeText}
              onChange={(event) => seek(Number(event.target.value))}
            />
          </div>
          <p className={styles.barTime} aria-hidden="true">
            <span>{formatDuration(seconds)}</span>
            <span> / </span>
            <span>{formatDuration(length)}</span>
          </p>
        </section>
      )}
    </>
  );
}
