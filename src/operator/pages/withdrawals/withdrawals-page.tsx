// /operator/withdrawals (finance): the withdrawal requests, oldest first, filtered by state (waiting
// by default) and paged in the URL. One card per request: who asked, the amounts, the account
// (masked; the whole number only on an explicit, audited reveal), when it is due in the creator's
// language's promise, and the documents shown in place. A waiting request is marked paid (with the
// day of the transfer) or rejected (with a reason the creator reads); ticked waiting requests are
// downloaded as the bank's transfer batch CSV.
import dayjs from 'dayjs';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_STATES, type WithdrawalState } from '../../../../contract/asset-rules';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import type { OperatorWithdrawal } from '../../../../contract/operator';
import { PAYOUT_PROMISE_BUSINESS_DAYS } from '../../../../contract/operator-rules';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { withdrawalTone } from '../../../components/ui/tones';
import { askToConfirm, showAlert } from '../../../lib/alert';
import { formatBusinessDate, moneyIn } from '../../../lib/asset-format';
import { bankNameIn } from '../../../lib/bank-name';
import { errorMessage } from '../../../lib/error-messages';
import { currentLanguage } from '../../../lib/i18n';
import { todayIn } from '../../../lib/weekdays';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { useDeployment } from '../../../stores/deployment-store';
import {
  downloadTransferBatch,
  listWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  revealAccountNumber,
} from '../../api/withdrawals';
import { DocumentPreview } from '../../document-preview';
import { ListPager } from '../../list-pager';
import { saveBlob } from '../../../lib/save-blob';
import pages from '../../operator-pages.module.css';
import styles from '../../work.module.css';

const FILTER_KEYS = ['state'] as const;
export const REJECT_REASON_MAX_LENGTH = 500;

type Filter = WithdrawalState | 'all';

function filterOf(value: string): Filter {
  if (value === 'all') return 'all';
  return (WITHDRAWAL_STATES as readonly string[]).includes(value) ? (value as WithdrawalState) : 'requested';
}

function succeeded(response: Envelope<unknown>): boolean {
  return response.status >= 200 && response.status < 300;
}

export default function WithdrawalsPage() {
  const { t } = useTranslation(['operator', 'errors']);
  const list = useListParams(FILTER_KEYS);
  const filter = filterOf(list.filters.state);
  const query = { page: list.page, size: list.size, state: filter === 'all' ? undefined : filter };
  const [reloads, setReloads] = useState(0);
  const requests = useEnvelope(
    `operator-withdrawals:${JSON.stringify(query)}#${reloads}`,
    (signal) => listWithdrawals(query, signal),
    { keepPrevious: true },
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const reload = () => setReloads((count) => count + 1);

  const rows = requests.status === 'ready' ? requests.data.lists : [];
  const waiting = rows.filter((request) => request.state === 'requested');
  // Only waiting requests on this page can be in a batch.
  const picked = waiting.filter((request) => chosen.has(request.uuid)).map((request) => request.uuid);

  function toggle(uuid: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });
  }

  async function downloadBatch() {
    if (picked.length === 0 || downloading) return;
    setDownloading(true);
    const response = await downloadTransferBatch(picked);
    setDownloading(false);
    if (succeeded(response) && response.data instanceof Blob) {
      saveBlob(response.data, `transfer-batch-${dayjs().format('YYYY-MM-DD')}.csv`);
      showToast(t('withdrawals.batchSaved', { count: picked.length }));
      return;
    }
    if (response.status === 403) return;
    const message = response.errorCode ? errorMessage(response) : null;
    void showAlert(message ? t(message.key, message.values) : t('withdrawals.batchFailed'));
  }

  /** After a settlement: a toast and the list again; a 409 says someone else was first. */
  async function afterSettling(response: Envelope<unknown>, done: string): Promise<boolean> {
    if (succeeded(response)) {
      showToast(done);
      reload();
      return true;
    }
    if (response.errorCode === ErrorCode.WithdrawalStateConflict) {
      await showAlert(t('withdrawals.conflict'));
      reload();
      return false;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
    return false;
  }

  return (
    <Page>
      <PageHeader title={t('withdrawals.title')} intro={t('withdrawals.lead')} />
      <div className={pages.filters}>
        <SelectField
          label={t('withdrawals.filter')}
          value={filter}
          onChange={(event) =>
            list.setFilters({ state: event.target.value === 'requested' ? '' : event.target.value })
          }
        >
          {WITHDRAWAL_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`withdrawalStates.${state}`)}
            </option>
          ))}
          <option value="all">{t('withdrawals.all')}</option>
        </SelectField>
      </div>
      {waiting.length > 0 && (
        <div className={styles.batch} role="group" aria-label={t('withdrawals.batch')}>
          <p>
            {t('withdrawals.batchChosen', { count: picked.length })}{' '}
            <span className={pages.muted}>{t('withdrawals.batchHint')}</span>
          </p>
          <div className={pages.cluster}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                setChosen(
                  picked.length === waiting.length
                    ? new Set()
                    : new Set(waiting.map((request) => request.uuid)),
                )
              }
            >
              {picked.length === waiting.length ? t('withdrawals.chooseNone') : t('withdrawals.chooseAll')}
            </Button>
            <Button
              size="sm"
              onClick={() => void downloadBatch()}
              disabled={picked.length === 0 || downloading}
              aria-busy={downloading}
            >
              {t('withdrawals.downloadBatch')}
            </Button>
          </div>
        </div>
      )}
      {requests.status !== 'ready' ? (
        <LoadState load={requests} errorTitle={t('withdrawals.error')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('withdrawals.empty')} />
      ) : (
        <ul className={styles.cards} aria-label={t('withdrawals.title')}>
          {rows.map((request) => (
            <RequestCard
              key={request.uuid}
              request={request}
              chosen={chosen.has(request.uuid)}
              onChoose={(on) => toggle(request.uuid, on)}
              onPay={async (date) =>
                afterSettling(
                  await payWithdrawal(request.uuid, date),
                  t('withdrawals.paidDone', { name: request.creatorName }),
                )
              }
              onReject={async (reason) =>
                afterSettling(
                  await rejectWithdrawal(request.uuid, reason),
                  t('withdrawals.rejectedDone', { name: request.creatorName }),
                )
              }
            />
          ))}
        </ul>
      )}
      <ListPager list={list} load={requests} label={t('withdrawals.pages')} />
    </Page>
  );
}

