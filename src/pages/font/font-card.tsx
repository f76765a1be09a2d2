import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Font } from '../../../contract/library';
import { DownloadButton } from '../../components/library/download-button';
import { mediaUrl } from '../../components/library/media-url';
import styles from '../../components/library/library.module.css';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { useInView } from '../../lib/use-in-view';
import { quotedFamily } from './font-query';

interface FontCardProps {
  font: Font;
  /** The sample text of the page, shown in this font. */
  sample: string;
  sizePx: number;
  /** The licence the page states once; the card names its own only when it differs. */
  commonLicense: string | null;
}

/** One font: its name, type, a live preview of the sample text, maker, licence text and download. */
export function FontCard({ font, sample, sizePx, commonLicense }: FontCardProps) {
  const { t } = useTranslation('library');
  const preview = useRef<HTMLParagraphElement>(null);
  // A card's web font loads when the card comes near the screen: a page of 20 fonts no longer
  // downloads and lays out 20 families with its first render.
  const seen = useInView(preview);
  return (
    <Card
      as="article"
      className={styles.fontCard}
      title={font.fontName}
      action={
        <Badge tone="info">
          <span className="visually-hidden">{t('font.typeLabel')}: </span>
          {font.fontType.name}
        </Badge>
      }
    >
      {/* React hoists this into <head> once per URL; the browser then fetches only the
          unicode-range slices the preview text needs. React suspends on a stylesheet until it has
          loaded: this boundary keeps that to the (invisible) link, so the card shows at once, in
          the fallback font, and the font swaps in when its rules arrive. */}
      {seen && (
        <Suspense fallback={null}>
          <link rel="stylesheet" href={font.previewCssUrl} precedence="font-preview" />
        </Suspense>
      )}
      {/* Plain text, not a live region: typing in the sample field is not read out per card. */}
      <p
        ref={preview}
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
              {/* Every font's own file (it names the font's copyright holders); the licence's
                  name only where it is not the page's common one. */}
              <a href={mediaUrl(font.licenseUrl)} target="_blank" rel="noopener noreferrer">
                {font.license === commonLicense ? t('font.licenseText') : font.license}
                <span className="visually-hidden"> {t('font.newTab')}</span>
              </a>
            </dd>
          </div>
        </dl>
        <DownloadButton file={font.file} title={font.fontName} />
      </div>
    </Card>
  );
}
