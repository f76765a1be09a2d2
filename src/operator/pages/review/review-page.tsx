// /operator/entries/:uuid, the review screen: the entry plays (video.js with the portal's speeds) or
// shows (an image), with its facts and files; timecoded comments that seek the player; approve or
// return with a reason (templates in the UI language); a failed conversion can be retried. Keyboard
// shortcuts work while no field has focus (see the "Shortcuts" help on the page).
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorCode } from '../../../../contract/error-codes';
import type { OperatorSubmissionDetail, ReviewComment } from '../../../../contract/operator';
import { REVIEW_COMMENT_MAX_LENGTH } from '../../../../contract/operator-rules';
import { durationRule } from '../../../../contract/submission-rules';
import type { Envelope } from '../../../../contract/envelope';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateTime } from '../../../components/ui/date-time';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { Thumbnail } from '../../../components/ui/thumbnail';
import type { VideoJsControls } from '../../../components/video-player/load-videojs';
import { VideoPlayer } from '../../../components/video-player/video-player';
import { askToConfirm, showAlert } from '../../../lib/alert';
import { errorMessage } from '../../../lib/error-messages';
import { formatFileSize } from '../../../lib/format-file-size';
import { currentLanguage } from '../../../lib/i18n';
import { formatTimecode, parseTimecode } from '../../../lib/timecode';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import {
  addReviewComment,
  approveSubmission,
  deleteReviewComment,
  getEntry,
  retryConversion,
  returnSubmission,
} from '../../api/submissions';
import { EntryStateBadge } from '../../entry-state';
import { operatorPaths } from '../../paths';
import styles from '../../operator-pages.module.css';

export const RETURN_REASON_MAX_LENGTH = 500;
const RETURN_TEMPLATES = ['thumbnailSize', 'tooShort', 'logo', 'offTopic', 'quality'] as const;
/** J and L move this far. */
const SKIP_SECONDS = 5;

type Player = RefObject<VideoJsControls | null>;

export default function ReviewPage() {
  const { t } = useTranslation('operator');
  const { uuid = '' } = useParams();
  const entry = useEnvelope(`operator-entry:${uuid}`, (signal) => getEntry(uuid, signal), {
    keepPrevious: true,
  });
  const back = { to: operatorPaths.entries(), label: t('review.back') };
  if (entry.status !== 'ready') {
    return (
      <Page width="full">
        <PageHeader back={back} title={t('review.title')} />
        <LoadState
          load={entry}
          errorTitle={t('review.error')}
          notFound={{ title: t('review.notFoundTitle'), text: t('review.notFoundText') }}
        />
      </Page>
    );
  }
  return <ReviewView entry={entry.data} back={back} reload={entry.retry} />;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || Boolean(target.closest('input, textarea, select'));
}

/** Whether a call answered 2xx. */
function succeeded(response: Envelope<unknown>): boolean {
  return response.status >= 200 && response.status < 300;
}

interface ReviewViewProps {
  entry: OperatorSubmissionDetail;
  back: { to: string; label: string };
  reload(): void;
}