interface RequestCardProps {
  request: OperatorWithdrawal;
  chosen: boolean;
  onChoose(on: boolean): void;
  onPay(date: string): Promise<boolean>;
  onReject(reason: string): Promise<boolean>;
}

function RequestCard({ request, chosen, onChoose, onPay, onReject }: RequestCardProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const titleId = useId();
  const language = currentLanguage();
  const { currency, country, timeZone } = useDeployment();
  const money = moneyIn(currency, language);
  const waiting = request.state === 'requested';
  // The expected date is a business date: compared with today in the business zone, not the browser's.
  const overdue = waiting && request.expectedPayoutDate < todayIn(timeZone);
  const promise =
    request.language === 'en' ? PAYOUT_PROMISE_BUSINESS_DAYS.en : PAYOUT_PROMISE_BUSINESS_DAYS.ko;
  const documents = [...request.documents, ...(request.guardianConsent ? [request.guardianConsent] : [])];

  return (
    <li className={styles.cardItem}>
      <Card as="article" labelledBy={titleId} className={styles.request}>
        <div className={styles.requestHead}>
          <h2 id={titleId} className={styles.requestTitle}>
            {request.creatorName} <span className={pages.muted}>{request.creatorEmail}</span>
          </h2>
          <div className={pages.cluster}>
            <Badge tone={withdrawalTone[request.state]} state={request.state}>
              {t(`withdrawalStates.${request.state}`)}
            </Badge>
            {overdue && (
              <Badge tone="danger" state="overdue">
                {t('withdrawals.overdue')}
              </Badge>
            )}
            {request.minor && (
              <Badge tone="warning" state="minor">
                {t('withdrawals.minor')}
              </Badge>
            )}
          </div>
        </div>
        {waiting && (
          <Checkbox
            label={t('withdrawals.chooseForBatch', { name: request.creatorName })}
            checked={chosen}
            onChange={(event) => onChoose(event.target.checked)}
          />
        )}
        <dl className={styles.factsGrid}>
          <div>
            <dt>{t('withdrawals.gross')}</dt>
            <dd className={styles.amount}>{money(request.amounts.gross)}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.withheld')}</dt>
            <dd className={styles.amount}>{money(request.amounts.withheld)}</dd>
          </div>
          {request.amounts.vat > 0 && (
            <div>
              <dt>{t('withdrawals.vat')}</dt>
              <dd className={styles.amount}>{money(request.amounts.vat)}</dd>
            </div>
          )}
          <div>
            <dt>{t('withdrawals.net')}</dt>
            <dd className={`${styles.amount} ${styles.strong}`}>{money(request.amounts.net)}</dd>
          </div>
          <div>
            <dt>{t('withdrawals.payee')}</dt>
            <dd>
              {t(
                request.payeeType === 'business'
                  ? request.vatRegistered
                    ? 'withdrawals.payeeVatBusiness'
                    : 'withdrawals.payeeBusiness'
                  : 'withdrawals.payeeIndividual',
              )}
            </dd>
          </div>
          <div>
            <dt>{t('withdrawals.bank')}</dt>
            <dd>{bankNameIn(request.bankCode, request.bankName, country, language)}</dd>
          </div>
          <div className={styles.wide}>
            <dt>{t('withdrawals.account')}</dt>
            <dd>
              <Account request={request} />
            </dd>
          </div>
          <div>
            <dt>{t('withdrawals.requested')}</dt>
            <dd>
              <DateTime iso={request.requestedAt} />
            </dd>
          </div>
          <div>
            <dt>{t('withdrawals.expected')}</dt>
            <dd>
              <DateTime date={request.expectedPayoutDate} />
              <br />
              <span className={pages.muted}>
                {t('withdrawals.promise', {
                  count: promise,
                  language: t(`languages.${request.language === 'en' ? 'en' : 'ko'}`),
                })}
              </span>
            </dd>
          </div>
          {request.minor && (
            <div>
              <dt>{t('withdrawals.guardian')}</dt>
              <dd>{request.guardianName ?? t('withdrawals.noGuardian')}</dd>
            </div>
          )}
          {request.paidDate && (
            <div>
              <dt>{t('withdrawals.paidOn')}</dt>
              <dd>
                <DateTime date={request.paidDate} />
              </dd>
            </div>
          )}
          {request.rejectedAt && (
            <div className={styles.wide}>
              <dt>{t('withdrawals.rejectedOn')}</dt>
              <dd>
                <DateTime iso={request.rejectedAt} />
                {request.rejectionReason && <span className={pages.prose}>{request.rejectionReason}</span>}
              </dd>
            </div>
          )}
        </dl>
        <details className={styles.panel}>
          <summary>{t('withdrawals.documents', { count: documents.length })}</summary>
          {documents.length === 0 ? (
            <p className={pages.muted}>{t('withdrawals.noDocuments')}</p>
          ) : (
            <div className={styles.documents}>
              {documents.map((file) => (
                <DocumentPreview key={file.url} file={file} />
              ))}
            </div>
          )}
        </details>
        {waiting && <Settle request={request} onPay={onPay} onReject={onReject} />}
      </Card>
    </li>
  );
}

