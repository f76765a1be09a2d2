import type { ReactNode } from 'react';
import { THUMBNAIL_SIZE } from '../../../contract/thumbnail-rules';
import styles from './thumbnail.module.css';

interface ThumbnailProps {
  /** The image; without one the reserved box stays, drawn, rather than a broken image. */
  src?: string | null;
  alt: string;
  /** Lazy below the fold (the default), eager for the picture a page opens with. */
  loading?: 'lazy' | 'eager';
  /** Round corners of its own (a picture on the page rather than the top of a card). */
  rounded?: boolean;
  /** Laid over the picture (a label such as "Video"). */
  children?: ReactNode;
  className?: string;
}

/**
 * A 720 × 405 picture in a box of that ratio, reserved before the image arrives so that nothing
 * below it moves (CLS): a job's, an entry's, or a file chosen on a form.
 */
export function Thumbnail({
  src,
  alt,
  loading = 'lazy',
  rounded = false,
  children,
  className,
}: ThumbnailProps) {
  return (
    <div
      className={className ? `${styles.box} ${className}` : styles.box}
      data-rounded={rounded || undefined}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
          loading={loading}
          decoding="async"
        />
      ) : null}
      {children}
    </div>
  );
}
