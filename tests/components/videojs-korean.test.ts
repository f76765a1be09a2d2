// video.js on a Korean page: every control text of the installed video.js has a Korean
// translation, and the loader registers it before a Korean player is made.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadVideoJs } from '../../src/components/video-player/load-videojs';
import { koreanTexts } from '../../src/components/video-player/videojs-korean';

const addLanguage = vi.fn();
vi.mock('video.js', () => ({ default: Object.assign(vi.fn(), { addLanguage }) }));

/** The texts video.js passes through its translation: control names and localize() calls. */
function videoJsTexts(): string[] {
  const source = readFileSync('node_modules/video.js/dist/video.es.js', 'utf8');
  const pattern = /(?:controlText_ = |controlText\(|localize\()'([^']+)'/g;
  const texts = new Set<string>();
  for (const match of source.matchAll(pattern)) texts.add(match[1] as string);
  // ", opens " is the start of a text built from the track kind (listed whole in the file).
  texts.delete(', opens ');
  return [...texts];
}

describe("video.js's Korean texts", () => {
  it('translate every text video.js shows or reads out', () => {
    const texts = videoJsTexts();
    expect(texts).toEqual(
      expect.arrayContaining(['Play', 'Skip Backward', 'Seek to live, currently behind live']),
    );
    const missing = texts.filter((text) => !(text in koreanTexts));
    expect(missing).toEqual([]);
  });

  it('keep no English words in the translations of the controls', () => {
    // "Esc" is the key's name on the keyboard, in Korean too.
    const english = Object.entries(koreanTexts).filter(([, korean]) =>
      /[A-Za-z]{3,}/.test(korean.replaceAll('Esc 키', '')),
    );
    expect(english).toEqual([]);
  });

  it('read 재생, 일시 정지, 뒤로 건너뛰기 and 실시간으로 이동', () => {
    expect(koreanTexts.Play).toBe('재생');
    expect(koreanTexts.Pause).toBe('일시 정지');
    expect(koreanTexts['Skip Backward']).toBe('뒤로 건너뛰기');
    expect(koreanTexts['Seek to live, currently playing live']).toMatch(/^실시간으로 이동/);
  });

  it('are registered once, and only for a Korean player', async () => {
    await loadVideoJs('en');
    expect(addLanguage).not.toHaveBeenCalled();
    await loadVideoJs('ko');
    await loadVideoJs('ko');
    expect(addLanguage).toHaveBeenCalledTimes(1);
    expect(addLanguage).toHaveBeenCalledWith('ko', koreanTexts);
  });
});
