import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './checkbox.module.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** What ticking it means; the whole row is its label, so a tap anywhere on it toggles the box. */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label, at least a tap target tall. */
export function Checkbox({ label, className, ref, ...input }: CheckboxProps) {
  return (
    <label className={className ? `${styles.checkbox} ${className}` : styles.checkbox}>
      <input {...input} ref={ref} type="checkbox" className={styles.box} />
      <span>{label}</span>
    </label>
  );
}
