import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../../components/footer/footer';
import { Header } from '../../components/header/header';
import { MainContent } from '../../components/main-content';
import { PageLoader } from '../../components/page-loader';
import { SkipLink } from '../../components/skip-link';
import styles from './site-shell.module.css';

/** Header bar, the routed page in <main>, footer bar (spec §2 "Default page layout"). */
export function SiteShell({ variant }: { variant: 'home' | 'default' }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <MainContent className={variant === 'home' ? styles.homeMain : styles.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </MainContent>
      <Footer />
    </div>
  );
}
