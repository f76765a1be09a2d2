import type { CSSProperties, ReactNode } from 'react';
import styles from './badge.module.css';
import { toneColors, type Tone } from './tones';

/** A short state label. The tone is the meaning (tones.ts), the text names the state. */
export function Badge({ tone, children, state }: { tone: Tone; children: ReactNode; state?: string }) {
  const { text, background } = toneColors[tone];
  // Set through the DOM's style object, which the Content-Security-Policy (style-src 'self') allows.
  const colors = {
    '--badge-text': `var(--color-${text})`,
    '--badge-background': `var(--color-${background})`,
  } as CSSProperties;
  return (
    <span className={styles.badge} data-tone={tone} data-state={state} style={colors}>
      {children}
    </span>
  );
}
