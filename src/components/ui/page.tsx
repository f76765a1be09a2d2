import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../page-title';
import styles from './page.module.css';

interface PageProps {
  /** narrow: forms and reading (720 px); medium: a detail page (960 px); full: lists and tables. */
  width?: 'narrow' | 'medium' | 'full';
  children: ReactNode;
  className?: string;
}

/** A routed page's column; every page of the default layout starts with it. */
export function Page({ width = 'full', children, className }: PageProps) {
  return (
    <div className={className ? `${styles.page} ${className}` : styles.page} data-width={width}>
      {children}
    </div>
  );
}

interface PageHeaderProps {
  /** The page's one h1 (it also names the browser tab). */
  title: string;
  /** The browser tab title when it should differ from the heading. */
  documentTitle?: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** The page's main actions, beside the title on a wide screen, under it on a phone. */
  actions?: ReactNode;
  /** A link back to the list this page belongs to. */
  back?: { to: string; label: string };
  titleId?: string;
}

/** The top of a page: the way back, the title, a sentence and the actions. */
export function PageHeader({ title, documentTitle, intro, actions, back, titleId }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        {back && (
          <Link className={styles.back} to={back.to}>
            <span aria-hidden="true">←</span>
            {back.label}
          </Link>
        )}
        <PageTitle title={title} documentTitle={documentTitle} id={titleId} />
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
