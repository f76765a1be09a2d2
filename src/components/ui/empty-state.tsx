import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** The next step (a link or a button). */
  action?: ReactNode;
  /** A decorative picture above the title. */
  icon?: ReactNode;
}

/** An empty list or result, announced politely so that a filter change that empties a list is heard. */
export function EmptyState({ title, text, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {action}
    </div>
  );
}
