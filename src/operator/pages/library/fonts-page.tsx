// /operator/library/fonts (support, admin): every font of the free library, hidden ones too, in the
// portal's order, filtered and paged in the URL. Each row shows a live preview of the font (its
// stylesheet is loaded only for the rows on screen), its files (private while hidden), a switch to
// show or hide it, and opens the font to edit.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsoleFont } from '../../../../contract/operator-library';
import { currentLanguage } from '../../../lib/i18n';
import { editLibraryFont, listLibraryFonts } from '../../api/library';
import { operatorPaths } from '../../paths';
import { FileLink, FontSample } from './library-file';
import { LibraryListPage } from './library-list';
import { nameIn } from './library-text';
import styles from './library.module.css';

export default function FontsPage() {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  return (
    <LibraryListPage<ConsoleFont>
      texts="libraryFonts"
      type="font"
      load={listLibraryFonts}
      newPath={operatorPaths.newLibraryFont}
      categoryLabel={t('libraryFonts.fontType')}
      categoryOptions={(fontTypes) =>
        fontTypes.map((type) => (
          <option key={type.uuid} value={type.uuid}>
            {nameIn(type, language)}
          </option>
        ))
      }
      name={(font) => font.fontName}
      setShown={(font, shown) => editLibraryFont(font.uuid, { isDisplay: shown })}
      columns={({ shown, sort }) => [
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
        shown,
        sort,
      ]}
    />
  );
}
