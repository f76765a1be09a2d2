import { useTranslation } from 'react-i18next';
import type { InquiryState } from '../../../contract/inquiry-rules';
import styles from './inquiry-state-badge.module.css';

/** An inquiry's state (spec §4: unanswered, answered, deleted) as a badge that names it. */
export function InquiryStateBadge({ state }: { state: InquiryState }) {
  const { t } = useTranslation('qna');
  return (
    <span className={styles.badge} data-state={state}>
      {t(`states.${state}`)}
    </span>
  );
}
