// The one topic form (a job, as creators call it): new (POST, then back to the list) or an edit
// (PATCH with only the changed fields, then stay). Every field is checked here with the server's
// limits first; a refusal from the server is shown above the button, in the operator's language,
// and nothing typed is lost.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import {
  TIME_LIMITS,
  TOPIC_CAPACITY_MAX,
  TOPIC_DESCRIPTION_MAX_LENGTH,
  TOPIC_HASHTAG_MAX_LENGTH,
  TOPIC_HASHTAGS_MAX,
  TOPIC_IMAGE_MAX_BYTES,
  TOPIC_THUMBNAIL_SIZE,
  TOPIC_TITLE_MAX_LENGTH,
  TOPIC_TYPE_IMAGE,
  TOPIC_TYPE_VIDEO,
  VIDEO_STYLE_TYPES,
  isExactLength,
  type TimeLimit,
} from '../../../../contract/topic-rules';
import form from '../../../components/form/form.module.css';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { timeLimitText } from '../../../components/topic-facts/time-limit-text';
import { VIDEO_STYLES } from '../../../components/topic-facts/video-style';
import { ButtonLink, Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { browserTimeZone } from '../../../lib/date';
import { useFieldFocus } from '../../../lib/field-focus';
import { formatCount } from '../../../lib/format-count';
import { formatFileSize } from '../../../lib/format-file-size';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { createTopic, updateTopic } from '../../api/competitions';
import { succeeded, useFailureText } from '../../failure-text';
import { useProblemText, type Problems } from '../../field-problems';
import { HtmlField } from '../../html-field';
import pages from '../../operator-pages.module.css';
import { operatorPaths } from '../../paths';
import { ExamplesEditor } from './examples-editor';
import { RulesEditor } from './rules-editor';
import { TopicImageField } from './topic-image-field';
import {
  bodyOf,
  changedFields,
  fieldOrder,
  validateTopic,
  type TopicFormValues,
  type TopicTypeCode,
  type VideoStyleCode,
} from './topic-form-values';
import { FieldRow } from '../../../components/form/field-row';

const EXACT_LENGTHS = TIME_LIMITS.filter(isExactLength);
const MINIMUM_LENGTHS = TIME_LIMITS.filter((limit) => !isExactLength(limit));

interface TopicFormProps {
  /** null: a new topic. */
  uuid: string | null;
  initial: TopicFormValues;
}

export function TopicForm({ uuid, initial }: TopicFormProps) {
  const { t } = useTranslation(['operator', 'errors']);
  const { t: tEntries } = useTranslation('entries');
  const navigate = useNavigate();
  const failureText = useFailureText();
  const fields = useFieldFocus<string>();
  const language = currentLanguage();
  /** What the server has now: the edit sends what differs from it. */
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** Images being checked or uploaded: the form is not sent before they are done. */
  const [uploading, setUploading] = useState(0);
  const trackUpload = (delta: 1 | -1) => setUploading((count) => count + delta);

  const set = <K extends keyof TopicFormValues>(key: K, value: TopicFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const problemOf = useProblemText(problems);

  function refused(response: Envelope<unknown>) {
    setFailure(failureText(response));
    if (response.errorCode === ErrorCode.TopicTypeLocked) {
      setProblems({ topicType: { code: 'typeLocked' } });
      fields.focus('topicType');
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || uploading > 0) return;
    const found = validateTopic(values);
    setProblems(found);
    setFailure(null);
    setNote(null);
    if (fields.focusFirst(fieldOrder(values), found)) return;
    if (uuid === null) {
      setSending(true);
      const response = await createTopic(bodyOf(values));
      setSending(false);
      if (!succeeded(response)) return refused(response);
      showToast(t('topicForm.created', { job: values.topic.trim() }));
      navigate(operatorPaths.topics());
      return;
    }
    const changes = changedFields(saved, values);
    if (Object.keys(changes).length === 0) return setNote(t('topicForm.nothingChanged'));
    setSending(true);
    const response = await updateTopic(uuid, changes);
    setSending(false);
    if (!succeeded(response)) return refused(response);
    setSaved(values);
    showToast(t('topicForm.saved'));
  }

  const imageSize = formatFileSize(TOPIC_IMAGE_MAX_BYTES, language);
  const amountHint = t('topicForm.amountHint');

  return (
    <form className={pages.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Card title={t('topicForm.basics')}>
        <div className={pages.stack}>
          <TextField
            ref={fields.register('topic')}
            label={t('topicForm.title')}
            hint={t('topicForm.titleHint', { max: TOPIC_TITLE_MAX_LENGTH })}
            maxLength={TOPIC_TITLE_MAX_LENGTH}
            value={values.topic}
            error={problemOf('topic')}
            onChange={(event) => set('topic', event.target.value)}
          />
          <FieldRow>
            <SelectField
              ref={fields.register('topicType')}
              label={t('topicForm.entryType')}
              hint={uuid ? t('topicForm.entryTypeLockHint') : undefined}
              value={values.topicType}
              error={problemOf('topicType')}
              onChange={(event) => set('topicType', Number(event.target.value) as TopicTypeCode)}
            >
              <option value={TOPIC_TYPE_VIDEO}>{t('entries.video')}</option>
              <option value={TOPIC_TYPE_IMAGE}>{t('entries.image')}</option>
            </SelectField>
            <SelectField
              label={t('topicForm.style')}
              value={values.videoStyleType}
              onChange={(event) => set('videoStyleType', Number(event.target.value) as VideoStyleCode)}
            >
              {VIDEO_STYLE_TYPES.map((code) => (
                <option key={code} value={code}>
                  {t(`videoStyles.${VIDEO_STYLES[code]}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              ref={fields.register('timeLimit')}
              label={t('topicForm.length')}
              hint={t('topicForm.lengthHint')}
              value={values.timeLimit}
              error={problemOf('timeLimit')}
              onChange={(event) => set('timeLimit', event.target.value as TimeLimit | '')}
            >
              <option value="">{t('topicForm.lengthChoose')}</option>
              <optgroup label={t('topicForm.exactLengths')}>
                {EXACT_LENGTHS.map((limit) => (
                  <option key={limit} value={limit}>
                    {timeLimitText(tEntries, limit)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('topicForm.minimumLengths')}>
                {MINIMUM_LENGTHS.map((limit) => (
                  <option key={limit} value={limit}>
                    {timeLimitText(tEntries, limit)}
                  </option>
                ))}
              </optgroup>
            </SelectField>
          </FieldRow>
        </div>
      </Card>

      <Card title={t('topicForm.money')}>
        <FieldRow>
          <TextField
            ref={fields.register('maxAmount')}
            label={t('topicForm.reward')}
            hint={amountHint}
            inputMode="numeric"
            value={values.maxAmount}
            error={problemOf('maxAmount')}
            onChange={(event) => set('maxAmount', event.target.value)}
          />
          <TextField
            ref={fields.register('maxCount')}
            label={t('topicForm.capacity')}
            hint={t('topicForm.capacityHint', { max: formatCount(TOPIC_CAPACITY_MAX, language) })}
            inputMode="numeric"
            value={values.maxCount}
            error={problemOf('maxCount')}
            onChange={(event) => set('maxCount', event.target.value)}
          />
          <TextField
            ref={fields.register('amountPerUser')}
            label={t('topicForm.amountPerUser')}
            hint={amountHint}
            inputMode="numeric"
            value={values.amountPerUser}
            error={problemOf('amountPerUser')}
            onChange={(event) => set('amountPerUser', event.target.value)}
          />
        </FieldRow>
      </Card>

      <Card title={t('topicForm.listing')}>
        <div className={pages.stack}>
          <TextField
            ref={fields.register('hashtags')}
            label={t('topicForm.hashtags')}
            hint={t('topicForm.hashtagsHint', { max: TOPIC_HASHTAGS_MAX, length: TOPIC_HASHTAG_MAX_LENGTH })}
            value={values.hashtags}
            error={problemOf('hashtags')}
            onChange={(event) => set('hashtags', event.target.value)}
          />
          <FieldRow>
            <TopicImageField
              kind="banner"
              label={t('topicForm.banner')}
              hint={t('topicForm.bannerHint', { size: imageSize })}
              url={values.mainBannerImageUrl}
              onChange={(url) => set('mainBannerImageUrl', url)}
              onBusy={trackUpload}
            />
            <TopicImageField
              kind="thumbnail"
              label={t('topicForm.thumbnail')}
              hint={t('topicForm.thumbnailHint', { ...TOPIC_THUMBNAIL_SIZE, size: imageSize })}
              url={values.thumbnailUrl}
              onChange={(url) => set('thumbnailUrl', url)}
              onBusy={trackUpload}
            />
          </FieldRow>
          <fieldset className={pages.fieldset}>
            <legend className={pages.legend}>{t('topicForm.period')}</legend>
            <p className={pages.muted}>{t('topicForm.periodHint', { zone: browserTimeZone() })}</p>
            <FieldRow>
              <TextField
                ref={fields.register('entryBegin')}
                type="datetime-local"
                label={t('topicForm.entryBegin')}
                value={values.entryBegin}
                error={problemOf('entryBegin')}
                onChange={(event) => set('entryBegin', event.target.value)}
              />
              <TextField
                ref={fields.register('entryEnd')}
                type="datetime-local"
                label={t('topicForm.entryEnd')}
                value={values.entryEnd}
                error={problemOf('entryEnd')}
                onChange={(event) => set('entryEnd', event.target.value)}
              />
            </FieldRow>
          </fieldset>
        </div>
      </Card>

      <Card title={t('topicForm.brief')}>
        <div className={pages.stack}>
          <HtmlField
            ref={fields.register('description')}
            label={t('topicForm.description')}
            hint={t('topicForm.descriptionHint')}
            maxLength={TOPIC_DESCRIPTION_MAX_LENGTH}
            rows={8}
            value={values.description}
            error={problemOf('description')}
            onChange={(event) => set('description', event.target.value)}
            previewLabel={t('topicForm.preview')}
            previewEmpty={t('topicForm.previewEmpty')}
            previewTestId="description-preview"
          />
          <RulesEditor
            rules={values.rules}
            onChange={(rules) => set('rules', rules)}
            problemOf={problemOf}
            register={fields.register}
            focus={fields.focus}
          />
          <ExamplesEditor
            examples={values.exampleWorks}
            onChange={(examples) => set('exampleWorks', examples)}
            problemOf={problemOf}
            register={fields.register}
            focus={fields.focus}
            onBusy={trackUpload}
          />
        </div>
      </Card>

      <div role="alert">{failure && <p className={form.alert}>{failure}</p>}</div>
      <div role="status">
        {(note || uploading > 0) && (
          <p className={form.notice}>{uploading > 0 ? t('topicForm.waitForImages') : note}</p>
        )}
      </div>
      <div className={pages.cluster}>
        <Button type="submit" disabled={sending || uploading > 0} aria-busy={sending}>
          {uuid === null ? t('topicForm.create') : t('topicForm.save')}
        </Button>
        <ButtonLink to={operatorPaths.topics()} variant="ghost">
          {t('topicForm.cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}
