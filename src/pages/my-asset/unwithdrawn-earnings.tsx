import { useTranslation } from 'react-i18next';
import type { UnwithdrawnEarning } from '../../../contract/assets';
import type { Currency } from '../../../contract/money-rules';
import { getUnwithdrawnEarnings } from '../../api/assets';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { EmptyState } from '../../components/ui/empty-state';
import { PageState } from '../../components/ui/page-state';
import { Section } from '../../components/ui/section';
import { moneyIn } from '../../lib/asset-format';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import styles from './my-asset-page.module.css';
import text from '../../components/ui/text.module.css';

/** The earnings not yet withdrawn, oldest first; the group period in the browser's time zone. */
export function UnwithdrawnEarnings({ currency, reloadKey }: { currency: Currency; reloadKey: number }) {
  const { t } = useTranslation('assets');
  const money = moneyIn(currency, currentLanguage());
  const list = useEnvelope(`unwithdrawn#${reloadKey}`, (signal) => getUnwithdrawnEarnings(signal));
  const columns: Column<UnwithdrawnEarning>[] = [
    {
      key: 'topic',
      header: t('myAsset.earnings.topic'),
      primary: true,
      cell: (earning) => (
        <span className={`${styles.stack} ${styles.entry}`}>
          <span>{earning.topic}</span>
          <span className={text.muted}>{earning.submissionTitle}</span>
        </span>
      ),
    },
    {
      key: 'period',
      header: t('myAsset.earnings.period'),
      cell: (earning) => (
        <span className={`${styles.stack} ${styles.words}`}>
          <DateTime utcDate={earning.competitionBeginDate} utcHour={earning.competitionBeginHour} />
          <span>
            {'– '}
            <DateTime utcDate={earning.competitionEndDate} utcHour={earning.competitionEndHour} />
          </span>
        </span>
      ),
    },
    {
      key: 'rank',
      header: t('myAsset.earnings.rank'),
      nowrap: true,
      cell: (earning) =>
        earning.ranking === null
          ? t('myAsset.earnings.unranked')
          : t('myAsset.earnings.rankValue', { rank: earning.ranking }),
    },
    {
      // With the day it was credited under it: six columns would not fit a tablet's width.
      key: 'amount',
      header: t('myAsset.earnings.amount'),
      align: 'end',
      cell: (earning) => (
        <span className={styles.stack}>
          <span className={styles.nowrap}>{money(earning.amount)}</span>
          <span className={text.muted}>
            {t('myAsset.earnings.creditedOn')} <DateTime iso={earning.creditedAt} dateOnly />
          </span>
        </span>
      ),
    },
    {
      key: 'remaining',
      header: t('myAsset.earnings.remaining'),
      align: 'end',
      nowrap: true,
      cell: (earning) => money(earning.remainingAmount),
    },
  ];

  return (
    <Section title={t('myAsset.earnings.title')} intro={t('myAsset.earnings.intro')}>
      {list.status === 'loading' && <PageState kind="loading" compact />}
      {list.status === 'error' && (
        <PageState
          kind="error"
          compact
          title={t('myAsset.earnings.error')}
          errorCode={list.errorCode}
          onRetry={list.retry}
        />
      )}
      {list.status === 'ready' &&
        (list.data.lists.length === 0 ? (
          <EmptyState title={t('myAsset.earnings.empty')} text={t('myAsset.earnings.emptyText')} />
        ) : (
          <DataTable
            caption={t('myAsset.earnings.caption')}
            columns={columns}
            rows={list.data.lists}
            rowKey={(earning) => earning.groupSubmissionUuid}
          />
        ))}
    </Section>
  );
}
