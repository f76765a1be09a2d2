import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Page, PageHeader } from '../../components/ui/page';
import { paths, withQuery } from '../../lib/paths';
import { EntryList } from './entry-list';
import { GroupWorks } from './group-works';
import styles from './my-entry-list-page.module.css';

/** `?view=groups` shows the works in groups; anything else the entries. */
const GROUPS_VIEW = 'groups';

// My entries (login required): every entry with its progress (GET /api/submission/), and the
// works that compete in groups (GET /api/group-submission). The view, the filter, the page and the
// size live in the URL, so back, reload and a shared link return to the same list.
export default function MyEntryListPage() {
  const { t } = useTranslation(['entries', 'common']);
  const [searchParams] = useSearchParams();
  const groupsView = searchParams.get('view') === GROUPS_VIEW;

  return (
    <Page>
      <PageHeader title={t('common:pages.myEntryList')} intro={t('myEntries.intro')} />
      <nav className={styles.views} aria-label={t('myEntries.viewsLabel')}>
        <Link className={styles.view} to={paths.myEntryList} aria-current={groupsView ? undefined : 'page'}>
          {t('myEntries.entriesView')}
        </Link>
        <Link
          className={styles.view}
          to={withQuery(paths.myEntryList, { view: GROUPS_VIEW })}
          aria-current={groupsView ? 'page' : undefined}
        >
          {t('myEntries.groupsView')}
        </Link>
      </nav>
      {groupsView ? <GroupWorks /> : <EntryList />}
    </Page>
  );
}
