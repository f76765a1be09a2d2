import type { ReactNode } from 'react';
import styles from './badge.module.css';
import type { Tone } from './tones';

/** A short state label. The tone is the meaning (tones.ts), the text names the state. */
export function Badge({ tone, children, state }: { tone: Tone; children: ReactNode; state?: string }) {
  return (
    <span className={styles.badge} data-tone={tone} data-state={state}>
      {children}
    </span>
  );
}
