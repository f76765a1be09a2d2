import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '../../lib/env';
import { paths } from '../../lib/paths';
import { Logo } from '../logo';
import { Copyright } from './copyright';
import styles from './footer.module.css';

/** Spec §2 "Footer": terms, privacy and company information. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to={paths.agreement}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className={`${styles.link} ${styles.strong}`} to={paths.privacy}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={paths.operationPolicies}>
                {t('footer.operationPolicies')}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={paths.profitPolicies}>
                {t('footer.profitPolicies')}
              </Link>
            </li>
          </ul>
        </nav>
        <address className={styles.company}>
          <p className={styles.companyName}>{t('footer.company')}</p>
          <p>
            {t('footer.supportPhone')}{' '}
            <a className={styles.contact} href={`tel:${env.supportPhone.replace(/[^\d+]/g, '')}`}>
              {env.supportPhone}
            </a>
          </p>
          <p>
            {t('footer.supportEmail')}{' '}
            <a className={styles.contact} href={`mailto:${env.supportEmail}`}>
              {env.supportEmail}
            </a>
          </p>
        </address>
        <Copyright className={styles.copyright} />
      </div>
    </footer>
  );
}
