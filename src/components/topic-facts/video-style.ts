// §3 videoStyleType codes and the word each goes by in texts ("facts.styles.photo") and in the job
// list's URL (?style=photo).
import { VIDEO_STYLE_TYPES } from '../../../contract/topic-rules';

export const VIDEO_STYLES = { 1: 'photo', 2: 'video', 3: 'graphics', 4: 'mixed' } as const satisfies Record<
  (typeof VIDEO_STYLE_TYPES)[number],
  string
>;
export type VideoStyleKey = (typeof VIDEO_STYLES)[keyof typeof VIDEO_STYLES];

export function videoStyleKey(type: number): VideoStyleKey | null {
  return VIDEO_STYLES[type as keyof typeof VIDEO_STYLES] ?? null;
}

/** The code of a style word; null for a word that is not one. */
export function videoStyleCode(key: string): (typeof VIDEO_STYLE_TYPES)[number] | null {
  const code = VIDEO_STYLE_TYPES.find((type) => VIDEO_STYLES[type] === key);
  return code ?? null;
}
