import type { CSSProperties, ReactNode } from 'react';
import styles from './form.module.css';

interface FieldRowProps {
  children: ReactNode;
  /** The narrowest a field may be before the row wraps it to the next line (a CSS length). */
  fieldMinWidth?: string;
}

/**
 * Form fields side by side while there is room and one under the other on a phone, their controls
 * lined up even when only some fields have a hint (form.module.css, .fieldRow).
 */
export function FieldRow({ children, fieldMinWidth }: FieldRowProps) {
  return (
    <div
      className={styles.fieldRow}
      style={fieldMinWidth ? ({ '--field-min': fieldMinWidth } as CSSProperties) : undefined}
    >
      {children}
    </div>
  );
}
