import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../components/library/library.module.css';

export const SAMPLE_SIZE = { min: 16, max: 72, step: 2, initial: 32 } as const;

interface SampleControlsProps {
  text: string;
  sizePx: number;
  onText: (text: string) => void;
  onSize: (sizePx: number) => void;
}

/** The one sample text and size every font card previews. */
export function SampleControls({ text, sizePx, onText, onSize }: SampleControlsProps) {
  const { t } = useTranslation('library');
  const textId = useId();
  const hintId = useId();
  const sizeId = useId();
  return (
    <section className={styles.sample} aria-label={t('font.sampleLabel')}>
      <div className={`${styles.filter} ${styles.sampleText}`}>
        <label className={styles.filterLabel} htmlFor={textId}>
          {t('font.sampleLabel')}
        </label>
        <input
          id={textId}
          className={styles.input}
          type="text"
          value={text}
          maxLength={200}
          aria-describedby={hintId}
          onChange={(event) => onText(event.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {t('font.sampleHint')}
        </p>
      </div>
      <div className={`${styles.filter} ${styles.sampleSize}`}>
        <label className={styles.filterLabel} htmlFor={sizeId}>
          {t('font.sizeLabel')}
        </label>
        <div className={styles.sizeControl}>
          <input
            id={sizeId}
            className={styles.range}
            type="range"
            min={SAMPLE_SIZE.min}
            max={SAMPLE_SIZE.max}
            step={SAMPLE_SIZE.step}
            value={sizePx}
            aria-valuetext={t('font.sizeValue', { size: sizePx })}
            onChange={(event) => onSize(Number(event.target.value))}
          />
          <output htmlFor={sizeId} className={styles.sizeValue}>
            {t('font.sizeValue', { size: sizePx })}
          </output>
        </div>
      </div>
    </section>
  );
}
