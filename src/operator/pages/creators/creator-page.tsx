// /operator/creators/:uuid (support): the account without secrets (phone, verification, sessions,
// balance), the latest entries (to the review screen), the inquiries and the ledger; Suspend (the
// creator is logged out everywhere and cannot log in) or Let back in, by the account's state; and
// erasing the account on its owner's request (erase-account.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { minorToMajor } from '../../../../contract/currency-rules';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import type { CreatorDetail, OperatorSubmissionItem } from '../../../../contract/operator';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { askToConfirm, showAlert } from '../../../lib/alert';
import { moneyIn } from '../../../lib/asset-format';
import { errorMessage } from '../../../lib/error-messages';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import { useCurrency } from '../../../stores/deployment-store';
import { getCreator, suspendCreator, unsuspendCreator } from '../../api/creators';
import { EntryStateBadge } from '../../entry-state';
import { useInquiryColumns } from '../../inquiry-columns';
import { operatorPaths } from '../../paths';
import pages from '../../operator-pages.module.css';
import styles from '../../work.module.css';
import { CreatorStateBadge } from './creator-state';
import { EraseAccount } from './erase-account';

type LedgerRow = CreatorDetail['ledger'][number];
const LEDGER_REASONS = ['credit', 'withdrawal', 'withdrawal_returned', 'adjustment'] as const;
type LedgerReason = (typeof LEDGER_REASONS)[number];

function isLedgerReason(value: string): value is LedgerReason {
  return (LEDGER_REASONS as readonly string[]).includes(value);
}

export default function CreatorPage() {
  const { t } = useTranslation('operator');
  const { uuid = '' } = useParams();
  const [reloads, setReloads] = useState(0);
  const creator = useEnvelope(`operator-creator:${uuid}#${reloads}`, (signal) => getCreator(uuid, signal), {
    keepPrevious: true,
  });
  const back = { to: operatorPaths.creators(), label: t('creator.back') };
  if (creator.status !== 'ready') {
    return (
      <Page width="full">
        <PageHeader back={back} title={t('creator.title')} />
        <LoadState
          load={creator}
          errorTitle={t('creator.error')}
          notFound={{ title: t('creator.notFoundTitle'), text: t('creator.notFoundText') }}
        />
      </Page>
    );
  }
  return <CreatorView creator={creator.data} back={back} reload={() => setReloads((count) => count + 1)} />;
}

interface CreatorViewProps {
  creator: CreatorDetail;
  back: { to: string; label: string };
  reload(): void;
}

