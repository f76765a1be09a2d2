import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { PageTitle } from './page-title';
import styles from './status-message.module.css';

/** The 'Page not found' screen: the * route, and a loader that answers 404. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.message}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <PageTitle title={t('notFound.title')} />
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link className={styles.action} to={paths.home}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
