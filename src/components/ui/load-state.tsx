import type { ReactNode } from 'react';
import { ErrorCode } from '../../../contract/error-codes';
import { PageState } from './page-state';

/** A load in progress or done (src/lib/use-envelope.ts gives one). */
export interface Load {
  status: 'loading' | 'error' | 'ready';
  errorCode: string | null;
  retry: () => void;
}

/** Whether the server answered that the thing asked for is not there (or not the viewer's). */
export function isNotFound(load: Load): boolean {
  return load.status === 'error' && load.errorCode === ErrorCode.NotFound;
}

interface LoadStateProps {
  load: Load;
  /** What could not be loaded ("We could not load this notice."). */
  errorTitle: string;
  /** What a 404 means here; without it a 404 is a failure like any other, with a retry. */
  notFound?: { title: string; text: string; action?: ReactNode };
}

/**
 * What a page or a list shows until its data is there: the PageState for loading, for "does not
 * exist" and for a failure with a retry; nothing once the data is ready.
 */
export function LoadState({ load, errorTitle, notFound }: LoadStateProps) {
  if (load.status === 'loading') return <PageState kind="loading" />;
  if (load.status === 'ready') return null;
  if (notFound && isNotFound(load)) return <PageState kind="notFound" {...notFound} />;
  return <PageState kind="error" title={errorTitle} errorCode={load.errorCode} onRetry={load.retry} />;
}
