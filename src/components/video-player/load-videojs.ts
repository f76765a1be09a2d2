// video.js, its CSS and its Korean texts load only when a player opens (QUALITY.md). The CSP
// (style-src 'self') forbids the <style> element video.js would inject, so it is told not to
// (VIDEOJS_NO_DYNAMIC_STYLE, read when the module first runs) and its stylesheet comes as a file.
import type { Language } from '../../lib/constants';

declare global {
  interface Window {
    VIDEOJS_NO_DYNAMIC_STYLE?: boolean;
  }
}

/** The part of a video.js player this app uses. */
export interface VideoJsPlayer {
  ready(callback: () => void): void;
  on(event: string, callback: () => void): void;
  dispose(): void;
  isDisposed(): boolean;
}

/** What a page that drives the player (the review screen's timecodes) may call. */
export interface VideoJsControls {
  /** The position in seconds; with a value, seeks there. */
  currentTime(seconds?: number): number | undefined;
  paused(): boolean;
  play(): unknown;
  pause(): unknown;
}

export type CreatePlayer = (element: Element, options: Record<string, unknown>) => VideoJsPlayer;

let library: Promise<{
  default: CreatePlayer & { addLanguage(code: string, data: object): void };
}> | null = null;
let koreanAdded = false;

export async function loadVideoJs(language: Language): Promise<CreatePlayer> {
  window.VIDEOJS_NO_DYNAMIC_STYLE = true;
  library ??= Promise.all([import('video.js'), import('video.js/dist/video-js.css')]).then(
    ([module]) => module as unknown as Awaited<NonNullable<typeof library>>,
  );
  library.catch(() => {
    library = null; // A failed download may be retried by opening the player again.
  });
  const { default: videojs } = await library;
  if (language === 'ko' && !koreanAdded) {
    // Its own chunk beside video.js: only a Korean page's player fetches it.
    const { koreanTexts } = await import('./videojs-korean');
    videojs.addLanguage('ko', koreanTexts);
    koreanAdded = true;
  }
  return videojs;
}
