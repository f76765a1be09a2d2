// /operator/notices (support): every notice, hidden ones too, newest first (the server's order),
// filtered by language and paged in the URL; each row opens the notice to edit it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleNotice } from '../../../../contract/operator-content';
import { SelectField } from '../../../components/form/select-field';
import { ButtonLink } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { LANGUAGES, isLanguage } from '../../../lib/constants';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { listNotices } from '../../api/notices';
import { ContentNav } from '../../content-nav';
import { ListPager } from '../../list-pager';
import { operatorPaths } from '../../paths';
import pages from '../../operator-pages.module.css';
import { NoticeDisplayBadge } from './notice-display';

const FILTER_KEYS = ['language'] as const;

export default function NoticesPage() {
  const { t } = useTranslation('operator');
  const list = useListParams(FILTER_KEYS);
  const language = isLanguage(list.filters.language) ? list.filters.language : undefined;
  const query = { page: list.page, size: list.size, language };
  const notices = useEnvelope(
    `operator-notices:${JSON.stringify(query)}`,
    (signal) => listNotices(query, signal),
    { keepPrevious: true },
  );

  const columns: Column<ConsoleNotice>[] = [
    {
      key: 'title',
      header: t('notices.notice'),
      primary: true,
      cell: (notice) => <Link to={operatorPaths.notice(notice.uuid)}>{notice.title}</Link>,
    },
    { key: 'language', header: t('notices.language'), cell: (notice) => t(`languages.${notice.language}`) },
    {
      key: 'posted',
      header: t('notices.posted'),
      nowrap: true,
      cell: (notice) => <DateTime iso={notice.date} />,
    },
    {
      key: 'shown',
      header: t('notices.shown'),
      cell: (notice) => <NoticeDisplayBadge shown={notice.isDisplay} />,
    },
    {
      key: 'attachment',
      header: t('notices.attachment'),
      cell: (notice) =>
        notice.attachment ? (
          <bdi className={pages.id}>{notice.attachment.fileName}</bdi>
        ) : (
          <span className={pages.muted}>{t('notices.noAttachment')}</span>
        ),
    },
  ];

  return (
    <Page>
      <ContentNav />
      <PageHeader
        title={t('notices.title')}
        intro={t('notices.lead')}
        actions={<ButtonLink to={operatorPaths.newNotice}>{t('notices.new')}</ButtonLink>}
      />
      <div className={pages.filters}>
        <SelectField
          label={t('notices.filter')}
          value={language ?? ''}
          onChange={(event) => list.setFilters({ language: event.target.value })}
        >
          <option value="">{t('notices.all')}</option>
          {LANGUAGES.map((value) => (
            <option key={value} value={value}>
              {t(`languages.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {notices.status !== 'ready' ? (
        <LoadState load={notices} errorTitle={t('notices.error')} />
      ) : notices.data.lists.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <DataTable
          caption={t('notices.title')}
          columns={columns}
          rows={notices.data.lists}
          rowKey={(notice) => notice.uuid}
          rowState={(notice) => (notice.isDisplay ? 'shown' : 'hidden')}
          muted={(notice) => !notice.isDisplay}
        />
      )}
      <ListPager list={list} load={notices} label={t('notices.pages')} />
    </Page>
  );
}
