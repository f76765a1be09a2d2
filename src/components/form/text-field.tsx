import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** The rule or an example, shown under the label and read with the field. */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid. */
  error?: string | null;
  /** A confirmation about the value (e.g. "this email address is available"). */
  note?: string | null;
  /** Controls beside the input: a button, a timer. */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and message are tied to it (aria-describedby) and whose error marks
 * it invalid (aria-invalid). Messages sit in a polite live region, so a message that appears while
 * the user is elsewhere (a check on blur, a server answer) is still announced.
 */
export function TextField({ label, hint, error, note, action, ref, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const message = error ?? note ?? null;
  const describedBy = [message ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          {...input}
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {action}
      </div>
      <div aria-live="polite">
        {message ? (
          <p id={messageId} className={error ? styles.error : styles.note}>
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
