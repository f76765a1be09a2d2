import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../components/icons';
import { paths } from '../../lib/paths';
import styles from './audio-banner.module.css';

/** The free audio/font banner of spec §2 and §9 (a static image), linking to /audio. */
export function AudioBanner() {
  const { t } = useTranslation('home');
  return (
    <div className={styles.wrap}>
      <Link className={styles.link} to={paths.audio}>
        <img
          className={styles.art}
          src="/images/free-audio-font-banner.webp"
          alt={t('audioBanner.imageAlt')}
          width={1200}
          height={200}
          decoding="async"
        />
        <span className={styles.text}>
          <span className={styles.title}>{t('audioBanner.title')}</span>
          <span className={styles.description}>{t('audioBanner.text')}</span>
          <span className={styles.cta}>
            {t('audioBanner.cta')}
            <ArrowRightIcon width={18} height={18} />
          </span>
        </span>
      </Link>
    </div>
  );
}
