import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getMainBannersPrefetched, peekMainBanners } from '../../api/main';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { BannerCarousel } from './banner-carousel';
import styles from './banner.module.css';

/**
 * The banner band: loading, error and empty states take exactly the slider's height, so nothing
 * below moves when the banners arrive (CLS ≤ 0.02).
 */
export function BannerSection() {
  const { t } = useTranslation(['home', 'common']);
  const language = currentLanguage();
  // Reloaded per language (Accept-Language); the old banners stay while the new ones load.
  // The route's loader usually has them already: then the first render shows them (LCP).
  const banners = useEnvelope(`banners:${language}`, getMainBannersPrefetched, {
    keepPrevious: true,
    initial: peekMainBanners(),
  });

  if (banners.status === 'loading') {
    return (
      <section className={styles.banner} aria-label={t('banner.label')} aria-busy="true">
        <div className={styles.skeleton}>
          <div className={styles.inner}>
            <div className={styles.card}>
              <span className={`${styles.bone} ${styles.boneEyebrow}`} />
              <span className={`${styles.bone} ${styles.boneTitle}`} />
              <span className={`${styles.bone} ${styles.boneFacts}`} />
              <span className={`${styles.bone} ${styles.boneActions}`} />
            </div>
          </div>
        </div>
        <p className="visually-hidden" role="status">
          {t('common:status.loading')}
        </p>
      </section>
    );
  }

  if (banners.status === 'error') {
    return (
      <section className={styles.banner} aria-label={t('banner.label')}>
        <div className={styles.message}>
          <div className={styles.inner}>
            <div className={styles.card} role="alert">
              <p className={styles.messageText}>{t('banner.error')}</p>
              <div className={styles.actions}>
                <button type="button" className={styles.participate} onClick={banners.retry}>
                  {t('banner.retry')}
                </button>
              </div>
            </div>
          </div>
        </div>
      </section>
    );
  }

  if (banners.data.lists.length === 0) {
    return (
      <section className={styles.banner} aria-label={t('banner.label')}>
        <div className={styles.message}>
          <div className={styles.inner}>
            <div className={styles.card}>
              <h2 className={styles.title}>{t('banner.emptyTitle')}</h2>
              <p className={styles.messageText}>{t('banner.emptyText')}</p>
              <div className={styles.actions}>
                <Link className={styles.participate} to={paths.jobs}>
                  {t('jobs.seeAll')}
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>
    );
  }

  // A different number of banners (a language switch) starts a fresh slider.
  return <BannerCarousel key={banners.data.lists.length} items={banners.data.lists} />;
}
