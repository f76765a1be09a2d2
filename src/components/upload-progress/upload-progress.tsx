import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadProgress as Progress } from '../../api/client';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import type { UploadRate } from '../../lib/upload-rate';
import { Button } from '../ui/button';
import styles from './upload-progress.module.css';

export interface UploadProgressProps {
  /** What is being sent ("Sending your entry"). */
  label: string;
  progress: Progress;
  rate: UploadRate;
  onCancel: () => void;
  /** Resumable uploads: reconnecting after a dropped connection, or paused. */
  connection?: 'sending' | 'reconnecting' | 'paused';
  /** Resumable uploads: pause and resume buttons. */
  onPause?: () => void;
  onResume?: () => void;
}

/** Screen readers hear the progress at every tenth, not at every redraw. */
const ANNOUNCE_STEP = 10;

/**
 * An upload's progress (the entry, the project files): a bar with the percentage, the bytes sent
 * of the total, the speed and the time left, and a cancel button. Once every byte is sent the
 * server still checks the files, which the bar says instead of sitting at 100 % in silence.
 */
export function UploadProgress({
  label,
  progress,
  rate,
  onCancel,
  connection,
  onPause,
  onResume,
}: UploadProgressProps) {
  const { t } = useTranslation('entries');
  const language = currentLanguage();
  const labelId = useId();
  const { loaded, total, percent } = progress;
  const sent = total !== null && loaded >= total && total > 0;
  const size = (bytes: number) => formatFileSize(bytes, language);
  const announced = percent === null ? null : Math.floor(percent / ANNOUNCE_STEP) * ANNOUNCE_STEP;

  return (
    <div className={styles.box}>
      <div className={styles.head}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.percent} aria-hidden="true">
          {percent === null ? '' : `${percent}%`}
        </span>
      </div>
      <progress
        className={styles.bar}
        aria-labelledby={labelId}
        max={100}
        value={percent ?? undefined}
        aria-valuetext={percent === null ? undefined : t('upload.percent', { percent })}
      />
      <p className={styles.figures}>
        <span>
          {total === null
            ? t('upload.sentUnknownTotal', { sent: size(loaded) })
            : t('upload.sent', { sent: size(loaded), total: size(total) })}
        </span>
        {sent ? (
          <span>{t('upload.checking')}</span>
        ) : connection === 'reconnecting' ? (
          <span>{t('upload.reconnecting')}</span>
        ) : connection === 'paused' ? (
          <span>{t('upload.paused')}</span>
        ) : (
          <>
            <span>
              {rate.bytesPerSecond === null
                ? t('upload.measuring')
                : t('upload.speed', { speed: size(rate.bytesPerSecond) })}
            </span>
            {rate.secondsLeft !== null && <span>{timeLeftText(t, rate.secondsLeft)}</span>}
          </>
        )}
      </p>
      <p className="visually-hidden" role="status">
        {sent
          ? t('upload.checking')
          : connection === 'reconnecting'
            ? t('upload.reconnecting')
            : connection === 'paused'
              ? t('upload.paused')
              : announced === null
                ? ''
                : t('upload.percent', { percent: announced })}
      </p>
      <div className={styles.actions}>
        {!sent && connection === 'paused' && onResume && (
          <Button onClick={onResume}>{t('upload.resume')}</Button>
        )}
        {!sent && connection !== 'paused' && onPause && (
          <Button variant="secondary" onClick={onPause}>
            {t('upload.pause')}
          </Button>
        )}
        <Button variant="danger" className={styles.cancel} onClick={onCancel}>
          {t('upload.cancel')}
        </Button>
      </div>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation<'entries'>>['t'];

function timeLeftText(t: Translate, totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return t('upload.leftHours', { hours, minutes });
  if (minutes > 0) return t('upload.leftMinutes', { minutes, seconds });
  return t('upload.leftSeconds', { seconds });
}
