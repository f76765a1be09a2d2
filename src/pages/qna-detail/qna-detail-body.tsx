// The body of an inquiry's page (qna-detail-page.tsx is its frame), a chunk of its own (issue 25):
// what shows once the inquiry is there, with its dates (dayjs), the sanitized answer and the delete
// confirmation, so the route's first load carries none of them.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Inquiry } from '../../../contract/inquiries';
import { deleteInquiry } from '../../api/inquiries';
import form from '../../components/form/form.module.css';
import { Badge } from '../../components/ui/badge';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Modal } from '../../components/ui/dialog';
import { RichText } from '../../components/ui/rich-text';
import { StatGrid, type Stat } from '../../components/ui/stat-grid';
import { inquiryTone } from '../../components/ui/tones';
import { errorMessageKey } from '../../lib/error-messages';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import styles from './qna-detail-page.module.css';
import text from '../../components/ui/text.module.css';
import layout from '../../components/ui/layout.module.css';

/** The inquiry as shown (the deletion's answer once there is one), and how the frame learns of it. */
export interface QnaDetailBodyProps {
  inquiry: Inquiry;
  onDeleted(inquiry: Inquiry): void;
}

export default function QnaDetailBody({ inquiry, onDeleted }: QnaDetailBodyProps) {
  const { t } = useTranslation(['qna', 'errors']);
  const language = currentLanguage();
  const attachmentId = useId();
  const facts: Stat[] = [
    { key: 'about', label: t('detail.about'), value: t(`categories.${inquiry.category}`) },
    { key: 'asked', label: t('detail.asked'), value: <DateTime iso={inquiry.createdAt} /> },
  ];
  if (inquiry.updatedAt !== inquiry.createdAt) {
    facts.push({ key: 'updated', label: t('detail.updated'), value: <DateTime iso={inquiry.updatedAt} /> });
  }
  if (inquiry.submission) {
    facts.push({
      key: 'entry',
      label: t('detail.entry'),
      value: <Link to={paths.submissionDetail(inquiry.submission.uuid)}>{inquiry.submission.title}</Link>,
    });
  }

  return (
    <>
      <Card className={styles.question}>
        {/* First, on a line of its own: a long state never crowds a fact beside it. */}
        <p>
          <span className="visually-hidden">{t('list.state')}: </span>
          <Badge tone={inquiryTone[inquiry.state]} state={inquiry.state}>
            {t(`states.${inquiry.state}`)}
          </Badge>
        </p>
        <StatGrid stats={facts} plain className={styles.facts} />
        <p className={styles.content}>{inquiry.content}</p>
        <section className={`${layout.stack} ${styles.attachment}`} aria-labelledby={attachmentId}>
          <h2 id={attachmentId} className={styles.subTitle}>
            {t('detail.attachment')}
          </h2>
          {inquiry.attachment ? (
            <p>
              <a href={inquiry.attachment.url} download={inquiry.attachment.fileName}>
                {inquiry.attachment.fileName}
              </a>{' '}
              <span className={text.muted}>({formatFileSize(inquiry.attachment.size, language)})</span>
            </p>
          ) : (
            <p className={text.muted}>{t('detail.noAttachment')}</p>
          )}
        </section>
      </Card>

      {inquiry.state === 'answered' && inquiry.answer !== null && (
        <Card title={t('detail.answer')} className={styles.answer}>
          {inquiry.answeredAt && (
            <p className={`${text.muted} ${styles.answeredOn}`}>
              {t('detail.answeredOn')} <DateTime iso={inquiry.answeredAt} />
            </p>
          )}
          <RichText html={inquiry.answer} />
        </Card>
      )}
      {inquiry.state === 'unanswered' && (
        <Card>
          <p>{t('detail.waiting')}</p>
          <div className={styles.actions}>
            <ButtonLink to={paths.qnaEdit(inquiry.uuid)}>{t('detail.edit')}</ButtonLink>
            <DeleteButton inquiry={inquiry} onDeleted={onDeleted} />
          </div>
        </Card>
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
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('detail.delete')}
      </Button>
      {open && (
        <Modal labelledBy={titleId} onClose={() => setOpen(false)} initialFocus={cancelRef} size="sm">
          <div className={styles.dialog}>
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
              <Button ref={cancelRef} variant="secondary" onClick={() => setOpen(false)}>
                {t('detail.deleteCancel')}
              </Button>
              <Button
                variant="danger"
                aria-disabled={busy || undefined}
                onClick={() => void (busy ? undefined : confirm())}
              >
                {t('detail.deleteConfirm')}
              </Button>
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
