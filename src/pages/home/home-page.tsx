import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import styles from './home-page.module.css';

// Home, also shown at /castingn (spec §2). Banners, job tiles and popups come with their slice;
// until then the page is its heading in a reserved hero band.
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <PageTitle title={t('pages.home')} documentTitle={t('app.name')} />
      </div>
    </div>
  );
}
