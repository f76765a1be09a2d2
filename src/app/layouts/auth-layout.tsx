import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Copyright } from '../../components/footer/copyright';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { MainContent } from '../../components/main-content';
import { PageLoader } from '../../components/page-loader';
import { SkipLink } from '../../components/skip-link';
import styles from './auth-layout.module.css';

/** /login: a centred card with the logo and the language switcher, without the main navigation. */
export function AuthLayout() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.top}>
        <Logo />
        <LanguageSwitcher />
      </header>
      <MainContent className={styles.card}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </MainContent>
      <footer className={styles.bottom}>
        <Copyright />
      </footer>
    </div>
  );
}
