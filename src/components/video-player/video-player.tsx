import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_SPEEDS } from '../../lib/constants';
import { currentLanguage } from '../../lib/i18n';
import { loadVideoJs, type VideoJsControls, type VideoJsPlayer } from './load-videojs';
import styles from './video-player.module.css';

export interface VideoPlayerProps {
  src: string;
  poster?: string | null;
  /** What is playing (the player region's name). */
  label: string;
  /** The media type, for a URL that does not end in a known extension (a signed private link). */
  type?: string;
  /** Told the player once it is ready, and null when it goes (a page that seeks or reads the time). */
  onPlayer?: (player: VideoJsControls | null) => void;
}

const MIME_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  m4v: 'video/mp4',
  mov: 'video/mp4',
};

function mimeTypeOf(src: string): string | undefined {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase();
  return extension ? MIME_TYPES[extension] : undefined;
}

/** The options handed to video.js (exported for tests): speeds 0.7, 1, 1.5 and 2 (spec §9). */
export function playerOptions(
  src: string,
  poster: string | null | undefined,
  language: string,
  knownType?: string,
) {
  const type = knownType ?? mimeTypeOf(src);
  return {
    controls: true,
    preload: 'metadata',
    fill: true,
    playsinline: true,
    language,
    poster: poster ?? undefined,
    playbackRates: [...PLAYER_SPEEDS],
    sources: [type ? { src, type } : { src }],
    // Space, k, f and m work while the player has focus; the control bar is all buttons.
    userActions: { hotkeys: true },
    controlBar: { pictureInPictureToggle: false },
  };
}

/**
 * A video.js player, downloaded when it first opens. The <video-js> element is made outside
 * React's tree and handed to video.js, which owns it until dispose() on close.
 */
export function VideoPlayer({ src, poster, label, type, onPlayer }: VideoPlayerProps) {
  const { t } = useTranslation('competition');
  const language = currentLanguage();
  const containerRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const runKey = `${src}|${type ?? ''}|${poster ?? ''}|${label}|${language}|${attempt}`;
  // The outcome of the current run; anything else means it is still loading.
  const [outcome, setOutcome] = useState<{ runKey: string; status: 'ready' | 'error' } | null>(null);
  const status = outcome?.runKey === runKey ? outcome.status : 'loading';
  const onPlayerRef = useRef(onPlayer);
  useEffect(() => {
    onPlayerRef.current = onPlayer;
  });

  useEffect(() => {
    let player: VideoJsPlayer | null = null;
    let cancelled = false;
    loadVideoJs(language).then(
      (createPlayer) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const element = document.createElement('video-js');
        element.className = 'vjs-big-play-centered';
        element.setAttribute('aria-label', label);
        container.appendChild(element);
        player = createPlayer(element, playerOptions(src, poster, language, type));
        const created = player;
        player.ready(() => {
          if (cancelled) return;
          setOutcome({ runKey, status: 'ready' });
          onPlayerRef.current?.(created as unknown as VideoJsControls);
        });
      },
      (error: unknown) => {
        console.error(error);
        if (!cancelled) setOutcome({ runKey, status: 'error' });
      },
    );
    return () => {
      cancelled = true;
      if (player) onPlayerRef.current?.(null);
      if (player && !player.isDisposed()) player.dispose();
      player = null;
    };
  }, [src, poster, label, language, type, runKey]);

  return (
    <div className={styles.frame}>
      <div ref={containerRef} className={styles.player} />
      {status === 'loading' && (
        <div className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('player.loading')}</span>
        </div>
      )}
      {status === 'error' && (
        <div className={styles.overlay} role="alert">
          <p>{t('player.error')}</p>
          <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  );
}
