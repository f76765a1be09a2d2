import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LetterTemplate, TopicDetail } from '../../../contract/topics';
import type { MediaTarget } from '../../components/competition-status-dialog/media-dialog';
import { ImageIcon, PlayIcon } from '../../components/icons';
import { Section } from '../../components/ui/section';
import { Thumbnail } from '../../components/ui/thumbnail';
import styles from './job-detail-page.module.css';

// The description's sanitizer (DOMPurify, 12 kB gzip) stays out of the page's first download: its
// chunk is asked for as soon as this module runs, so it arrives alongside the job's own request.
const richText = import('../../components/ui/rich-text');
const RichText = lazy(async () => ({ default: (await richText).RichText }));

// The status popup's media dialog (the video player, or the image enlarged), loaded on first use.
const MediaDialog = lazy(async () => ({
  default: (await import('../../components/competition-status-dialog/media-dialog')).MediaDialog,
}));

/**
 * The brief of a job (issue 18): its description (sanitized HTML), its do / don't rules and its
 * example entries. Each part appears only when the job has it: the company's hosts send none.
 */
export function JobBrief({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation('entries');
  const description = topic.description?.trim() ? topic.description : null;
  const rules = topic.rules ?? [];
  const dos = rules.filter((rule) => rule.kind === 'do');
  const donts = rules.filter((rule) => rule.kind === 'dont');
  const examples = topic.exampleWorks ?? [];
  return (
    <>
      {description && (
        <Section title={t('brief.about')}>
          <Suspense fallback={null}>
            <RichText html={description} />
          </Suspense>
        </Section>
      )}
      {rules.length > 0 && (
        <Section title={t('brief.rules')}>
          <div className={styles.rulesColumns}>
            {dos.length > 0 && (
              <RuleList title={t('brief.do')} rules={dos.map((rule) => rule.text)} kind="do" />
            )}
            {donts.length > 0 && (
              <RuleList title={t('brief.dont')} rules={donts.map((rule) => rule.text)} kind="dont" />
            )}
          </div>
        </Section>
      )}
      {examples.length > 0 && <Examples examples={examples} />}
    </>
  );
}

function RuleList({ title, rules, kind }: { title: string; rules: string[]; kind: 'do' | 'dont' }) {
  return (
    <div className={styles.ruleList} data-kind={kind}>
      <h3 className={styles.ruleTitle}>{title}</h3>
      <ul>
        {rules.map((rule, index) => (
          <li key={index}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}

function Examples({ examples }: { examples: LetterTemplate[] }) {
  const { t } = useTranslation('entries');
  const [open, setOpen] = useState<MediaTarget | null>(null);
  return (
    <Section title={t('brief.examples')}>
      <ul className={styles.examples}>
        {examples.map((example, index) => {
          const isVideo = example.tType === 'video' && Boolean(example.videoUrl);
          return (
            <li key={`${index}-${example.name}`}>
              <button
                type="button"
                className={styles.example}
                aria-label={
                  isVideo
                    ? t('brief.playExample', { name: example.name })
                    : t('brief.viewExample', { name: example.name })
                }
                onClick={(event) => setOpen({ template: example, opener: event.currentTarget })}
              >
                <Thumbnail src={example.thumbnailUrl} alt="" rounded>
                  <span className={styles.exampleMark} aria-hidden="true">
                    {isVideo ? <PlayIcon width={20} height={20} /> : <ImageIcon width={20} height={20} />}
                  </span>
                </Thumbnail>
                <span className={styles.exampleName}>{example.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <MediaDialog target={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
}
