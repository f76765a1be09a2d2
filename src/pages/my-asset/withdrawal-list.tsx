import { useTranslation } from 'react-i18next';
import type { WithdrawalRequest } from '../../../contract/assets';
import type { Currency } from '../../../contract/money-rules';
import { getWithdrawalRequests } from '../../api/assets';
import { Badge } from '../../components/ui/badge';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { EmptyState } from '../../components/ui/empty-state';
import { PageState } from '../../components/ui/page-state';
import { Pagination } from '../../components/ui/pagination';
import { Section } from '../../components/ui/section';
import { withdrawalTone } from '../../components/ui/tones';
import { bankNameIn } from '../../lib/bank-name';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { useDeployment } from '../../stores/deployment-store';
import { formatBusinessDate, moneyIn } from '../../lib/asset-format';
import styles from './my-asset-page.module.css';
import text from '../../components/ui/text.module.css';

const NO_FILTERS = [] as const;

/** The creator's withdrawal requests, newest first, with page and size (20, 40, 60) in the URL. */
export function WithdrawalList({ currency, reloadKey }: { currency: Currency; reloadKey: number }) {
  const { t } = useTranslation('assets');
  const { page, size, searchForPage, setSize } = useListParams(NO_FILTERS);
  const list = useEnvelope(
    `withdrawals?page=${page}&size=${size}#${reloadKey}`,
    (signal) => getWithdrawalRequests({ page, size }, signal),
    { keepPrevious: true },
  );
  const stale = list.status === 'ready' && (list.data.page !== page || list.data.size !== size);
  const columns = useRequestColumns(currency);

  return (
    <Section title={t('myAsset.requests.title')}>
      {list.status === 'loading' && <PageState kind="loading" compact />}
      {list.status === 'error' && (
        <PageState
          kind="error"
          compact
          title={t('myAsset.requests.error')}
          errorCode={list.errorCode}
          onRetry={list.retry}
        />
      )}
      {list.status === 'ready' &&
        (list.data.totalCount === 0 ? (
          <EmptyState title={t('myAsset.requests.empty')} />
        ) : (
          <div>
            <DataTable
              caption={t('myAsset.requests.caption')}
              columns={columns}
              rows={list.data.lists}
              rowKey={(request) => request.uuid}
              rowState={(request) => request.state}
              muted={(request) => request.state === 'rejected'}
              stale={stale}
            />
            <Pagination
              page={page}
              size={size}
              totalCount={list.data.totalCount}
              searchForPage={searchForPage}
              onSizeChange={setSize}
              label={t('myAsset.requests.pagination')}
            />
          </div>
        ))}
    </Section>
  );
}

function useRequestColumns(currency: Currency): Column<WithdrawalRequest>[] {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const money = moneyIn(currency, language);
  const { country } = useDeployment();
  return [
    {
      key: 'requestedAt',
      header: t('myAsset.requests.requestedAt'),
      primary: true,
      cell: (request) => (
        <span className={styles.words}>
          <DateTime iso={request.requestedAt} />
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('myAsset.requests.amount'),
      align: 'end',
      nowrap: true,
      cell: (request) => money(request.amounts.gross),
    },
    {
      key: 'state',
      header: t('myAsset.requests.state'),
      cell: (request) => (
        <Badge tone={withdrawalTone[request.state]} state={request.state}>
          {t(`states.${request.state}`)}
        </Badge>
      ),
    },
    {
      key: 'payout',
      header: t('myAsset.requests.payout'),
      cell: (request) => <Payout request={request} currency={currency} />,
    },
    {
      key: 'account',
      header: t('myAsset.requests.account'),
      cell: (request) => (
        <>
          {bankNameIn(request.bankCode, request.bankName, country, language)}{' '}
          <span className={styles.nowrap}>{request.accountNumberMasked}</span>
        </>
      ),
    },
  ];
}

/**
 * What the request means for the creator's money in its state: the net amount to be paid and by
 * when, the net amount paid and when, or, for a rejected request, that nothing was paid and the
 * withdrawn amount went back to the available balance (the server returns it in the same
 * transaction as the rejection, services/withdrawals.ts).
 */
function Payout({ request, currency }: { request: WithdrawalRequest; currency: Currency }) {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const amount = moneyIn(currency, language);
  const date = (value: string) => formatBusinessDate(value, language);
  let lines: string[];
  if (request.state === 'requested') {
    lines = [
      t('myAsset.requests.toBePaid', { amount: amount(request.amounts.net) }),
      t('myAsset.requests.expected', { date: date(request.expectedPayoutDate) }),
    ];
  } else if (request.state === 'paid') {
    lines = [
      t('myAsset.requests.paid', { amount: amount(request.amounts.net) }),
      request.paidDate ? t('myAsset.requests.paidOn', { date: date(request.paidDate) }) : '',
    ];
  } else {
    lines = [
      t('myAsset.requests.nothingPaid'),
      t('myAsset.requests.returned', { amount: amount(request.amounts.gross) }),
      request.rejectionReason ? t('myAsset.requests.reason', { reason: request.rejectionReason }) : '',
    ];
  }
  const [headline, ...details] = lines.filter(Boolean);
  return (
    <span className={styles.stack}>
      <span className={styles.strong}>{headline}</span>
      {details.map((line) => (
        <span key={line} className={text.muted}>
          {line}
        </span>
      ))}
    </span>
  );
}
