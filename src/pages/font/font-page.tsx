import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFileCategories, getFonts } from '../../api/library';
import { LibraryHeader } from '../../components/library/library-header';
import { ListEmpty, ListError, ListLoading } from '../../components/library/list-states';
import styles from '../../components/library/library.module.css';
import { Pagination } from '../../components/pagination/pagination';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import { FontCard } from './font-card';
import { FontFilters } from './font-filters';
import { FONT_FILTER_KEYS, fontQueryOf } from './font-query';
import { SAMPLE_SIZE, SampleControls } from './sample-controls';

const NO_FILTERS = { fontType: '', searchType: '', searchKeyword: '' };
const LOADING_CARDS = 6;

// Free fonts (spec §2, §3 "Font list filters", §7 GET /p/api/font): type and search in the URL,
// and a live preview of one sample text in every font.
export default function FontPage() {
  const { t } = useTranslation(['library', 'common']);
  const language = currentLanguage();
  const list = useListParams(FONT_FILTER_KEYS);
  const query = fontQueryOf(list);
  const hasFilters = Boolean(query.fontType || query.searchKeyword);
  // null: the default sample (a Hangul and Latin pangram with digits) until the user types.
  const [sample, setSample] = useState<string | null>(null);
  const [sizePx, setSizePx] = useState<number>(SAMPLE_SIZE.initial);
  const sampleText = sample ?? t('font.sampleDefault');

  const fontTypes = useEnvelope(`font-types:${language}`, (signal) => getFileCategories('font', signal), {
    keepPrevious: true,
  });
  const fonts = useEnvelope(`fonts:${language}:${JSON.stringify(query)}`, (signal) =>
    getFonts(query, signal),
  );
  const reset = () => list.setFilters(NO_FILTERS);
  // The pagination bar stays (with the last known total) while a page loads: no jump below.
  const [lastTotal, setLastTotal] = useState<number | null>(null);
  if (fonts.status === 'ready' && fonts.data.totalCount !== lastTotal) setLastTotal(fonts.data.totalCount);

  return (
    <div className={styles.page}>
      <LibraryHeader title={t('common:pages.font')} subtitle={t('font.subtitle')} />
      <FontFilters
        query={query}
        fontTypes={fontTypes.data?.lists ?? []}
        onChange={list.setFilters}
        onReset={reset}
        hasFilters={hasFilters}
      />
      <SampleControls text={sampleText} sizePx={sizePx} onText={setSample} onSize={setSizePx} />

      <div className={styles.results} aria-busy={fonts.status === 'loading'}>
        {fonts.status === 'loading' && (
          <ListLoading rows={LOADING_CARDS} className={styles.fontGrid} row={<FontCardSkeleton />} />
        )}
        {fonts.status === 'error' && (
          <ListError message={t('font.error')} errorCode={fonts.errorCode} onRetry={fonts.retry} />
        )}
        {fonts.status === 'ready' &&
          (fonts.data.lists.length === 0 ? (
            <ListEmpty
              message={hasFilters ? t('font.empty') : t('font.emptyAll')}
              onReset={hasFilters ? reset : undefined}
            />
          ) : (
            <ul className={styles.fontGrid} aria-label={t('font.listLabel')}>
              {fonts.data.lists.map((font) => (
                <li key={font.uuid}>
                  <FontCard font={font} sample={sampleText} sizePx={sizePx} />
                </li>
              ))}
            </ul>
          ))}
      </div>

      {lastTotal !== null && fonts.status !== 'error' && (
        <Pagination
          page={list.page}
          size={list.size}
          totalCount={fonts.status === 'ready' ? fonts.data.totalCount : lastTotal}
          searchForPage={list.searchForPage}
          onSizeChange={list.setSize}
          label={t('font.pagesLabel')}
        />
      )}
    </div>
  );
}

function FontCardSkeleton() {
  return (
    <div className={styles.fontCard}>
      <span className={`${styles.bone} ${styles.boneTitle}`} />
      <span className={`${styles.bone} ${styles.bonePreview}`} />
      <span className={`${styles.bone} ${styles.boneLine}`} />
    </div>
  );
}
