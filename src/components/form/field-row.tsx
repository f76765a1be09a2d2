import type { ReactNode } from 'react';
import styles from './form.module.css';

/**
 * Form fields side by side while there is room and one under the other on a phone, their controls
 * lined up even when only some fields have a hint (form.module.css, .fieldRow).
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.fieldRow}>{children}</div>;
}
