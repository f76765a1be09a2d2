import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Audio } from '../../../contract/library';
import { DownloadButton } from '../../components/library/download-button';
import { mediaUrl } from '../../components/library/media-url';
import styles from '../../components/library/library.module.css';
import { formatDuration, isoDuration } from './audio-query';
import { claimPlayback, releasePlayback } from './exclusive-playback';

/** One track: title, categories, duration, BPM, a preview player, the licence and the download. */
export function AudioItem({ audio }: { audio: Audio }) {
  const { t } = useTranslation('library');
  const titleId = useId();
  return (
    <article className={styles.audioRow} aria-labelledby={titleId}>
      <div className={styles.audioMain}>
        <h2 id={titleId} className={styles.itemTitle}>
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
        <p className={styles.license}>
          <span className="visually-hidden">{t('audio.licenseLabel')}: </span>
          {audio.license}
        </p>
      </div>
      <audio
        className={styles.player}
        controls
        preload="none"
        src={mediaUrl(audio.file.fileUrl)}
        aria-label={t('audio.preview', { title: audio.title })}
        onPlay={(event) => claimPlayback(event.currentTarget)}
        onPause={(event) => releasePlayback(event.currentTarget)}
        onEnded={(event) => releasePlayback(event.currentTarget)}
        ref={(element) => (element ? () => releasePlayback(element) : undefined)}
      />
      <DownloadButton file={audio.file} title={audio.title} />
    </article>
  );
}
