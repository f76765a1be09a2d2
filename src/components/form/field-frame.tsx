import { useId, type ReactNode } from 'react';
import styles from './form.module.css';
import text from '../ui/text.module.css';
import layout from '../ui/layout.module.css';

interface FieldIds {
  /** The control's id (the label's htmlFor). */
  controlId: string;
  hintId: string;
  messageId: string;
  /** What the control's aria-describedby names: the message first, then the hint, then `extra`. */
  describedBy: string | undefined;
}

/** The ids that tie a field's label, hint and message to its control. */
export function useFieldIds(
  id: string | undefined,
  shown: { hint: boolean; message: boolean; extra?: string },
): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const messageId = `${controlId}-message`;
  const describedBy =
    [shown.message ? messageId : null, shown.hint ? hintId : null, shown.extra ?? null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { controlId, hintId, messageId, describedBy };
}

interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  hint?: ReactNode;
  /** A hint that holds blocks (a list of rules) is a div rather than a paragraph. */
  hintAs?: 'p' | 'div';
  /** Shown under the control, in a polite live region so that it is announced when it appears. */
  message?: ReactNode;
  /** The message's look: a problem (the default), a confirmation, or a plain word (work going on). */
  messageKind?: 'error' | 'note' | 'hint';
  children: ReactNode;
  /** Under the message (a preview of a chosen file). */
  after?: ReactNode;
}

/** A form field's frame: label, hint, the control (children) and its message, one under the other. */
export function FieldFrame({
  ids,
  label,
  hint,
  hintAs: Hint = 'p',
  message,
  messageKind = 'error',
  children,
  after,
}: FieldFrameProps) {
  return (
    <div className={`${layout.stack} ${styles.field}`}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
      </label>
      {hint ? (
        <Hint id={ids.hintId} className={`${text.mutedXs} ${styles.hint}`}>
          {hint}
        </Hint>
      ) : null}
      {children}
      <div aria-live="polite" className={styles.messageSlot}>
        {message ? (
          <p id={ids.messageId} className={styles[messageKind]}>
            {message}
          </p>
        ) : null}
      </div>
      {after}
    </div>
  );
}
