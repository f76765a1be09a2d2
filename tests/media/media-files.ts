// The committed media files (generate.sh) as the File objects a file picker hands the page, and
// the stand-in for src/lib/media-probe.ts: jsdom cannot decode media, so the tests replace only
// that module (the browser's <video> and createImageBitmap) with the durations and pixel sizes
// ffprobe measured when the files were made (manifest.json). The byte sniffing, the MP4 header
// reading (which gives the clips' durations before any <video> is asked), the name and size rules
// and the time-limit and thumbnail rules all run for real on the real files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import manifest from './manifest.json';

const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  zip: 'application/zip',
};

type MediaName = keyof typeof manifest | 'not-a-video.mp4' | 'project.zip';

/**
 * A committed file, optionally under another name (as a user may rename one). The type is what a
 * browser would guess from the name: the checks must not trust it.
 */
export function mediaFile(name: MediaName, asName: string = name): File {
  const bytes = readFileSync(join(__dirname, name));
  const extension = asName.split('.').pop() ?? '';
  const file = new File([bytes], asName, { type: TYPES[extension] ?? '' });
  originals.set(file, name);
  return file;
}

const originals = new WeakMap<Blob, MediaName>();

function measured(file: Blob) {
  const name = originals.get(file);
  return name && name in manifest ? manifest[name as keyof typeof manifest] : null;
}

/** vi.mock factory body for src/lib/media-probe.ts. */
export const mediaProbeStandIn = {
  PROBE_TIMEOUT_MS: 15_000,
  probeVideoDuration: (file: Blob) => {
    const media = measured(file);
    return Promise.resolve(media && 'durationMs' in media ? media.durationMs : null);
  },
  probeImageSize: (file: Blob) => {
    const media = measured(file);
    return Promise.resolve(
      media && !('durationMs' in media) ? { width: media.width, height: media.height } : null,
    );
  },
};
