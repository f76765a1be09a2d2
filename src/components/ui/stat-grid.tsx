import type { ReactNode } from 'react';
import styles from './stat-grid.module.css';

export interface Stat {
  /** Stable React key; the label when omitted. */
  key?: string;
  label: ReactNode;
  value: ReactNode;
  /** A line under the value (a unit, a date it refers to). */
  hint?: ReactNode;
  /** The figure the reader came for, shown larger. */
  emphasis?: boolean;
  /** Takes a whole row (a list of values rather than one figure). */
  wide?: boolean;
}

interface StatGridProps {
  stats: Stat[];
  /** Wider cells for long values. */
  columns?: 'auto' | '2';
  /** Without the cells' background (inside a card that already has one). */
  plain?: boolean;
  className?: string;
  label?: string;
}

/** Labelled figures (a description list) that wrap into as many columns as the width allows. */
export function StatGrid({ stats, columns = 'auto', plain = false, className, label }: StatGridProps) {
  return (
    <dl
      className={className ? `${styles.grid} ${className}` : styles.grid}
      data-columns={columns}
      data-plain={plain || undefined}
      aria-label={label}
    >
      {stats.map((stat, index) => (
        <div
          key={stat.key ?? (typeof stat.label === 'string' ? stat.label : index)}
          className={styles.item}
          data-emphasis={stat.emphasis || undefined}
          data-wide={stat.wide || undefined}
        >
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
          {stat.hint && <dd className={styles.hint}>{stat.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