/** The masked number, and the whole one after an explicit reveal (written to the audit log). */
function Account({ request }: { request: OperatorWithdrawal }) {
  const { t } = useTranslation(['operator', 'errors']);
  const [whole, setWhole] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function reveal() {
    setBusy(true);
    const response = await revealAccountNumber(request.uuid);
    setBusy(false);
    if (succeeded(response) && response.data) {
      setWhole(response.data.accountNumber);
      return;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
  }

  return (
    <span className={styles.account}>
      <span>{request.accountHolder}</span>{' '}
      <code className={styles.number} data-revealed={whole !== null || undefined}>
        {whole ?? request.accountNumberMasked}
      </code>{' '}
      {whole === null ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void reveal()}
          disabled={busy}
          aria-busy={busy}
          aria-label={t('withdrawals.revealFor', { name: request.creatorName })}
        >
          {t('withdrawals.reveal')}
        </Button>
      ) : (
        <span className={pages.muted} role="status">
          {t('withdrawals.revealRecorded')}
        </span>
      )}
    </span>
  );
}

interface SettleProps {
  request: OperatorWithdrawal;
  onPay(date: string): Promise<boolean>;
  onReject(reason: string): Promise<boolean>;
}

/** Mark paid (the day of the transfer, today by default) or reject (a reason for the creator). */
function Settle({ request, onPay, onReject }: SettleProps) {
  const { t } = useTranslation('operator');
  // Paid dates are business dates (the server's default is today in the business zone).
  const { timeZone } = useDeployment();
  const [date, setDate] = useState(() => todayIn(timeZone));
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const language = currentLanguage();
  const money = moneyIn(useDeployment().currency, language);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setDateProblem(t('withdrawals.dateRequired'));
      return;
    }
    setDateProblem(null);
    const confirmed = await askToConfirm(
      t('withdrawals.payConfirm', {
        name: request.creatorName,
        amount: money(request.amounts.net),
        date: formatBusinessDate(date, language),
      }),
      { confirmLabel: t('withdrawals.pay'), cancelLabel: t('cancel') },
    );
    if (!confirmed) return;
    setBusy(true);
    await onPay(date);
    setBusy(false);
  }

  async function reject(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonProblem(t('withdrawals.reasonRequired'));
      return;
    }
    setReasonProblem(null);
    const confirmed = await askToConfirm(
      t('withdrawals.rejectConfirm', { name: request.creatorName, amount: money(request.amounts.gross) }),
      { confirmLabel: t('withdrawals.reject'), cancelLabel: t('cancel') },
    );
    if (!confirmed) return;
    setBusy(true);
    // The reason stays in the box unless the rejection went through.
    if (await onReject(text)) setReason('');
    setBusy(false);
  }

  return (
    <div className={styles.settle}>
      <form className={styles.payForm} onSubmit={(event) => void pay(event)} noValidate>
        <TextField
          label={t('withdrawals.paidDate')}
          type="date"
          value={date}
          max={todayIn(timeZone)}
          error={dateProblem}
          onChange={(event) => setDate(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('withdrawals.pay')}
        </Button>
      </form>
      {rejecting ? (
        <form className={pages.stack} onSubmit={(event) => void reject(event)} noValidate>
          <TextAreaField
            label={t('withdrawals.reason')}
            hint={t('withdrawals.reasonHint', { count: reason.length, max: REJECT_REASON_MAX_LENGTH })}
            maxLength={REJECT_REASON_MAX_LENGTH}
            rows={3}
            value={reason}
            error={reasonProblem}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className={pages.cluster}>
            <Button type="submit" variant="danger" disabled={busy}>
              {t('withdrawals.reject')}
            </Button>
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className={pages.start} onClick={() => setRejecting(true)}>
          {t('withdrawals.rejectOpen')}
        </Button>
      )}
    </div>
  );
}
