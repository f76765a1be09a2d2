// The page links and page-size choice under a console list, once its page has loaded: the list's
// URL state (useListParams) and the total the server counted.
import { Pagination } from '../components/ui/pagination';
import type { ListParams } from '../lib/use-list-params';
import type { EnvelopeState } from '../lib/use-envelope';

interface ListPagerProps {
  list: Pick<ListParams<string>, 'page' | 'size' | 'searchForPage' | 'setSize'>;
  load: EnvelopeState<{ totalCount: number }>;
  /** Names the navigation landmark, e.g. "Notice pages". */
  label: string;
}

export function ListPager({ list, load, label }: ListPagerProps) {
  if (load.status !== 'ready') return null;
  return (
    <Pagination
      page={list.page}
      size={list.size}
      totalCount={load.data.totalCount}
      searchForPage={list.searchForPage}
      onSizeChange={list.setSize}
      label={label}
    />
  );
}
