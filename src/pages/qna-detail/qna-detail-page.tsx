import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import type { Inquiry } from '../../../contract/inquiries';
import { deleteInquiry, getInquiry } from '../../api/inquiries';
import form from '../../components/form/form.module.css';
import { InquiryStateBadge } from '../../components/inquiry-state/inquiry-state-badge';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { Modal } from '../../components/ui/dialog';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { formatDateTime, fromIsoTimestamp } from '../../lib/date';
import { errorMessageKey } from '../../lib/error-messages';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { sanitizeNoticeHtml } from '../../lib/sanitize-html';
import { useEnvelope } from '../../lib/use-envelope';
import styles from './qna-detail-page.module.css';

// One inquiry (login required; GET /api/inquiries/{uuid}): the question, its attachment (a signed
// link only the owner gets), the answer (HTML sanitized again here by the notices' DOMPurify
// allowlist) and, while unanswered, edit and delete (with a confirmation).
export default function QnaDetailPage() {
  const { t } = useTranslation(['qna', 'common']);
  const { uuid = '' } = useParams();
  const inquiry = useEnvelope(`inquiry:${uuid}`, (signal) => getInquiry(uuid, signal));
  const [updated, setUpdated] = useState<Inquiry | null>(null);

  const back = (
    <Link className={styles.back} to={paths.qna}>
      {t('detail.back')}
    </Link>
  );
  if (inquiry.status === 'error' && inquiry.errorCode === ErrorCode.NotFound) {
    return (
      <div className={styles.page}>
        <section className={styles.message}>
          <PageTitle title={t('detail.notFoundTitle')} />
          <p>{t('detail.notFoundText')}</p>
        </section>
        {back}
      </div>
    );
  }
  if (inquiry.status === 'error') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('common:pages.qnaDetail')} />
        <LoadProblem
          title={t('detail.error')}
          errorCode={inquiry.errorCode}
          retryLabel={t('detail.retry')}
          onRetry={inquiry.retry}
          spaced
        />
        {back}
      </div>
    );
  }
  if (inquiry.status === 'loading') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('common:pages.qnaDetail')} />
        <PageLoader />
      </div>
    );
  }
  const shown = updated?.uuid === inquiry.data.uuid ? updated : inquiry.data;
  return (
    <div className={styles.page}>
      {back}
      <InquiryView inquiry={shown} onDeleted={setUpdated} />
    </div>
  );
}

function InquiryView({ inquiry, onDeleted }: { inquiry: Inquiry; onDeleted(inquiry: Inquiry): void }) {
  const { t } = useTranslation(['qna', 'errors']);
  const language = currentLanguage();
  const answerId = useId();
  const answer = useMemo(
    () => (inquiry.answer ? sanitizeNoticeHtml(inquiry.answer) : null),
    [inquiry.answer],
  );
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(fromIsoTimestamp(iso), language)}</time>;

  return (
    <>
      <header className={styles.head}>
        <InquiryStateBadge state={inquiry.state} />
        <PageTitle title={inquiry.title} />
      </header>
      <section className={styles.card}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('detail.about')}</dt>
            <dd>{t(`categories.${inquiry.category}`)}</dd>
          </div>
          <div>
            <dt>{t('detail.asked')}</dt>
            <dd>{when(inquiry.createdAt)}</dd>
          </div>
          {inquiry.updatedAt !== inquiry.createdAt && (
            <div>
              <dt>{t('detail.updated')}</dt>
              <dd>{when(inquiry.updatedAt)}</dd>
            </div>
          )}
          {inquiry.submission && (
            <div>
              <dt>{t('detail.entry')}</dt>
              <dd>
                <Link to={paths.submissionDetail(inquiry.submission.uuid)}>{inquiry.submission.title}</Link>
              </dd>
            </div>
          )}
        </dl>
        <p className={styles.content}>{inquiry.content}</p>
        <div className={styles.attachment}>
          <h2 className={styles.subTitle}>{t('detail.attachment')}</h2>
          {inquiry.attachment ? (
            <p>
              <a href={inquiry.attachment.url} download={inquiry.attachment.fileName}>
                {inquiry.attachment.fileName}
              </a>{' '}
              ({formatFileSize(inquiry.attachment.size, language)})
            </p>
          ) : (
            <p className={styles.muted}>{t('detail.noAttachment')}</p>
          )}
        </div>
      </section>

      {inquiry.state === 'answered' && answer !== null && (
        <section className={`${styles.card} ${styles.answer}`} aria-labelledby={answerId}>
          <h2 id={answerId} className={styles.subTitle}>
            {t('detail.answer')}
          </h2>
          {inquiry.answeredAt && (
            <p className={styles.muted}>
              {t('detail.answeredOn')} {when(inquiry.answeredAt)}
            </p>
          )}
          <div className={styles.answerHtml} dangerouslySetInnerHTML={{ __html: answer }} />
        </section>
      )}
      {inquiry.state === 'unanswered' && (
        <section className={styles.card}>
          <p>{t('detail.waiting')}</p>
          <div className={styles.actions}>
            <Link className={form.primary} to={paths.qnaEdit(inquiry.uuid)}>
              {t('detail.edit')}
            </Link>
            <DeleteButton inquiry={inquiry} onDeleted={onDeleted} />
          </div>
        </section>
      )}
      {inquiry.state === 'deleted' && (
        <p className={styles.deleted} role="note">
          {t('detail.deletedNote')}
        </p>
      )}
    </>
  );
}

function DeleteButton({ inquiry, onDeleted }: { inquiry: Inquiry; onDeleted(inquiry: Inquiry): void }) {
  const { t } = useTranslation(['qna', 'errors']);
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    const envelope = await deleteInquiry(inquiry.uuid);
    setBusy(false);
    if (envelope.data && envelope.status === 200) {
      setOpen(false);
      onDeleted(envelope.data);
    } else {
      setFailure(envelope.errorCode);
    }
  }

  return (
    <>
      <button type="button" className={form.secondary} onClick={() => setOpen(true)}>
        {t('detail.delete')}
      </button>
      {open && (
        <Modal labelledBy={titleId} onClose={() => setOpen(false)} initialFocus={cancelRef} size="sm">
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('detail.deleteTitle')}
          </h2>
          <p>{t('detail.deleteText')}</p>
          {failure !== null && (
            <div role="alert" className={form.alert}>
              <p>{t('detail.deleteFailed')}</p>
              <p>{t(errorMessageKey(failure))}</p>
            </div>
          )}
          <div className={styles.dialogActions}>
            <button ref={cancelRef} type="button" className={form.secondary} onClick={() => setOpen(false)}>
              {t('detail.deleteCancel')}
            </button>
            <button
              type="button"
              className={form.primary}
              aria-disabled={busy || undefined}
              onClick={() => void (busy ? undefined : confirm())}
            >
              {t('detail.deleteConfirm')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
