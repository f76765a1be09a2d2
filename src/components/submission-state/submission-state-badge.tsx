import { useTranslation } from 'react-i18next';
import type { SubmissionState } from '../../../contract/submission-rules';
import styles from './submission-state-badge.module.css';

/** An entry's progress message (spec §4) as a badge; approved reads "project files needed". */
export function SubmissionStateBadge({ state }: { state: SubmissionState }) {
  const { t } = useTranslation('entries');
  return (
    <span className={styles.badge} data-state={state}>
      {t(`states.${state}`)}
    </span>
  );
}
