// The browser-API part of the entry checks: a video's real duration (when its MP4 header gives
// none, see mp4-duration.ts) and an image's real pixel size, read from the chosen file on this
// machine (nothing is uploaded). Kept apart from the rules, the byte sniffing and the header
// reading (upload-checks.ts, file-signature.ts, mp4-duration.ts) because jsdom cannot decode media:
// unit tests replace this module alone and run everything else for real.

/** A file the browser has not read by then counts as unreadable (a stuck or huge file). */
export const PROBE_TIMEOUT_MS = 15_000;

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The video's duration in milliseconds, from a <video> element's metadata on an object URL; null
 * when this browser cannot read it (not a video it can play, or no answer within the timeout).
 */
export function probeVideoDuration(file: Blob, timeoutMs = PROBE_TIMEOUT_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let timer = 0;
    const finish = (durationMs: number | null) => {
      window.clearTimeout(timer);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('error', onError);
      // Detach the source before revoking, so the element lets go of the file.
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(durationMs);
    };
    const onMetadata = () => {
      const seconds = video.duration;
      finish(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null);
    };
    const onError = () => finish(null);
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('error', onError);
    timer = window.setTimeout(() => finish(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.src = url;
  });
}

/** The image's pixel size; null when this browser cannot decode it. */
export async function probeImageSize(file: Blob): Promise<PixelSize | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  return probeWithImageElement(file);
}

function probeWithImageElement(file: Blob): Promise<PixelSize | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const finish = (size: PixelSize | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => finish({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => finish(null);
    image.src = url;
  });
}
