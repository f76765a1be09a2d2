import styles from './spinner.module.css';

/**
 * The portal's one spinning ring. Decorative: whatever shows it says in words what is loading
 * (PageState's status text), or holds aria-busy before any text has loaded (BootLoader).
 */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
