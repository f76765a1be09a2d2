import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
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
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const messageId = `${fieldId}-message`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...textarea}
        ref={ref}
        id={fieldId}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <div aria-live="polite">
        {error ? (
          <p id={messageId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
