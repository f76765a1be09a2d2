import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LetterTemplate } from '../../../contract/topics';
import { CloseIcon } from '../icons';
import { Modal } from '../ui/dialog';
import { VideoPlayer } from '../video-player/video-player';
import { entryName } from './entry-name';
import styles from './competition-status-dialog.module.css';

export interface MediaTarget {
  template: LetterTemplate;
  /** The submission name button: focus returns there. */
  opener: HTMLElement;
}

/** A dialog over the status popup: the video work in the player, or the image work's image. */
export function MediaDialog({ target, onClose }: { target: MediaTarget; onClose(): void }) {
  const { t } = useTranslation('competition');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { template } = target;
  const name = entryName(template, t);
  const isVideo = template.tType === 'video' && template.videoUrl;
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      returnFocus={target.opener}
      initialFocus={closeRef}
      size="lg"
      className={styles.media}
    >
      <div className={styles.mediaHeader}>
        <h3 id={titleId} className={styles.mediaTitle}>
          {isVideo ? t('player.title', { name }) : t('image.title', { name })}
        </h3>
        <button
          ref={closeRef}
          type="button"
          className={styles.mediaClose}
          aria-label={isVideo ? t('player.close') : t('image.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {isVideo && template.videoUrl ? (
        <VideoPlayer src={template.videoUrl} poster={template.thumbnailUrl} label={name} />
      ) : (
        <div className={styles.mediaImageBox}>
          {template.thumbnailUrl && (
            <img
              className={styles.mediaImage}
              src={template.thumbnailUrl}
              alt={name}
              width={720}
              height={405}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
