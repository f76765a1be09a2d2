// /operator/inquiries/:uuid (support): the question as the creator wrote it (plain text), its
// attachment shown in place, what it concerns (the entry, the creator, their latest withdrawals),
// and the answer: HTML typed here, previewed sanitized exactly as the creator's page renders it
// (RichText), sanitized again by the server with the notices' allowlist when saved. An answered
// inquiry shows its answer and no form. What was typed stays after any refusal.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import type { OperatorInquiry } from '../../../../contract/operator';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateTime } from '../../../components/ui/date-time';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { RichText } from '../../../components/ui/rich-text';
import { withdrawalTone } from '../../../components/ui/tones';
import { askToConfirm, showAlert } from '../../../lib/alert';
import { errorMessage } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import { answerInquiry, getInquiryForSupport } from '../../api/inquiries';
import { DocumentPreview } from '../../document-preview';
import { emptyOnceSanitized, HtmlField } from '../../html-field';
import { InquiryStateBadge } from '../../inquiry-columns';
import { operatorPaths } from '../../paths';
import pages from '../../operator-pages.module.css';
import styles from '../../work.module.css';

/** The server's limit on the answer's HTML (contract/operator.ts answerBodySchema). */
export const ANSWER_MAX_LENGTH = 20_000;

export default function InquiryPage() {
  const { t } = useTranslation('operator');
  const { uuid = '' } = useParams();
  const [reloads, setReloads] = useState(0);
  const inquiry = useEnvelope(
    `operator-inquiry:${uuid}#${reloads}`,
    (signal) => getInquiryForSupport(uuid, signal),
    { keepPrevious: true },
  );
  const back = { to: operatorPaths.inquiries(), label: t('inquiry.back') };
  if (inquiry.status !== 'ready') {
    return (
      <Page width="full">
        <PageHeader back={back} title={t('inquiry.title')} />
        <LoadState
          load={inquiry}
          errorTitle={t('inquiry.error')}
          notFound={{ title: t('inquiry.notFoundTitle'), text: t('inquiry.notFoundText') }}
        />
      </Page>
    );
  }
  return <InquiryView inquiry={inquiry.data} back={back} reload={() => setReloads((count) => count + 1)} />;
}

interface InquiryViewProps {
  inquiry: OperatorInquiry;
  back: { to: string; label: string };
  reload(): void;
}

