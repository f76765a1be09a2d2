import { useTranslation } from 'react-i18next';
import { getAudio, getFileCategories } from '../../api/library';
import { LibraryHeader } from '../../components/library/library-header';
import { LibraryResults } from '../../components/library/library-results';
import styles from '../../components/library/library.module.css';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { AudioFilters } from './audio-filters';
import { AudioItem } from './audio-item';
import { AUDIO_FILTER_KEYS, audioQueryOf } from './audio-query';

const NO_FILTERS = { audioCategory1Uuid: '', audioCategory2Uuid: '', timeSearchType: '', bpmSearchType: '' };
/** Skeleton rows while a page loads: enough to fill the first screen. */
const LOADING_ROWS = 6;

// Free audio (spec §2, §3 "Audio list filters", §7 GET /p/api/audio): filters, page and size live
// in the URL, so back, reload and a shared link show the same list.
export default function AudioPage() {
  const { t } = useTranslation(['library', 'common']);
  const language = currentLanguage();
  const list = useListParams(AUDIO_FILTER_KEYS);
  const query = audioQueryOf(list);
  const hasFilters = Boolean(
    query.audioCategory1Uuid || query.audioCategory2Uuid || query.timeSearchType || query.bpmSearchType,
  );

  // Category names come translated from the server: a language switch asks again.
  const categories = useEnvelope(
    `audio-categories:${language}`,
    (signal) => getFileCategories('audio', signal),
    { keepPrevious: true },
  );
  const audio = useEnvelope(`audio:${language}:${JSON.stringify(query)}`, (signal) =>
    getAudio(query, signal),
  );
  const reset = () => list.setFilters(NO_FILTERS);
  return (
    <div className={styles.page}>
      <LibraryHeader title={t('common:pages.audio')} subtitle={t('audio.subtitle')} />
      <AudioFilters
        query={query}
        categories={categories.data?.lists ?? []}
        onChange={list.setFilters}
        onReset={reset}
        hasFilters={hasFilters}
      />

      <LibraryResults
        result={audio}
        list={list}
        hasFilters={hasFilters}
        onReset={reset}
        listClassName={styles.audioList}
        loadingRows={LOADING_ROWS}
        skeleton={<AudioRowSkeleton />}
        texts={{
          error: t('audio.error'),
          empty: t('audio.empty'),
          emptyAll: t('audio.emptyAll'),
          listLabel: t('audio.listLabel'),
          pagesLabel: t('audio.pagesLabel'),
        }}
        renderItem={(item) => <AudioItem audio={item} />}
      />
    </div>
  );
}

/** The boxes of a row, filled with placeholders: the same height as a track. */
function AudioRowSkeleton() {
  return (
    <div className={styles.audioRow}>
      <div className={styles.audioMain}>
        <span className={`${styles.bone} ${styles.boneTitle}`} />
        <span className={`${styles.bone} ${styles.boneLine}`} />
        <span className={`${styles.bone} ${styles.boneShort}`} />
      </div>
      <span className={`${styles.bone} ${styles.bonePlayer}`} />
      <span className={`${styles.bone} ${styles.boneButton}`} />
    </div>
  );
}
