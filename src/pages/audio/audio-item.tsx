import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audio } from '../../../contract/library';
import { DownloadButton } from '../../components/library/download-button';
import { Card } from '../../components/ui/card';
import { PlayPauseButton } from './play-pause-button';
import { formatDuration, isoDuration } from './audio-query';
import styles from './audio.module.css';

interface AudioItemProps {
  audio: Audio;
  /** The licence the page states once; this row names its own only when it differs. */
  commonLicense: string | null;
  /** This track is in the shared player and playing (or about to). */
  playing: boolean;
  /** This track is the player's track (playing or paused). */
  current: boolean;
  /** The player could not play this track. */
  failed: boolean;
  onToggle: (audio: Audio) => void;
}

/** One track: play/pause, title, categories, length (from the data), BPM and the download. */
export function AudioItem({ audio, commonLicense, playing, current, failed, onToggle }: AudioItemProps) {
  const { t } = useTranslation('library');
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.row} data-current={current || undefined}>
      <Card padding="sm" className={styles.rowCard}>
        <PlayPauseButton
          className={styles.rowPlay}
          title={audio.title}
          playing={playing}
          onClick={() => onToggle(audio)}
        />
        <div className={styles.main}>
          <h2 id={titleId} className={styles.title}>
            {audio.title}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt className="visually-hidden">{t('audio.categoryLabel')}</dt>
              <dd className={styles.categoryPath}>
                {audio.audioCategory1.name}
                <span aria-hidden="true"> › </span>
                <span className="visually-hidden">, </span>
                {audio.audioCategory2.name}
              </dd>
            </div>
            <div>
              <dt className="visually-hidden">{t('audio.durationLabel')}</dt>
              <dd>
                <time dateTime={isoDuration(audio.duration)}>{formatDuration(audio.duration)}</time>
              </dd>
            </div>
            <div>
              <dt className="visually-hidden">{t('audio.bpmLabel')}</dt>
              <dd>{t('audio.bpmValue', { bpm: audio.bpm })}</dd>
            </div>
          </dl>
          {audio.license !== commonLicense && (
            <p className={styles.licenseNote}>
              <span className={styles.licenseNoteLabel}>{t('audio.licenseDiffers')}: </span>
              {audio.license}
            </p>
          )}
          {failed && (
            <p className={styles.error} role="alert">
              {t('audio.player.error')}
            </p>
          )}
        </div>
        <div className={styles.rowDownload}>
          <DownloadButton file={audio.file} title={audio.title} />
        </div>
      </Card>
    </article>
  );
}
