// /operator/inquiries (support): the creators' 1:1 inquiries, unanswered first (the server's order),
// filtered by state and paged in the URL; each row opens the inquiry to answer it.
import { useTranslation } from 'react-i18next';
import { INQUIRY_STATES, type InquiryState } from '../../../../contract/inquiry-rules';
import { SelectField } from '../../../components/form/select-field';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { listInquiries } from '../../api/inquiries';
import { useInquiryColumns } from '../../inquiry-columns';
import { ListPager } from '../../list-pager';
import styles from '../../operator-pages.module.css';

const FILTER_KEYS = ['state'] as const;

function isState(value: string): value is InquiryState {
  return (INQUIRY_STATES as readonly string[]).includes(value);
}

export default function InquiriesPage() {
  const { t } = useTranslation('operator');
  const list = useListParams(FILTER_KEYS);
  const state = isState(list.filters.state) ? list.filters.state : undefined;
  const query = { page: list.page, size: list.size, state };
  const inquiries = useEnvelope(
    `operator-inquiries:${JSON.stringify(query)}`,
    (signal) => listInquiries(query, signal),
    { keepPrevious: true },
  );
  const columns = useInquiryColumns();

  return (
    <Page>
      <PageHeader title={t('inquiries.title')} intro={t('inquiries.lead')} />
      <div className={styles.filters}>
        <SelectField
          label={t('inquiries.filter')}
          value={state ?? ''}
          onChange={(event) => list.setFilters({ state: event.target.value })}
        >
          <option value="">{t('inquiries.all')}</option>
          {INQUIRY_STATES.map((value) => (
            <option key={value} value={value}>
              {t(`inquiryStates.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {inquiries.status !== 'ready' ? (
        <LoadState load={inquiries} errorTitle={t('inquiries.error')} />
      ) : inquiries.data.lists.length === 0 ? (
        <EmptyState title={t('inquiries.empty')} />
      ) : (
        <DataTable
          caption={t('inquiries.title')}
          columns={columns}
          rows={inquiries.data.lists}
          rowKey={(inquiry) => inquiry.uuid}
          rowState={(inquiry) => inquiry.state}
          muted={(inquiry) => inquiry.state === 'deleted'}
        />
      )}
      <ListPager list={list} load={inquiries} label={t('inquiries.pages')} />
    </Page>
  );
}
