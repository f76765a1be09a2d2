import { useTranslation } from 'react-i18next';
import { fileCategoriesRead } from '../../../contract/page-reads';
import { audioRead, getAudio, getFileCategories } from '../../api/library';
import { LibraryHeader } from '../../components/library/library-header';
import { LibraryResults } from '../../components/library/library-results';
import { LicenseBlock } from '../../components/library/license-block';
import { useCommonLicense } from '../../components/library/use-common-license';
import library from '../../components/library/library.module.css';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { embeddedAnswer } from '../../lib/embedded-reads';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { AudioFilters } from './audio-filters';
import { AudioItem } from './audio-item';
import { AudioPlayerBar } from './audio-player-bar';
import { AUDIO_FILTER_KEYS, audioQueryOf } from './audio-query';
import { useSharedAudio } from './use-shared-audio';
import styles from './audio.module.css';

const NO_FILTERS = { audioCategory1Uuid: '', audioCategory2Uuid: '', timeSearchType: '', bpmSearchType: '' };
/** Skeleton rows while a page loads: enough to fill the first screen. */
const LOADING_ROWS = 6;

// Free audio (spec §2, §3 "Audio list filters", §7 GET /p/api/audio): filters, page and size live
// in the URL, so back, reload and a shared link show the same list. One shared player plays one
// track at a time; the licence the tracks share is said once.
export default function AudioPage() {
  const { t } = useTranslation(['library', 'common']);
  const language = currentLanguage();
  const list = useListParams(AUDIO_FILTER_KEYS);
  const query = audioQueryOf(list);
  const activeFilters = [
    query.audioCategory1Uuid,
    query.audioCategory2Uuid,
    query.timeSearchType,
    query.bpmSearchType,
  ].filter(Boolean).length;
  const player = useSharedAudio();

  // Category names come translated from the server: a language switch asks again.
  const categories = useEnvelope(
    `audio-categories:${language}`,
    (signal) => getFileCategories('audio', signal),
    { keepPrevious: true, initial: embeddedAnswer(fileCategoriesRead('audio')) },
  );
  const audio = useEnvelope(
    `audio:${language}:${JSON.stringify(query)}`,
    (signal) => getAudio(query, signal),
    {
      initial: embeddedAnswer(audioRead(query)),
    },
  );
  const license = useCommonLicense(audio);

  const reset = () => list.setFilters(NO_FILTERS);
  return (
    <Page>
      <LibraryHeader title={t('common:pages.audio')} subtitle={t('audio.subtitle')} />
      {/* Under the heading, where our server's first paint puts it too (server/site/first-paint.ts);
          the filters stand right above the list they filter. */}
      {license && (
        <LicenseBlock
          title={t('audio.licenseCommonTitle')}
          intro={t('audio.licenseCommonIntro')}
          license={license}
        />
      )}
      <AudioFilters
        query={query}
        categories={categories.data?.lists ?? []}
        onChange={list.setFilters}
        onReset={reset}
        activeCount={activeFilters}
      />

      <LibraryResults
        result={audio}
        list={list}
        hasFilters={activeFilters > 0}
        onReset={reset}
        listClassName={styles.list}
        loadingRows={LOADING_ROWS}
        skeleton={<AudioRowSkeleton />}
        texts={{
          error: t('audio.error'),
          empty: t('audio.empty'),
          emptyAll: t('audio.emptyAll'),
          listLabel: t('audio.listLabel'),
          pagesLabel: t('audio.pagesLabel'),
        }}
        renderItem={(item) => {
          const current = player.current?.uuid === item.uuid;
          return (
            <AudioItem
              audio={item}
              commonLicense={license}
              current={current}
              playing={current && player.playing}
              failed={player.failed.has(item.uuid)}
              onToggle={player.toggle}
            />
          );
        }}
      />
      <AudioPlayerBar player={player} />
    </Page>
  );
}

/** The boxes of a row, filled with placeholders: the same height as a track. */
function AudioRowSkeleton() {
  return (
    <div className={styles.row}>
      <Card padding="sm" className={styles.rowCard}>
        <span className={`${library.bone} ${styles.bonePlay}`} />
        <div className={styles.main}>
          <span className={`${library.bone} ${library.boneTitle}`} />
          <span className={`${library.bone} ${library.boneLine}`} />
        </div>
        <span className={`${library.bone} ${library.boneButton}`} />
      </Card>
    </div>
  );
}
