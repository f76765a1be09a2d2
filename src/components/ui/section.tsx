import { useId, type ReactNode, type Ref } from 'react';
import styles from './section.module.css';
import layout from './layout.module.css';

interface SectionProps {
  /** The section's heading (h2), which also names it. */
  title: ReactNode;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /**
   * The heading, for a view that moves focus to it when it appears (a preview step): the heading
   * then takes focus without entering the Tab order.
   */
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A titled part of a page without a surface of its own: a list or a step under its heading, at the
 * page's rhythm. Use Card where the content needs a bordered surface.
 */
export function Section({ title, intro, titleRef, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={`${layout.stack} ${styles.head}`}>
        <h2 id={titleId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children}
    </section>
  );
}
