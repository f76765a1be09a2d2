import { useTranslation } from 'react-i18next';
import { PauseIcon, PlayIcon } from '../../components/icons';
import styles from './audio.module.css';

interface PlayPauseButtonProps {
  /** The track's title, in the button's name ("Play <title>", "Pause <title>"). */
  title: string;
  playing: boolean;
  onClick: () => void;
  className?: string;
}

/**
 * A round play/pause button. Its name says what a press does and so also tells the state
 * (aria-pressed as well would make a screen reader say "Pause …, pressed").
 */
export function PlayPauseButton({ title, playing, onClick, className }: PlayPauseButtonProps) {
  const { t } = useTranslation('library');
  return (
    <button
      type="button"
      className={className ? `${styles.playButton} ${className}` : styles.playButton}
      data-playing={playing || undefined}
      aria-label={t(playing ? 'audio.player.pause' : 'audio.player.play', { title })}
      onClick={onClick}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}
