import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileCategoriesRead } from '../../../contract/page-reads';
import { fontsRead, getFileCategories, getFonts } from '../../api/library';
import { LibraryHeader } from '../../components/library/library-header';
import { LibraryResults } from '../../components/library/library-results';
import { LicenseBlock } from '../../components/library/license-block';
import { useCommonLicense } from '../../components/library/use-common-license';
import styles from '../../components/library/library.module.css';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { embeddedAnswer } from '../../lib/embedded-reads';
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
  const activeFilters = [query.fontType, query.searchKeyword].filter(Boolean).length;
  // null: the default sample (a Hangul and Latin pangram with digits) until the user types.
  const [sample, setSample] = useState<string | null>(null);
  const [sizePx, setSizePx] = useState<number>(SAMPLE_SIZE.initial);
  const sampleText = sample ?? t('font.sampleDefault');

  const fontTypes = useEnvelope(`font-types:${language}`, (signal) => getFileCategories('font', signal), {
    keepPrevious: true,
    initial: embeddedAnswer(fileCategoriesRead('font')),
  });
  const fonts = useEnvelope(
    `fonts:${language}:${JSON.stringify(query)}`,
    (signal) => getFonts(query, signal),
    {
      initial: embeddedAnswer(fontsRead(query)),
    },
  );
  const license = useCommonLicense(fonts);

  const reset = () => list.setFilters(NO_FILTERS);
  return (
    <Page>
      <LibraryHeader title={t('common:pages.font')} subtitle={t('font.subtitle')} />
      {/* Under the heading, where our server's first paint puts it too (server/site/first-paint.ts);
          the filters and the sample stand right above the list they shape. */}
      {license && (
        <LicenseBlock
          title={t('font.licenseCommonTitle')}
          intro={t('font.licenseCommonIntro')}
          license={license}
        />
      )}
      <FontFilters
        query={query}
        fontTypes={fontTypes.data?.lists ?? []}
        onChange={list.setFilters}
        onReset={reset}
        activeCount={activeFilters}
      />
      <SampleControls text={sampleText} sizePx={sizePx} onText={setSample} onSize={setSizePx} />

      <LibraryResults
        result={fonts}
        list={list}
        hasFilters={activeFilters > 0}
        onReset={reset}
        listClassName={styles.fontGrid}
        loadingRows={LOADING_CARDS}
        skeleton={<FontCardSkeleton />}
        texts={{
          error: t('font.error'),
          empty: t('font.empty'),
          emptyAll: t('font.emptyAll'),
          listLabel: t('font.listLabel'),
          pagesLabel: t('font.pagesLabel'),
        }}
        renderItem={(font) => (
          <FontCard font={font} sample={sampleText} sizePx={sizePx} commonLicense={license} />
        )}
      />
    </Page>
  );
}

function FontCardSkeleton() {
  return (
    <Card className={styles.fontCard}>
      <span className={`${styles.bone} ${styles.boneTitle}`} />
      <span className={`${styles.bone} ${styles.bonePreview}`} />
      <span className={`${styles.bone} ${styles.boneLine}`} />
    </Card>
  );
}
