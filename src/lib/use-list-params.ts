// List state in the URL (page, size and a list's own filters), so that back, reload and a shared
// link return to the same page (spec §9: page sizes 20, 40, 60). Invalid values in a hand-edited
// URL fall back to the defaults instead of reaching the server.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './constants';

export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function parsePageSize(value: string | null): PageSize {
  const size = Number(value);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE;
}

export interface ListParams<K extends string> {
  page: number;
  size: PageSize;
  /** Each filter's value, or '' when it is not set. */
  filters: Record<K, string>;
  /** The search string of this list at another page (for pagination links). */
  searchForPage: (page: number) => string;
  setSize: (size: PageSize) => void;
  /** Sets some filters (empty string removes one) and goes back to page 1. */
  setFilters: (changes: Partial<Record<K, string>>) => void;
}

/**
 * Reads and writes `page`, `size` and the given filter keys of the current URL. Every change is a
 * new history entry, so the browser's back button walks back through the user's choices.
 */
export function useListParams<K extends string>(filterKeys: readonly K[]): ListParams<K> {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const size = parsePageSize(searchParams.get('size'));
  const keysSignature = filterKeys.join(',');
  const filters = useMemo(() => {
    const values = {} as Record<K, string>;
    for (const key of keysSignature.split(',') as K[]) values[key] = searchParams.get(key) ?? '';
    return values;
  }, [searchParams, keysSignature]);

  const searchForPage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(searchParams);
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      const text = next.toString();
      return text ? `?${text}` : '';
    },
    [searchParams],
  );

  const setSize = useCallback(
    (nextSize: PageSize) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (nextSize === DEFAULT_PAGE_SIZE) next.delete('size');
        else next.set('size', String(nextSize));
        next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
    [setSearchParams],
  );

  return { page, size, filters, searchForPage, setSize, setFilters };
}
