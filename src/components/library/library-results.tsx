// A library page's list below its filters (audio, fonts): the loading, error and empty states,
// the items, and the pagination bar.
import { useState, type ReactNode } from 'react';
import type { Page } from '../../../contract/envelope';
import type { EnvelopeState } from '../../lib/use-envelope';
import type { ListParams } from '../../lib/use-list-params';
import { Pagination } from '../pagination/pagination';
import styles from './library.module.css';
import { ListEmpty, ListError, ListLoading } from './list-states';

interface LibraryResultsProps<T extends { uuid: string }> {
  result: EnvelopeState<Page<T>> & { retry: () => void };
  list: Pick<ListParams<string>, 'page' | 'size' | 'searchForPage' | 'setSize'>;
  hasFilters: boolean;
  onReset: () => void;
  /** The list's class (rows or a grid), also given to the loading placeholders. */
  listClassName: string | undefined;
  loadingRows: number;
  /** One placeholder item, the same height as a real one. */
  skeleton: ReactNode;
  texts: { error: string; empty: string; emptyAll: string; listLabel: string; pagesLabel: string };
  renderItem: (item: T) => ReactNode;
}

export function LibraryResults<T extends { uuid: string }>({
  result,
  list,
  hasFilters,
  onReset,
  listClassName,
  loadingRows,
  skeleton,
  texts,
  renderItem,
}: LibraryResultsProps<T>) {
  // The pagination bar stays (with the last known total) while a page loads: no jump below.
  const [lastTotal, setLastTotal] = useState<number | null>(null);
  if (result.status === 'ready' && result.data.totalCount !== lastTotal) setLastTotal(result.data.totalCount);

  return (
    <>
      <div className={styles.results} aria-busy={result.status === 'loading'}>
        {result.status === 'loading' && (
          <ListLoading rows={loadingRows} className={listClassName} row={skeleton} />
        )}
        {result.status === 'error' && (
          <ListError message={texts.error} errorCode={result.errorCode} onRetry={result.retry} />
        )}
        {result.status === 'ready' &&
          (result.data.lists.length === 0 ? (
            <ListEmpty
              message={hasFilters ? texts.empty : texts.emptyAll}
              onReset={hasFilters ? onReset : undefined}
            />
          ) : (
            <ul className={listClassName} aria-label={texts.listLabel}>
              {result.data.lists.map((item) => (
                <li key={item.uuid}>{renderItem(item)}</li>
              ))}
            </ul>
          ))}
      </div>

      {lastTotal !== null && result.status !== 'error' && (
        <Pagination
          page={list.page}
          size={list.size}
          totalCount={result.status === 'ready' ? result.data.totalCount : lastTotal}
          searchForPage={list.searchForPage}
          onSizeChange={list.setSize}
          label={texts.pagesLabel}
        />
      )}
    </>
  );
}
