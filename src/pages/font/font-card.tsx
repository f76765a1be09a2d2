import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Font } from '../../../contract/library';
import { DownloadButton } from '../../components/library/download-button';
import { mediaUrl } from '../../components/library/media-url';
import styles from '../../components/library/library.module.css';
import { quotedFamily } from './font-query';

interface FontCardProps {
  font: Font;
  /** The sample text of the page, shown in this font. */
  sample: string;
  sizePx: number;
}

/** One font: its name, maker, type, licence, a live preview of the sample text and the download. */
export function FontCard({ font, sample, sizePx }: FontCardProps) {
  const { t } = useTranslation('library');
  const nameId = useId();
  return (
    <article className={styles.fontCard} aria-labelledby={nameId}>
      {/* React hoists this into <head> once per URL; the browser then fetches only the
          unicode-range slices the preview text needs. React suspends on a stylesheet until it has
          loaded: this boundary keeps that to the (invisible) link, so the card shows at once, in
          the fallback font, and the font swaps in when its rules arrive. */}
      <Suspense fallback={null}>
        <link rel="stylesheet" href={font.previewCssUrl} precedence="font-preview" />
      </Suspense>
      <div className={styles.fontHead}>
        <h2 id={nameId} className={styles.itemTitle}>
          {font.fontName}
        </h2>
        <span className={styles.badge}>
          <span className="visually-hidden">{t('font.typeLabel')}: </span>
          {font.fontType.name}
        </span>
      </div>
      {/* Plain text, not a live region: typing in the sample field is not read out per card. */}
      <p
        className={styles.fontPreview}
        style={{ fontFamily: `${quotedFamily(font.fontFamily)}, sans-serif`, fontSize: `${sizePx}px` }}
        data-testid="font-preview"
      >
        {sample || font.fontName}
      </p>
      <div className={styles.fontFoot}>
        <dl className={styles.fontFacts}>
          <div>
            <dt>{t('font.makerLabel')}</dt>
            <dd>{font.maker}</dd>
          </div>
          <div>
            <dt>{t('font.licenseLabel')}</dt>
            <dd>
              <a href={mediaUrl(font.licenseUrl)} target="_blank" rel="noopener noreferrer">
                {font.license}
                <span className="visually-hidden"> {t('font.newTab')}</span>
              </a>
            </dd>
          </div>
        </dl>
        <DownloadButton file={font.file} title={font.fontName} />
      </div>
    </article>
  );
}
