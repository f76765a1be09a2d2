import { describe, expect, it } from 'vitest';
import { addSample, uploadRate, type ProgressSample } from './upload-rate';

const MB = 1024 * 1024;

function feed(samples: Array<[number, number]>, windowMs?: number): ProgressSample[] {
  return samples.reduce<ProgressSample[]>(
    (kept, [at, loaded]) => addSample(kept, { at, loaded }, windowMs),
    [],
  );
}

describe('upload speed and time left', () => {
  it('has no figures before half a second of samples', () => {
    expect(uploadRate([], 10 * MB)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    expect(
      uploadRate(
        feed([
          [0, 0],
          [400, MB],
        ]),
        10 * MB,
      ),
    ).toEqual({ bytesPerSecond: null, secondsLeft: null });
  });

  it('divides the bytes sent by the time taken, and the bytes left by that speed', () => {
    const rate = uploadRate(
      feed([
        [0, 0],
        [1_000, 2 * MB],
        [2_000, 4 * MB],
      ]),
      10 * MB,
    );
    expect(rate.bytesPerSecond).toBe(2 * MB);
    // 6 MB left at 2 MB/s.
    expect(rate.secondsLeft).toBe(3);
  });

  it('rounds the time left up, and says 0 when everything is sent', () => {
    expect(
      uploadRate(
        feed([
          [0, 0],
          [1_000, 3 * MB],
        ]),
        10 * MB,
      ).secondsLeft,
    ).toBe(3);
    expect(
      uploadRate(
        feed([
          [0, 0],
          [1_000, 10 * MB],
        ]),
        10 * MB,
      ).secondsLeft,
    ).toBe(0);
  });

  it('measures over the last five seconds only, so it follows a slower connection', () => {
    // 1 MB/s for 10 s, then 0.25 MB/s for 6 s.
    const fast = Array.from({ length: 11 }, (_, second): [number, number] => [second * 1_000, second * MB]);
    const slow = Array.from({ length: 6 }, (_, index): [number, number] => [
      11_000 + index * 1_000,
      10 * MB + (index + 1) * 0.25 * MB,
    ]);
    const samples = feed([...fast, ...slow]);
    expect(samples[0]!.at).toBeGreaterThanOrEqual(16_000 - 5_000 - 1_000);
    const rate = uploadRate(samples, 20 * MB);
    expect(rate.bytesPerSecond).toBeCloseTo(0.25 * MB, -3);
    expect(rate.secondsLeft).toBe(Math.ceil((20 * MB - 11.5 * MB) / (0.25 * MB)));
  });

  it('keeps one sample older than the window, so the span covers the whole window', () => {
    const samples = feed(
      [
        [0, 0],
        [3_000, 3],
        [7_000, 7],
      ],
      5_000,
    );
    expect(samples.map((sample) => sample.at)).toEqual([0, 3_000, 7_000]);
    const later = addSample(samples, { at: 9_000, loaded: 9 }, 5_000);
    expect(later.map((sample) => sample.at)).toEqual([3_000, 7_000, 9_000]);
  });

  it('has no time left when the total is unknown or nothing moved', () => {
    expect(
      uploadRate(
        feed([
          [0, 0],
          [1_000, MB],
        ]),
        null,
      ),
    ).toEqual({ bytesPerSecond: MB, secondsLeft: null });
    expect(
      uploadRate(
        feed([
          [0, MB],
          [1_000, MB],
        ]),
        10 * MB,
      ),
    ).toEqual({ bytesPerSecond: 0, secondsLeft: null });
  });
});
