import { useEffect, useRef } from 'react';
import styles from './form.module.css';

interface FilePreviewProps {
  /** The chosen file: an MP4 video or an image. */
  file: File;
  kind: 'video' | 'image';
  /** Names the preview ("Preview of your video"). */
  label: string;
}

/**
 * The chosen file itself before anything is sent: the video muted with its controls, or the image,
 * in a 16:9 box. The file is shown through an object URL that is set on the element directly and
 * revoked when another file replaces it or the preview goes away (no URL outlives its file).
 */
export function FilePreview({ file, kind, label }: FilePreviewProps) {
  const mediaRef = useRef<HTMLVideoElement & HTMLImageElement>(null);
  useEffect(() => {
    const element = mediaRef.current;
    if (!element) return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [file]);

  return (
    <div className={styles.preview}>
      {kind === 'video' ? (
        <video ref={mediaRef} aria-label={label} muted controls playsInline preload="metadata" />
      ) : (
        <img ref={mediaRef} alt={label} />
      )}
    </div>
  );
}
