// A moment of a video as reviewers write it: minutes, seconds and tenths ("0:03.2", "12:45.0").
// The review comments keep milliseconds (contract/operator.ts `atMs`); people read and type tenths.

/** 3200 → "0:03.2"; 754000 → "12:34.0". Hours are counted in minutes ("75:00.0"). */
export function formatTimecode(ms: number): string {
  const tenths = Math.max(0, Math.floor(ms / 100));
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}

/**
 * "0:03.2", "3.2", "1:05", "65" → milliseconds; null when it is not a time (seconds over 59 after a
 * minute, letters, a negative value).
 */
export function parseTimecode(text: string): number | null {
  const match = /^\s*(?:(\d{1,4}):)?(\d{1,4})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const [, minutes, seconds = '0', fraction = ''] = match;
  if (minutes !== undefined && Number(seconds) > 59) return null;
  const fractionMs = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0;
  return (Number(minutes ?? 0) * 60 + Number(seconds)) * 1000 + fractionMs;
}
