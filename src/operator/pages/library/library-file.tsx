// The parts of the font screens that show a font's files: a file link (private while the font is
// hidden) and a line of sample text in the font itself.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFont, ConsoleLibraryFile } from '../../../../contract/operator-library';
import pages from '../../operator-pages.module.css';
import { quotedFamily } from './library-text';
import styles from './library.module.css';

/** A line of sample text in the font itself. */
export function FontSample({ font }: { font: Pick<ConsoleFont, 'previewCssUrl' | 'fontFamily'> }) {
  const { t } = useTranslation('operator');
  return (
    <>
      {/* React hoists the stylesheet into <head> once per address, for the rows rendered only.
          It suspends on a stylesheet until it has loaded: this boundary keeps that to the
          (invisible) link, so the row shows at once and the font swaps in when it arrives. */}
      <Suspense fallback={null}>
        <link rel="stylesheet" href={font.previewCssUrl} precedence="font-preview" />
      </Suspense>
      <p
        className={styles.sample}
        style={{ fontFamily: `${quotedFamily(font.fontFamily)}, sans-serif` }}
        data-testid="font-sample"
      >
        {t('libraryFonts.sample')}
      </p>
    </>
  );
}

/** A file of the font: a link while it is public, its name and "private" while hidden. */
export function FileLink({ file, text }: { file: ConsoleLibraryFile; text: string }) {
  const { t } = useTranslation('operator');
  if (file.fileUrl) {
    return (
      <a href={file.fileUrl} target="_blank" rel="noopener noreferrer">
        <bdi>{text}</bdi>
        <span className="visually-hidden"> {t('library.newTab')}</span>
      </a>
    );
  }
  return (
    <span>
      <bdi>{text}</bdi> <span className={pages.muted}>({t('library.filePrivateShort')})</span>
    </span>
  );
}