function InquiryView({ inquiry, back, reload }: InquiryViewProps) {
  const { t } = useTranslation('operator');
  const language = t(`languages.${inquiry.language === 'en' ? 'en' : 'ko'}`);
  return (
    <Page width="full">
      <PageHeader
        back={back}
        title={inquiry.title}
        intro={
          <span className={pages.cluster}>
            <InquiryStateBadge state={inquiry.state} />
            <span>{t(`inquiryCategories.${inquiry.category}`)}</span>
          </span>
        }
      />
      <div className={styles.detail}>
        <div className={pages.stack}>
          <Card title={t('inquiry.question')}>
            <dl className={pages.facts}>
              <div>
                <dt>{t('inquiry.category')}</dt>
                <dd>{t(`inquiryCategories.${inquiry.category}`)}</dd>
              </div>
              <div>
                <dt>{t('inquiry.asked')}</dt>
                <dd>
                  <DateTime iso={inquiry.createdAt} />
                </dd>
              </div>
              <div>
                <dt>{t('inquiry.language')}</dt>
                <dd>{language}</dd>
              </div>
              <div>
                <dt>{t('inquiry.content')}</dt>
                <dd className={pages.prose}>{inquiry.content}</dd>
              </div>
              <div>
                <dt>{t('inquiry.attachment')}</dt>
                <dd>
                  {inquiry.attachment ? (
                    <DocumentPreview file={inquiry.attachment} />
                  ) : (
                    t('inquiry.noAttachment')
                  )}
                </dd>
              </div>
            </dl>
          </Card>
          {inquiry.answer !== null ? (
            <Card title={t('inquiry.answer')}>
              <div className={pages.stack}>
                {inquiry.answeredAt && (
                  <p className={pages.muted}>
                    {t('inquiry.answeredAt')}: <DateTime iso={inquiry.answeredAt} />
                  </p>
                )}
                <RichText html={inquiry.answer} />
              </div>
            </Card>
          ) : inquiry.state === 'deleted' ? (
            <Card title={t('inquiry.answer')}>
              <p>{t('inquiry.deleted')}</p>
            </Card>
          ) : (
            <AnswerForm inquiry={inquiry} language={language} reload={reload} />
          )}
        </div>
        <Card title={t('inquiry.context')}>
          <dl className={pages.facts}>
            <div>
              <dt>{t('inquiry.creator')}</dt>
              <dd>
                <Link to={operatorPaths.creator(inquiry.creatorUuid)}>{inquiry.creatorName}</Link>{' '}
                <span className={pages.muted}>{inquiry.creatorEmail}</span>
              </dd>
            </div>
            <div>
              <dt>{t('inquiry.entry')}</dt>
              <dd>
                {inquiry.submission ? (
                  <Link to={operatorPaths.entry(inquiry.submission.uuid)}>{inquiry.submission.title}</Link>
                ) : (
                  t('inquiry.noEntry')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('inquiry.withdrawals')}</dt>
              <dd>
                {inquiry.withdrawals.length === 0 ? (
                  t('inquiry.noWithdrawals')
                ) : (
                  <ul className={styles.links}>
                    {inquiry.withdrawals.map((request) => (
                      <li key={request.uuid}>
                        <Link to={operatorPaths.withdrawals({ state: request.state })}>
                          <DateTime iso={request.requestedAt} />
                        </Link>
                        <Badge tone={withdrawalTone[request.state]} state={request.state}>
                          {t(`withdrawalStates.${request.state}`)}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        </Card>
      </div>
    </Page>
  );
}

interface AnswerFormProps {
  inquiry: OperatorInquiry;
  language: string;
  reload(): void;
}

function AnswerForm({ inquiry, language, reload }: AnswerFormProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  async function afterSending(response: Envelope<{ answer: string }>) {
    if (response.status >= 200 && response.status < 300 && response.data) {
      setSaved(response.data.answer);
      showToast(t('inquiry.sent'));
      return;
    }
    if (response.errorCode === ErrorCode.InquiryStateConflict) {
      await showAlert(t('inquiry.conflict'));
      reload();
      return;
    }
    if (response.status === 400) {
      setProblem(t('inquiry.emptyAfterSanitizing'));
      return;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!answer.trim()) return setProblem(t('inquiry.answerRequired'));
    // The server would refuse it the same way: nothing readable is left once sanitized.
    if (emptyOnceSanitized(answer)) return setProblem(t('inquiry.emptyAfterSanitizing'));
    setProblem(null);
    const confirmed = await askToConfirm(t('inquiry.sendConfirm', { name: inquiry.creatorName }), {
      confirmLabel: t('inquiry.send'),
      cancelLabel: t('cancel'),
    });
    if (!confirmed) return;
    setSending(true);
    const response = await answerInquiry(inquiry.uuid, answer);
    setSending(false);
    await afterSending(response);
  }

  if (saved !== null) {
    return (
      <Card title={t('inquiry.answer')}>
        <RichText html={saved} />
      </Card>
    );
  }

  return (
    <Card title={t('inquiry.answer')}>
      <form className={pages.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
        <HtmlField
          label={t('inquiry.answerHtml')}
          hint={t('inquiry.answerHint', { language })}
          maxLength={ANSWER_MAX_LENGTH}
          value={answer}
          error={problem}
          onChange={(event) => setAnswer(event.target.value)}
          previewLabel={t('inquiry.preview')}
          previewEmpty={t('inquiry.previewEmpty')}
          previewTestId="answer-preview"
        />
        <Button type="submit" className={pages.start} disabled={sending} aria-busy={sending}>
          {t('inquiry.send')}
        </Button>
      </form>
    </Card>
  );
}
