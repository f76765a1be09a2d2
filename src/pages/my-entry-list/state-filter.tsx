import { useId } from 'react';
import form from '../../components/form/form.module.css';
import styles from './my-entry-list-page.module.css';

interface StateFilterProps {
  label: string;
  value: string;
  /** The first choice: every state (''). */
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
}

/** The state filter above either list: a labelled select whose choice lives in the URL. */
export function StateFilter({ label, value, allLabel, options, onChange }: StateFilterProps) {
  const id = useId();
  return (
    <div className={styles.toolbar}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={form.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
