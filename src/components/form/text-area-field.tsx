import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';
import styles from './form.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  /** The rule, shown under the label and read with the field. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid. */
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling: the same label, hint and error wiring (aria-describedby). */
export function TextAreaField({ label, hint, error, ref, id, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(id, { hint: Boolean(hint), message: Boolean(error) });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} message={error}>
      <textarea
        {...textarea}
        ref={ref}
        id={ids.controlId}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
