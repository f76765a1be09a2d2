import styles from './job-card.module.css';

interface HashtagsProps {
  tags: string[];
  /** Names the list ("Hashtags"). */
  label: string;
  /** One row, the rest cut off, kept even when empty (a tile of fixed height). */
  oneLine?: boolean;
}

/** A job's hashtags as chips ("#travel"), however the operator typed them (with or without "#"). */
export function Hashtags({ tags, label, oneLine = false }: HashtagsProps) {
  if (tags.length === 0 && !oneLine) return null;
  return (
    <ul className={styles.tags} data-one-line={oneLine || undefined} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>#{tag.replace(/^#/, '')}</li>
      ))}
    </ul>
  );
}
