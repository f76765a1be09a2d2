import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';
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
  const message = error ?? note ?? null;
  const ids = useFieldIds(id, { hint: Boolean(hint), message: Boolean(message) });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} message={message} messageKind={error ? 'error' : 'note'}>
      <div className={styles.control}>
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {action}
      </div>
    </FieldFrame>
  );
}
