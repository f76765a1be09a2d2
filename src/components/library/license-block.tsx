import { useId } from 'react';
import { LicenseIcon } from './library-icons';
import styles from './library.module.css';
import text from '../ui/text.module.css';
import layout from '../ui/layout.module.css';

interface LicenseBlockProps {
  title: string;
  /** What the licence covers ("unless a track says otherwise…"). */
  intro: string;
  /** The common licence of the list (commonLicense). */
  license: string;
}

/** The licence a library list shares, said once above the list instead of on every item. */
export function LicenseBlock({ title, intro, license }: LicenseBlockProps) {
  const titleId = useId();
  return (
    <section className={styles.licenseBlock} aria-labelledby={titleId}>
      <LicenseIcon className={styles.licenseIcon} />
      <div className={`${layout.stack} ${styles.licenseBody}`}>
        <h2 id={titleId} className={styles.licenseTitle}>
          {title}
        </h2>
        <p className={text.muted}>{intro}</p>
        <p className={styles.licenseText}>{license}</p>
      </div>
    </section>
  );
}
