import styles from './header.module.css';

/** The signed-in user's initial, name and chevron: the user menu's button and its stand-in. */
export function UserLabel({ name }: { name: string }) {
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      {name}
      <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </>
  );
}
