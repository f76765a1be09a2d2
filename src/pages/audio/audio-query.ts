// The audio list's state in the URL (useListParams) and the request it makes. Values a hand-edited
// URL got wrong are dropped instead of reaching the server.
import { BPM_SEARCH_TYPES, TIME_SEARCH_TYPES } from '../../../contract/library-rules';
import type { AudioQuery } from '../../api/library';
import type { ListParams } from '../../lib/use-list-params';

export const AUDIO_FILTER_KEYS = [
  'audioCategory1Uuid',
  'audioCategory2Uuid',
  'timeSearchType',
  'bpmSearchType',
] as const;
export type AudioFilterKey = (typeof AUDIO_FILTER_KEYS)[number];

const CATEGORY_UUID_MAX = 64;

function uuidOrUndefined(value: string): string | undefined {
  return value && value.length <= CATEGORY_UUID_MAX ? value : undefined;
}

function codeOrUndefined<T extends string>(codes: readonly T[], value: string): T | undefined {
  return (codes as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function audioQueryOf({ page, size, filters }: ListParams<AudioFilterKey>): AudioQuery {
  const audioCategory1Uuid = uuidOrUndefined(filters.audioCategory1Uuid);
  return {
    page,
    size,
    audioCategory1Uuid,
    // Category 2 narrows category 1; without one it means nothing.
    audioCategory2Uuid: audioCategory1Uuid ? uuidOrUndefined(filters.audioCategory2Uuid) : undefined,
    timeSearchType: codeOrUndefined(TIME_SEARCH_TYPES, filters.timeSearchType),
    bpmSearchType: codeOrUndefined(BPM_SEARCH_TYPES, filters.bpmSearchType),
  };
}

/** 83 → "1:23". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** 83 → "PT1M23S" (for <time dateTime>). */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
}