function ReviewView({ entry, back, reload }: ReviewViewProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const player = useRef<VideoJsControls | null>(null);
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const [commentAt, setCommentAt] = useState('0:00.0');
  const [deciding, setDeciding] = useState(false);
  const isVideo = entry.tType !== 'bcon';
  const reviewing = entry.state === 'reviewing';

  /** After a refused decision: the 409 is said and the entry shown as it now is. */
  async function afterDecision(response: Envelope<unknown>, done: string): Promise<boolean> {
    if (succeeded(response)) {
      showToast(done);
      reload();
      return true;
    }
    if (response.errorCode === ErrorCode.SubmissionStateConflict) {
      await showAlert(t('review.conflict'));
      reload();
      return false;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
    return false;
  }

  async function approve() {
    if (deciding) return;
    const confirmed = await askToConfirm(t('review.approveConfirm', { title: entry.title }), {
      confirmLabel: t('review.approve'),
      cancelLabel: t('cancel'),
    });
    if (!confirmed) return;
    setDeciding(true);
    const response = await approveSubmission(entry.uuid);
    setDeciding(false);
    await afterDecision(response, t('review.approved'));
  }

  async function sendReturn(reason: string): Promise<boolean> {
    setDeciding(true);
    const response = await returnSubmission(entry.uuid, reason);
    setDeciding(false);
    return afterDecision(response, t('review.returned'));
  }

  function commentAtNow() {
    const seconds = player.current?.currentTime() ?? 0;
    setCommentAt(formatTimecode(Math.round(seconds * 1000)));
    commentBox.current?.focus();
  }

  // The shortcuts: the latest handlers, read by one listener.
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    keys.current = (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTyping(event.target) || document.querySelector('[aria-modal="true"]')) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const controls = player.current;
      switch (event.key.toLowerCase()) {
        case ' ':
          // A focused button or the player itself handles Space on its own.
          if (!controls || target?.closest('button, a, summary, .video-js')) return;
          event.preventDefault();
          if (controls.paused()) void controls.play();
          else controls.pause();
          return;
        case 'j':
        case 'l': {
          if (!controls) return;
          event.preventDefault();
          const now = controls.currentTime() ?? 0;
          controls.currentTime(
            Math.max(0, now + (event.key.toLowerCase() === 'j' ? -SKIP_SECONDS : SKIP_SECONDS)),
          );
          return;
        }
        case 'c':
          event.preventDefault();
          commentAtNow();
          return;
        case 'a':
          if (!reviewing) return;
          event.preventDefault();
          void approve();
          return;
        case 'r':
          if (!reviewing) return;
          event.preventDefault();
          reasonBox.current?.focus();
          return;
      }
    };
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const rule = durationRule(entry.timeLimit);
  const language = currentLanguage();
  return (
    <Page width="full">
      <PageHeader
        back={back}
        title={entry.title}
        intro={
          <span className={styles.cluster}>
            <EntryStateBadge entry={entry} />
            <span>{entry.topic}</span>
          </span>
        }
      />
      <div className={styles.review}>
        <div className={styles.stack}>
          <Card title={t('review.entry')}>
            <div className={styles.stack}>
              {isVideo ? (
                <VideoPlayer
                  src={entry.work.url}
                  type="video/mp4"
                  poster={entry.thumbnail.url}
                  label={entry.title}
                  onPlayer={(controls) => {
                    player.current = controls;
                  }}
                />
              ) : (
                <div className={styles.image}>
                  <img src={entry.work.url} alt={entry.title} />
                </div>
              )}
              <dl className={styles.facts}>
                <div>
                  <dt>{t('review.creator')}</dt>
                  <dd>
                    {entry.creatorName} <span className={styles.muted}>{entry.creatorEmail}</span>
                  </dd>
                </div>
                <div>
                  <dt>{t('review.job')}</dt>
                  <dd>{entry.topic}</dd>
                </div>
                <div>
                  <dt>{t('review.submitted')}</dt>
                  <dd>
                    <DateTime iso={entry.submittedAt} />
                  </dd>
                </div>
                {isVideo && rule && (
                  <div>
                    <dt>{t('review.lengthRule')}</dt>
                    <dd>
                      {rule.exact
                        ? t('review.lengthExact', { count: rule.seconds })
                        : t('review.lengthAtLeast', { count: rule.seconds })}
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{t('review.description')}</dt>
                  <dd className={styles.prose}>{entry.description || t('review.noDescription')}</dd>
                </div>
                <div>
                  <dt>{t('review.files')}</dt>
                  <dd>
                    <ul className={styles.files}>
                      <li>
                        {t('review.workFile')}:{' '}
                        <a href={entry.work.url} download={entry.work.fileName}>
                          {entry.work.fileName}
                        </a>{' '}
                        ({formatFileSize(entry.work.size, language)})
                      </li>
                      {entry.projectFile && (
                        <li>
                          {t('review.projectFile')}:{' '}
                          <a href={entry.projectFile.url} download={entry.projectFile.fileName}>
                            {entry.projectFile.fileName}
                          </a>{' '}
                          ({formatFileSize(entry.projectFile.size, language)})
                        </li>
                      )}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt>{t('review.thumbnail')}</dt>
                  <dd>
                    <Thumbnail
                      className={styles.thumbnail}
                      src={entry.thumbnail.url}
                      alt={t('review.thumbnailAlt', { title: entry.title })}
                      rounded
                    />
                  </dd>
                </div>
                {entry.returnReason && (
                  <div>
                    <dt>{t('review.returnReason')}</dt>
                    <dd className={styles.prose}>{entry.returnReason}</dd>
                  </div>
                )}
              </dl>
            </div>
          </Card>
          {entry.conversion === 'failed' && <ConversionFailed entry={entry} reload={reload} />}
        </div>
        <div className={styles.stack}>
          {reviewing && (
            <Decision
              deciding={deciding}
              reasonBox={reasonBox}
              onApprove={() => void approve()}
              onReturn={sendReturn}
            />
          )}
          <Comments
            entry={entry}
            player={player}
            isVideo={isVideo}
            at={commentAt}
            onAtChange={setCommentAt}
            onNow={commentAtNow}
            commentBox={commentBox}
          />
          <Shortcuts reviewing={reviewing} />
        </div>
      </div>
    </Page>
  );
}

function ConversionFailed({ entry, reload }: { entry: OperatorSubmissionDetail; reload(): void }) {
  const { t } = useTranslation(['operator', 'errors']);
  const [sending, setSending] = useState(false);
  async function retry() {
    setSending(true);
    const response = await retryConversion(entry.uuid);
    setSending(false);
    if (succeeded(response)) {
      showToast(t('review.retryQueued'));
      reload();
      return;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
  }
  return (
    <Card title={t('review.conversionFailed')} className={styles.failed}>
      <pre className={styles.log}>{entry.conversionError ?? t('review.noConversionError')}</pre>
      <Button onClick={() => void retry()} disabled={sending} aria-busy={sending}>
        {t('review.retryConversion')}
      </Button>
    </Card>
  );
}

interface DecisionProps {
  deciding: boolean;
  reasonBox: RefObject<HTMLTextAreaElement | null>;
  onApprove(): void;
  onReturn(reason: string): Promise<boolean>;
}

function Decision({ deciding, reasonBox, onApprove, onReturn }: DecisionProps) {
  const { t } = useTranslation('operator');
  const [template, setTemplate] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setProblem(t('review.reasonRequired'));
      reasonBox.current?.focus();
      return;
    }
    setProblem(null);
    if (await onReturn(text)) {
      setReason('');
      setTemplate('');
    }
  }

  return (
    <Card title={t('review.decision')}>
      <div className={styles.stack}>
        <Button onClick={onApprove} disabled={deciding} block>
          {t('review.approve')}
        </Button>
        <form className={styles.stack} onSubmit={onSubmit} noValidate>
          <SelectField
            label={t('review.template')}
            value={template}
            onChange={(event) => {
              const key = event.target.value;
              setTemplate(key);
              const chosen = RETURN_TEMPLATES.find((name) => name === key);
              if (chosen) setReason(t(`review.templates.${chosen}.text`));
            }}
          >
            <option value="">{t('review.templateNone')}</option>
            {RETURN_TEMPLATES.map((name) => (
              <option key={name} value={name}>
                {t(`review.templates.${name}.label`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            ref={reasonBox}
            label={t('review.reason')}
            hint={t('review.reasonHint', { count: reason.length, max: RETURN_REASON_MAX_LENGTH })}
            maxLength={RETURN_REASON_MAX_LENGTH}
            rows={5}
            value={reason}
            error={problem}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="danger" disabled={deciding} block>
            {t('review.return')}
          </Button>
        </form>
      </div>
    </Card>
  );
}

interface CommentsProps {
  entry: OperatorSubmissionDetail;
  player: Player;
  isVideo: boolean;
  at: string;
  onAtChange(value: string): void;
  onNow(): void;
  commentBox: RefObject<HTMLTextAreaElement | null>;
}

function Comments({ entry, player, isVideo, at, onAtChange, onNow, commentBox }: CommentsProps) {
  const { t } = useTranslation(['operator', 'errors']);
  // The entry's comments as loaded, then as this screen changed them.
  const [loaded, setLoaded] = useState(entry.comments);
  const [comments, setComments] = useState(entry.comments);
  if (loaded !== entry.comments) {
    setLoaded(entry.comments);
    setComments(entry.comments);
  }
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sorted = [...comments].sort((a, b) => a.atMs - b.atMs);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const atMs = isVideo ? parseTimecode(at) : 0;
    const text = body.trim();
    if (atMs === null) return setProblem(t('review.timeInvalid'));
    if (!text) return setProblem(t('review.commentRequired'));
    setProblem(null);
    setSending(true);
    const response = await addReviewComment(entry.uuid, { atMs, body: text });
    setSending(false);
    if (succeeded(response) && response.data) {
      const added: ReviewComment = response.data;
      setComments((current) => [...current, added]);
      setBody('');
      return;
    }
    const message = errorMessage(response);
    setProblem(t(message.key, message.values));
  }

  async function remove(comment: ReviewComment) {
    const response = await deleteReviewComment(entry.uuid, comment.uuid);
    if (succeeded(response) || response.errorCode === ErrorCode.ReviewCommentNotFound) {
      setComments((current) => current.filter((item) => item.uuid !== comment.uuid));
      showToast(t('review.commentDeleted'));
      return;
    }
    const message = errorMessage(response);
    void showAlert(t(message.key, message.values));
  }

  return (
    <Card title={t('review.comments')}>
      <div className={styles.stack}>
        <form className={styles.stack} onSubmit={onSubmit} noValidate>
          {isVideo && (
            <TextField
              label={t('review.commentAt')}
              hint={t('review.commentAtHint')}
              inputMode="decimal"
              className={styles.time}
              value={at}
              onChange={(event) => onAtChange(event.target.value)}
              action={
                <Button variant="secondary" size="sm" onClick={onNow}>
                  {t('review.now')}
                </Button>
              }
            />
          )}
          <TextAreaField
            ref={commentBox}
            label={t('review.comment')}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            rows={3}
            value={body}
            error={problem}
            onChange={(event) => setBody(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={sending} aria-busy={sending}>
            {t('review.addComment')}
          </Button>
        </form>
        {sorted.length === 0 ? (
          <p className={styles.muted}>{t('review.noComments')}</p>
        ) : (
          <ol className={styles.comments} aria-label={t('review.comments')}>
            {sorted.map((comment) => (
              <li key={comment.uuid} className={styles.comment}>
                {isVideo ? (
                  <button
                    type="button"
                    className={styles.timecode}
                    aria-label={t('review.seekTo', { time: formatTimecode(comment.atMs) })}
                    onClick={() => {
                      player.current?.currentTime(comment.atMs / 1000);
                    }}
                  >
                    {formatTimecode(comment.atMs)}
                  </button>
                ) : null}
                <p className={styles.prose}>{comment.body}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('review.deleteComment', { time: formatTimecode(comment.atMs) })}
                  onClick={() => void remove(comment)}
                >
                  {t('review.delete')}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}

function Shortcuts({ reviewing }: { reviewing: boolean }) {
  const { t } = useTranslation('operator');
  const rows: [string, string][] = [
    [t('shortcuts.space'), t('shortcuts.playPause')],
    ['J', t('shortcuts.back', { count: SKIP_SECONDS })],
    ['L', t('shortcuts.forward', { count: SKIP_SECONDS })],
    ['C', t('shortcuts.comment')],
  ];
  if (reviewing) rows.push(['A', t('shortcuts.approve')], ['R', t('shortcuts.return')]);
  return (
    <details className={styles.shortcuts}>
      <summary>{t('shortcuts.title')}</summary>
      <p className={styles.muted}>{t('shortcuts.lead')}</p>
      <dl>
        {rows.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
