import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/error-messages';
import { PageTitle } from '../page-title';
import { Button } from './button';
import styles from './page-state.module.css';
import { Spinner } from './spinner';

type PageStateProps = { compact?: boolean } & (
  | {
      kind: 'loading';
      /** What is happening, shown under the spinner ("Verifying your email address…"). */
      label?: string;
    }
  | {
      kind: 'error';
      /** What could not be loaded ("The notices could not be loaded."). */
      title: string;
      /** The API's error code: its translated message explains why. */
      errorCode: string | null;
      onRetry: () => void;
      /** A way out beside the retry (a back link). */
      action?: ReactNode;
    }
  | {
      kind: 'notFound';
      title: string;
      /** The title is the page's h1 and names the browser tab (the whole page does not exist). */
      pageTitle?: boolean;
      text: string;
      /** Where to go instead (a back link). */
      action?: ReactNode;
      /** Show the big "404" (a whole page that does not exist). */
      code?: boolean;
    }
);

/**
 * The one rendering of "not there yet", "could not load" and "does not exist" for every page and
 * section: a spinner announced as loading, a failure that says why and offers a retry, or a
 * not-found message with a way on.
 */
export function PageState(props: PageStateProps) {
  const { t } = useTranslation(['common', 'errors']);
  const compact = props.compact || undefined;
  if (props.kind === 'loading') {
    return (
      <div className={styles.state} data-kind="loading" data-compact={compact} role="status">
        <Spinner />
        {props.label ? (
          <span className={styles.text}>{props.label}</span>
        ) : (
          <span className="visually-hidden">{t('status.loading')}</span>
        )}
      </div>
    );
  }
  if (props.kind === 'error') {
    return (
      <div className={styles.state} data-kind="error" data-compact={compact} role="alert">
        <p className={styles.title}>{props.title}</p>
        <p className={styles.text}>{t(errorMessageKey(props.errorCode))}</p>
        <div className={styles.actions}>
          <Button onClick={props.onRetry}>{t('routeError.retry')}</Button>
          {props.action}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.state} data-kind="not-found" data-compact={compact}>
      {props.code && (
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      )}
      {props.pageTitle ? <PageTitle title={props.title} /> : <p className={styles.title}>{props.title}</p>}
      <p className={styles.text}>{props.text}</p>
      {props.action && <div className={styles.actions}>{props.action}</div>}
    </div>
  );
}
