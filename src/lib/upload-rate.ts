// Speed and time left of an upload, from progress samples (bytes sent at a moment). The speed is
// measured over the last few seconds, not since the start, so it follows a connection that speeds
// up or slows down, and one late progress event does not make the figures jump.

export interface ProgressSample {
  /** Milliseconds (performance.now() or Date.now(); only differences count). */
  at: number;
  loaded: number;
}

export interface UploadRate {
  /** Null until enough time has passed to measure. */
  bytesPerSecond: number | null;
  /** Whole seconds, rounded up; null while the speed or the total is unknown. */
  secondsLeft: number | null;
}

/** The speed is measured over this much time. */
export const RATE_WINDOW_MS = 5_000;
/** Less time than this between the first and last sample gives no speed (too noisy). */
export const MIN_SPAN_MS = 500;

/**
 * The samples to keep after `sample` arrives: those inside the window, plus the newest one before
 * it, so that the measured span always covers the whole window once the upload is that old.
 */
export function addSample(
  samples: readonly ProgressSample[],
  sample: ProgressSample,
  windowMs = RATE_WINDOW_MS,
): ProgressSample[] {
  const all = [...samples, sample];
  const start = sample.at - windowMs;
  const firstInside = all.findIndex((item) => item.at >= start);
  return all.slice(Math.max(0, firstInside - 1));
}

export function uploadRate(samples: readonly ProgressSample[], total: number | null): UploadRate {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < MIN_SPAN_MS) return { bytesPerSecond: null, secondsLeft: null };
  const bytesPerSecond = ((last.loaded - first.loaded) / (last.at - first.at)) * 1000;
  if (!(bytesPerSecond > 0)) return { bytesPerSecond: 0, secondsLeft: null };
  const secondsLeft = total === null ? null : Math.ceil(Math.max(0, total - last.loaded) / bytesPerSecond);
  return { bytesPerSecond, secondsLeft };
}
