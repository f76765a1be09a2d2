import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  /** A heading (h2) that names the card and labels its section. */
  title?: ReactNode;
  /** Beside the title: a link or a button. */
  action?: ReactNode;
  /** The element: a section when titled, otherwise a div (or an li/article in lists). */
  as?: 'section' | 'div' | 'article' | 'li';
  padding?: 'md' | 'sm' | 'none';
  /** The id of a heading elsewhere that names an untitled card (an article under the page's h1). */
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/** A bordered surface holding one topic of a page; titled cards are labelled sections. */
export function Card({ title, action, as, padding = 'md', labelledBy, className, children }: CardProps) {
  const titleId = useId();
  const Element = as ?? (title ? 'section' : 'div');
  return (
    <Element
      className={className ? `${styles.card} ${className}` : styles.card}
      data-padding={padding}
      aria-labelledby={title ? titleId : labelledBy}
    >
      {(title || action) && (
        <div className={styles.head}>
          {title && (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          )}
          {action}
        </div>
      )}
      {children}
    </Element>
  );
}
