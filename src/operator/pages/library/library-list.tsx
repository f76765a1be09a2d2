// What the audio and font lists share: the filters and the page in the URL, the list loaded for
// them (the previous page kept on screen while the next loads), the categories for the filter,
// the "On the portal" column whose switch shows at once and loads the list again (to get the
// files' new addresses), the sort column, and the loading, empty and error states.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../../../contract/envelope';
import type { ConsoleCategory, LibraryListQuery, LibrarySaved } from '../../../../contract/operator-library';
import type { LibraryType } from '../../../../contract/operator-paths';
import { ButtonLink } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { listLibraryCategories } from '../../api/library';
import { ContentNav } from '../../content-nav';
import { ListPager } from '../../list-pager';
import { DisplayToggle } from './library-display';
import { LIBRARY_FILTER_KEYS, LibraryFilters, libraryQueryOf } from './library-filters';

/** The name each list's requests go by (one per list, with its query and reloads). */
const LIST_KEYS: Record<LibraryType, string> = {
  audio: 'operator-library-audio',
  font: 'operator-library-fonts',
};

/** An audio item or a font, as the list has it. */
interface LibraryRow {
  uuid: string;
  isDisplay: boolean;
  sort: number;
}

interface LibraryListPageProps<T extends LibraryRow> {
  /** The translations of the list's own sentences: the audio's or the fonts'. */
  texts: 'libraryAudio' | 'libraryFonts';
  /** What is listed, and the categories its filter offers. */
  type: LibraryType;
  load: (
    query: LibraryListQuery,
    signal: AbortSignal,
  ) => Promise<Envelope<{ lists: T[]; totalCount: number }>>;
  /** Where "New" leads. */
  newPath: string;
  /** The category filter's label, and its options once the categories have loaded. */
  categoryLabel: string;
  categoryOptions: (categories: ConsoleCategory[]) => ReactNode;
  /** The row's name, for its switch's accessible name. */
  name: (row: T) => string;
  /** Shows or hides a row (PATCH with the isDisplay part alone). */
  setShown: (row: T, shown: boolean) => Promise<Envelope<LibrarySaved>>;
  /** The columns, given the shared "On the portal" and sort columns to place among them. */
  columns: (shared: { shown: Column<T>; sort: Column<T> }) => Column<T>[];
}

export function LibraryListPage<T extends LibraryRow>({
  texts,
  type,
  load,
  newPath,
  categoryLabel,
  categoryOptions,
  name,
  setShown,
  columns,
}: LibraryListPageProps<T>) {
  const { t } = useTranslation('operator');
  const list = useListParams(LIBRARY_FILTER_KEYS);
  const query = libraryQueryOf(list);
  const [reloads, setReloads] = useState(0);
  const rows = useEnvelope(
    `${LIST_KEYS[type]}:${JSON.stringify(query)}#${reloads}`,
    (signal) => load(query, signal),
    { keepPrevious: true },
  );
  const categories = useEnvelope(`operator-library-categories:${type}`, (signal) =>
    listLibraryCategories(type, signal),
  );
  // A switch shows at once; the reload that follows brings the files' new addresses.
  const [shownNow, setShownNow] = useState<Record<string, boolean>>({});
  const shown = (row: T) => shownNow[row.uuid] ?? row.isDisplay;

  const shownColumn: Column<T> = {
    key: 'shown',
    header: t('library.onPortal'),
    cell: (row) => (
      <DisplayToggle
        shown={shown(row)}
        name={name(row)}
        change={(next) => setShown(row, next)}
        onChanged={(next) => {
          setShownNow((current) => ({ ...current, [row.uuid]: next }));
          setReloads((count) => count + 1);
        }}
      />
    ),
  };
  const sortColumn: Column<T> = {
    key: 'sort',
    header: t('library.sort'),
    align: 'end',
    nowrap: true,
    cell: (row) => row.sort,
  };

  return (
    <Page>
      <ContentNav />
      <PageHeader
        title={t(`${texts}.title`)}
        intro={t(`${texts}.lead`)}
        actions={<ButtonLink to={newPath}>{t(`${texts}.new`)}</ButtonLink>}
      />
      <LibraryFilters
        list={list}
        categoryLabel={categoryLabel}
        categoryOptions={categories.status === 'ready' ? categoryOptions(categories.data.lists) : null}
        keywordLabel={t(`${texts}.keyword`)}
        keywordHint={t(`${texts}.keywordHint`)}
      />
      {rows.status !== 'ready' ? (
        <LoadState load={rows} errorTitle={t(`${texts}.error`)} />
      ) : rows.data.lists.length === 0 ? (
        <EmptyState title={t(`${texts}.empty`)} />
      ) : (
        <DataTable
          caption={t(`${texts}.title`)}
          columns={columns({ shown: shownColumn, sort: sortColumn })}
          rows={rows.data.lists}
          rowKey={(row) => row.uuid}
          rowState={(row) => (shown(row) ? 'shown' : 'hidden')}
          muted={(row) => !shown(row)}
        />
      )}
      <ListPager list={list} load={rows} label={t(`${texts}.pages`)} />
    </Page>
  );
}