function CreatorView({ creator, back, reload }: CreatorViewProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const { account } = creator;
  const currency = useCurrency();
  const money = moneyIn(currency, currentLanguage());
  const minor = (amount: number) => money(minorToMajor(amount, currency));
  const [busy, setBusy] = useState(false);
  const name = account.name || account.email;
  const inquiryColumns = useInquiryColumns({ withCreator: false });

  async function change(suspend: boolean) {
    const confirmed = await askToConfirm(
      t(suspend ? 'creator.suspendConfirm' : 'creator.unsuspendConfirm', { name }),
      {
        confirmLabel: t(suspend ? 'creator.suspend' : 'creator.unsuspend'),
        cancelLabel: t('cancel'),
      },
    );
    if (!confirmed) return;
    setBusy(true);
    const response: Envelope<unknown> = await (suspend ? suspendCreator : unsuspendCreator)(account.uuid);
    setBusy(false);
    if (response.status >= 200 && response.status < 300) {
      showToast(t(suspend ? 'creator.suspended' : 'creator.unsuspended', { name }));
      reload();
      return;
    }
    if (response.errorCode === ErrorCode.AccountStateConflict) {
      await showAlert(t('creator.conflict'));
      reload();
      return;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
  }

  const entryColumns: Column<OperatorSubmissionItem>[] = [
    {
      key: 'title',
      header: t('entries.entry'),
      primary: true,
      cell: (entry) => <Link to={operatorPaths.entry(entry.uuid)}>{entry.title}</Link>,
    },
    { key: 'job', header: t('entries.job'), cell: (entry) => entry.topic },
    { key: 'state', header: t('entries.state'), cell: (entry) => <EntryStateBadge entry={entry} /> },
    {
      key: 'submitted',
      header: t('entries.submitted'),
      nowrap: true,
      cell: (entry) => <DateTime iso={entry.submittedAt} />,
    },
  ];

  const ledgerColumns: Column<LedgerRow>[] = [
    {
      key: 'date',
      header: t('creator.date'),
      primary: true,
      nowrap: true,
      cell: (row) => <DateTime iso={row.at} />,
    },
    {
      key: 'reason',
      header: t('creator.reason'),
      cell: (row) => (isLedgerReason(row.reason) ? t(`creator.reasons.${row.reason}`) : row.reason),
    },
    {
      key: 'amount',
      header: t('creator.amount'),
      align: 'end',
      nowrap: true,
      cell: (row) => (row.amountMinor > 0 ? `+${minor(row.amountMinor)}` : minor(row.amountMinor)),
    },
    { key: 'note', header: t('creator.note'), cell: (row) => row.note ?? '' },
  ];

  return (
    <Page width="full">
      <PageHeader
        back={back}
        title={name}
        intro={
          <span className={pages.cluster}>
            <CreatorStateBadge state={account.status} />
            <span>{account.email}</span>
          </span>
        }
        actions={
          account.status === 'active' ? (
            <Button variant="danger" onClick={() => void change(true)} disabled={busy} aria-busy={busy}>
              {t('creator.suspend')}
            </Button>
          ) : account.status === 'suspended' ? (
            <Button onClick={() => void change(false)} disabled={busy} aria-busy={busy}>
              {t('creator.unsuspend')}
            </Button>
          ) : undefined
        }
      />
      <div className={pages.stack}>
        <Card title={t('creator.account')}>
          <dl className={styles.factsGrid}>
            <div>
              <dt>{t('creator.email')}</dt>
              <dd>{account.email}</dd>
            </div>
            <div>
              <dt>{t('creator.phone')}</dt>
              <dd>{account.hpNumber ?? t('creator.noPhone')}</dd>
            </div>
            <div>
              <dt>{t('creator.verified')}</dt>
              <dd>{t(account.emailVerified ? 'creator.yes' : 'creator.no')}</dd>
            </div>
            <div>
              <dt>{t('creator.joined')}</dt>
              <dd>
                <DateTime iso={account.createdAt} dateOnly />
              </dd>
            </div>
            {account.leftAt && (
              <div>
                <dt>{t('creator.left')}</dt>
                <dd>
                  <DateTime iso={account.leftAt} dateOnly />
                </dd>
              </div>
            )}
            <div>
              <dt>{t('creator.sessions')}</dt>
              <dd>{account.sessions}</dd>
            </div>
            <div>
              <dt>{t('creator.lastUsed')}</dt>
              <dd>{account.lastUsedAt ? <DateTime iso={account.lastUsedAt} /> : t('creator.never')}</dd>
            </div>
            <div>
              <dt>{t('creator.balance')}</dt>
              <dd className={`${styles.amount} ${styles.strong}`}>{minor(account.balanceMinor)}</dd>
            </div>
          </dl>
        </Card>
        <Card title={t('creator.entries')}>
          {creator.entries.length === 0 ? (
            <EmptyState title={t('creator.noEntries')} />
          ) : (
            <DataTable
              caption={t('creator.entries')}
              columns={entryColumns}
              rows={creator.entries}
              rowKey={(entry) => entry.uuid}
            />
          )}
        </Card>
        <Card title={t('creator.inquiries')}>
          {creator.inquiries.length === 0 ? (
            <EmptyState title={t('creator.noInquiries')} />
          ) : (
            <DataTable
              caption={t('creator.inquiries')}
              columns={inquiryColumns}
              rows={creator.inquiries}
              rowKey={(inquiry) => inquiry.uuid}
            />
          )}
        </Card>
        <Card title={t('creator.ledger')}>
          {creator.ledger.length === 0 ? (
            <EmptyState title={t('creator.noLedger')} />
          ) : (
            <DataTable
              caption={t('creator.ledger')}
              columns={ledgerColumns}
              rows={creator.ledger}
              rowKey={(row) => `${row.at}:${row.reason}:${row.amountMinor}`}
            />
          )}
        </Card>
        {account.status !== 'withdrawn' && <EraseAccount account={account} onErased={reload} />}
      </div>
    </Page>
  );
}
