// /operator/library/fonts (support, admin): every font of the free library, hidden ones too, in the
// portal's order, filtered and paged in the URL. Each row shows a live preview of the font (its
// stylesheet is loaded only for the rows on screen), its files (private while hidden), a switch to
// show or hide it, and opens the font to edit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleFont } from '../../../../contract/operator-library';
import { ButtonLink } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { currentLanguage } from '../../../lib/i18n';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { editLibraryFont, listLibraryCategories, listLibraryFonts } from '../../api/library';
import { ContentNav } from '../../content-nav';
import { ListPager } from '../../list-pager';
import { operatorPaths } from '../../paths';
import { DisplayToggle } from './library-display';
import { LIBRARY_FILTER_KEYS, LibraryFilters, libraryQueryOf } from './library-filters';
import { FileLink, FontSample } from './library-file';
import { nameIn } from './library-text';
import styles from './library.module.css';

export default function FontsPage() {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  const list = useListParams(LIBRARY_FILTER_KEYS);
  const query = libraryQueryOf(list);
  const [reloads, setReloads] = useState(0);
  const fonts = useEnvelope(
    `operator-library-fonts:${JSON.stringify(query)}#${reloads}`,
    (signal) => listLibraryFonts(query, signal),
    { keepPrevious: true },
  );
  const fontTypes = useEnvelope('operator-library-categories:font', (signal) =>
    listLibraryCategories('font', signal),
  );
  // A switch shows at once; the reload that follows brings the files' new addresses.
  const [shownNow, setShownNow] = useState<Record<string, boolean>>({});
  const shown = (font: ConsoleFont) => shownNow[font.uuid] ?? font.isDisplay;

  const columns: Column<ConsoleFont>[] = [
    {
      key: 'font',
      header: t('libraryFonts.font'),
      primary: true,
      cell: (font) => (
        <div className={styles.fontCell}>
          <Link to={operatorPaths.libraryFont(font.uuid)}>{font.fontName}</Link>
          <FontSample font={font} />
        </div>
      ),
    },
    { key: 'maker', header: t('libraryFonts.maker'), cell: (font) => font.maker },
    {
      key: 'type',
      header: t('libraryFonts.fontType'),
      nowrap: true,
      cell: (font) => nameIn(font.fontType, language),
    },
    {
      key: 'license',
      header: t('libraryFonts.license'),
      cell: (font) => <FileLink file={font.licenseFile} text={font.licenseName} />,
    },
    {
      key: 'package',
      header: t('libraryFonts.package'),
      cell: (font) => <FileLink file={font.package} text={font.package.fileName} />,
    },
    {
      key: 'shown',
      header: t('library.onPortal'),
      cell: (font) => (
        <DisplayToggle
          shown={shown(font)}
          name={font.fontName}
          change={(next) => editLibraryFont(font.uuid, { isDisplay: next })}
          onChanged={(next) => {
            setShownNow((current) => ({ ...current, [font.uuid]: next }));
            setReloads((count) => count + 1);
          }}
        />
      ),
    },
    { key: 'sort', header: t('library.sort'), align: 'end', nowrap: true, cell: (font) => font.sort },
  ];

  const typeOptions =
    fontTypes.status === 'ready'
      ? fontTypes.data.lists.map((type) => (
          <option key={type.uuid} value={type.uuid}>
            {nameIn(type, language)}
          </option>
        ))
      : null;

  return (
    <Page>
      <ContentNav />
      <PageHeader
        title={t('libraryFonts.title')}
        intro={t('libraryFonts.lead')}
        actions={<ButtonLink to={operatorPaths.newLibraryFont}>{t('libraryFonts.new')}</ButtonLink>}
      />
      <LibraryFilters
        list={list}
        categoryLabel={t('libraryFonts.fontType')}
        categoryOptions={typeOptions}
        keywordLabel={t('libraryFonts.keyword')}
        keywordHint={t('libraryFonts.keywordHint')}
      />
      {fonts.status !== 'ready' ? (
        <LoadState load={fonts} errorTitle={t('libraryFonts.error')} />
      ) : fonts.data.lists.length === 0 ? (
        <EmptyState title={t('libraryFonts.empty')} />
      ) : (
        <DataTable
          caption={t('libraryFonts.title')}
          columns={columns}
          rows={fonts.data.lists}
          rowKey={(font) => font.uuid}
          rowState={(font) => (shown(font) ? 'shown' : 'hidden')}
          muted={(font) => !shown(font)}
        />
      )}
      <ListPager list={list} load={fonts} label={t('libraryFonts.pages')} />
    </Page>
  );
}
