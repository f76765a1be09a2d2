import { useId } from 'react';
import styles from './library.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  /** The first option, meaning "no filter" (value ''). */
  allLabel: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A labelled <select> of a filter bar; '' means the filter is not set. */
export function FilterSelect({ label, value, options, allLabel, disabled, onChange }: FilterSelectProps) {
  const id = useId();
  // A value the options do not know (a hand-edited URL, categories still loading) shows as "all"
  // rather than as a blank select.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={styles.filter}>
      <label className={styles.filterLabel} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={known ? value : ''}
        disabled={disabled}
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
