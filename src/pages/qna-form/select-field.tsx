import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import form from '../../components/form/form.module.css';
import styles from './qna-form-page.module.css';
import layout from '../../components/ui/layout.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  /** What is wrong with the choice; marks the field invalid and is read with it. */
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled native select with its message, like the form parts' text fields. */
export function SelectField({ label, error, ref, children, ...select }: SelectFieldProps) {
  const selectId = useId();
  const messageId = `${selectId}-message`;
  return (
    <div className={`${layout.stack} ${form.field}`}>
      <label className={form.label} htmlFor={selectId}>
        {label}
      </label>
      {/* The text fields' own box and input look: one height, border and focus ring for all. */}
      <div className={form.control}>
        <select
          {...select}
          ref={ref}
          id={selectId}
          className={`${form.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
        >
          {children}
        </select>
      </div>
      <div aria-live="polite">
        {error && (
          <p id={messageId} className={form.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
