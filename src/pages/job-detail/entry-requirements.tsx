import { useTranslation } from 'react-i18next';
import { FILE_NAME_MAX_LENGTH, FILE_SIZE_MAX_BYTES } from '../../../contract/submission-rules';
import { THUMBNAIL_SIZE } from '../../../contract/thumbnail-rules';
import { TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { timeLimitText } from '../../components/topic-facts/time-limit-text';
import { videoStyleKey } from '../../components/topic-facts/video-style';
import { Section } from '../../components/ui/section';
import { StatGrid } from '../../components/ui/stat-grid';

const GB = 1024 ** 3;

/**
 * What the entry must be (issue 18): its type, style and length (video jobs), and the file rules
 * every entry shares, from the contract's constants, so that this list and the form's checks agree.
 */
export function EntryRequirements({ topic }: { topic: Topic }) {
  const { t } = useTranslation('entries');
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  const style = videoStyleKey(topic.videoStyleType);
  const stats = [
    {
      key: 'type',
      label: t('facts.workType'),
      value: isVideo ? t('requirements.videoType') : t('requirements.imageType'),
    },
    { key: 'style', label: t('facts.videoStyle'), value: style ? t(`facts.styles.${style}`) : '--' },
  ];
  if (isVideo)
    stats.push({ key: 'length', label: t('facts.timeLimit'), value: timeLimitText(t, topic.timeLimit) });
  stats.push(
    {
      key: 'thumbnail',
      label: t('requirements.thumbnail'),
      value: t('requirements.thumbnailValue', THUMBNAIL_SIZE),
    },
    {
      key: 'size',
      label: t('requirements.fileSize'),
      value: t('requirements.fileSizeValue', { size: FILE_SIZE_MAX_BYTES / GB }),
    },
    {
      key: 'name',
      label: t('requirements.fileName'),
      value: t('requirements.fileNameValue', { max: FILE_NAME_MAX_LENGTH }),
    },
  );
  return (
    <Section title={t('requirements.title')}>
      <StatGrid columns="2" stats={stats} />
    </Section>
  );
}
