import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';
import styles from './form.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  /** The rule or an example, shown under the label and read with the field. */
  hint?: ReactNode;
  /** What is wrong with the choice; marks the field invalid and is read with it. */
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
  /** The options. */
  children: ReactNode;
}

/**
 * A labelled native select whose hint and message are tied to it, with the text fields' box,
 * height, border and focus ring (the inquiry form's category and entry, the withdraw form's bank).
 */
export function SelectField({ label, hint, error, ref, id, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, { hint: Boolean(hint), message: Boolean(error) });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} message={error ?? null}>
      <div className={styles.control}>
        <select
          {...select}
          ref={ref}
          id={ids.controlId}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {children}
        </select>
      </div>
    </FieldFrame>
  );
}
