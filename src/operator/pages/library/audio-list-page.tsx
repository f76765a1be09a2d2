// /operator/library/audio (support, admin): every audio item of the free library, hidden ones too,
// in the portal's order (sort, then newest), filtered and paged in the URL. Each row can be played
// (while shown: a hidden item's file is private), shown or hidden at once, and opened to edit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleAudio } from '../../../../contract/operator-library';
import { ButtonLink } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { currentLanguage } from '../../../lib/i18n';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { editLibraryAudio, listLibraryAudio, listLibraryCategories } from '../../api/library';
import { ContentNav } from '../../content-nav';
import { ListPager } from '../../list-pager';
import pages from '../../operator-pages.module.css';
import { operatorPaths } from '../../paths';
import { DisplayToggle } from './library-display';
import { LIBRARY_FILTER_KEYS, LibraryFilters, libraryQueryOf } from './library-filters';
import { categoryTree, formatLength, nameIn } from './library-text';
import styles from './library.module.css';

export default function AudioListPage() {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  const list = useListParams(LIBRARY_FILTER_KEYS);
  const query = libraryQueryOf(list);
  const [reloads, setReloads] = useState(0);
  const audio = useEnvelope(
    `operator-library-audio:${JSON.stringify(query)}#${reloads}`,
    (signal) => listLibraryAudio(query, signal),
    { keepPrevious: true },
  );
  const categories = useEnvelope('operator-library-categories:audio', (signal) =>
    listLibraryCategories('audio', signal),
  );
  // A switch shows at once; the reload that follows brings the files' new addresses.
  const [shownNow, setShownNow] = useState<Record<string, boolean>>({});
  const shown = (item: ConsoleAudio) => shownNow[item.uuid] ?? item.isDisplay;

  const columns: Column<ConsoleAudio>[] = [
    {
      key: 'title',
      header: t('libraryAudio.titleColumn'),
      primary: true,
      cell: (item) => <Link to={operatorPaths.libraryAudioItem(item.uuid)}>{item.title}</Link>,
    },
    {
      key: 'category',
      header: t('libraryAudio.category'),
      cell: (item) => `${nameIn(item.category1, language)} › ${nameIn(item.category2, language)}`,
    },
    {
      key: 'length',
      header: t('libraryAudio.length'),
      align: 'end',
      nowrap: true,
      cell: (item) => formatLength(item.duration),
    },
    { key: 'bpm', header: t('libraryAudio.bpm'), align: 'end', nowrap: true, cell: (item) => item.bpm },
    {
      key: 'shown',
      header: t('library.onPortal'),
      cell: (item) => (
        <DisplayToggle
          shown={shown(item)}
          name={item.title}
          change={(next) => editLibraryAudio(item.uuid, { isDisplay: next })}
          onChanged={(next) => {
            setShownNow((current) => ({ ...current, [item.uuid]: next }));
            setReloads((count) => count + 1);
          }}
        />
      ),
    },
    { key: 'sort', header: t('library.sort'), align: 'end', nowrap: true, cell: (item) => item.sort },
    {
      key: 'listen',
      header: t('libraryAudio.listen'),
      cell: (item) =>
        item.file.fileUrl ? (
          <audio
            className={styles.player}
            controls
            preload="none"
            src={item.file.fileUrl}
            aria-label={t('libraryAudio.playerOf', { title: item.title })}
          />
        ) : (
          <span className={pages.muted}>{t('library.filePrivate')}</span>
        ),
    },
  ];

  const categoryOptions =
    categories.status === 'ready'
      ? categoryTree(categories.data.lists).flatMap(({ parent, children }) => [
          <option key={parent.uuid} value={parent.uuid}>
            {nameIn(parent, language)}
          </option>,
          ...children.map((child) => (
            <option key={child.uuid} value={child.uuid}>
              {`${nameIn(parent, language)} › ${nameIn(child, language)}`}
            </option>
          )),
        ])
      : null;

  return (
    <Page>
      <ContentNav />
      <PageHeader
        title={t('libraryAudio.title')}
        intro={t('libraryAudio.lead')}
        actions={<ButtonLink to={operatorPaths.newLibraryAudio}>{t('libraryAudio.new')}</ButtonLink>}
      />
      <LibraryFilters
        list={list}
        categoryLabel={t('libraryAudio.category')}
        categoryOptions={categoryOptions}
        keywordLabel={t('libraryAudio.keyword')}
        keywordHint={t('libraryAudio.keywordHint')}
      />
      {audio.status !== 'ready' ? (
        <LoadState load={audio} errorTitle={t('libraryAudio.error')} />
      ) : audio.data.lists.length === 0 ? (
        <EmptyState title={t('libraryAudio.empty')} />
      ) : (
        <DataTable
          caption={t('libraryAudio.title')}
          columns={columns}
          rows={audio.data.lists}
          rowKey={(item) => item.uuid}
          rowState={(item) => (shown(item) ? 'shown' : 'hidden')}
          muted={(item) => !shown(item)}
        />
      )}
      <ListPager list={list} load={audio} label={t('libraryAudio.pages')} />
    </Page>
  );
}
