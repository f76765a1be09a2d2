import { describe, expect, it } from 'vitest';
import { emptyAxisHigh, tickLabel, valueAxis } from './chart-ticks';

const labels = (min: number, max: number, currency: 'KRW' | 'USD', language: 'ko' | 'en') => {
  const axis = valueAxis(min, max, emptyAxisHigh(currency));
  return axis.ticks.map((tick) => tickLabel(tick, axis, currency, language));
};

describe('the earnings chart value axis', () => {
  it('spans every month with 3 to 5 round ticks, zero among them', () => {
    // The fixture's year: a best month of 120,000 won and a correction of -2,000.
    expect(valueAxis(-2_000, 120_000, 10_000).ticks).toEqual([-50_000, 0, 50_000, 100_000, 150_000]);
    expect(valueAxis(0, 50_500, 10_000).ticks).toEqual([0, 20_000, 40_000, 60_000]);
    expect(valueAxis(0, 328_000, 10_000).ticks).toEqual([0, 100_000, 200_000, 300_000, 400_000]);
    expect(valueAxis(-500, 0, 10_000).ticks).toEqual([-600, -400, -200, 0]);
    for (const [min, max] of [
      [0, 1],
      [0, 7],
      [0, 999],
      [-3, 12_345_678],
      [-90_000, 10],
    ] as const) {
      const { ticks, low, high } = valueAxis(min, max, 10_000);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(5);
      expect(ticks).toContain(0);
      expect(low).toBeLessThanOrEqual(min);
      expect(high).toBeGreaterThanOrEqual(max);
      ticks.forEach((tick) => expect(Number.isInteger(tick)).toBe(true));
    }
  });

  it('gives an empty chart an axis of money rather than a single line', () => {
    expect(valueAxis(0, 0, emptyAxisHigh('KRW')).ticks).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    // Dollars in cents: up to $10.
    expect(valueAxis(0, 0, emptyAxisHigh('USD')).ticks).toEqual([0, 250, 500, 750, 1_000]);
  });

  it('labels ticks in the deployment currency, short from 100,000 units on, in both languages', () => {
    expect(labels(-2_000, 120_000, 'KRW', 'en')).toEqual(['-₩50K', '₩0', '₩50K', '₩100K', '₩150K']);
    expect(labels(-2_000, 120_000, 'KRW', 'ko')).toEqual(['-5만원', '0원', '5만원', '10만원', '15만원']);
    expect(labels(0, 50_500, 'KRW', 'ko')).toEqual(['0원', '20,000원', '40,000원', '60,000원']);
    // Whole dollars without cents; cents kept when a tick needs them.
    expect(labels(0, 1_250, 'USD', 'en')).toEqual(['$0', '$5', '$10', '$15']);
    expect(labels(0, 1_250, 'USD', 'ko')).toEqual(['US$0', 'US$5', 'US$10', 'US$15']);
    expect(labels(0, 0, 'USD', 'en')).toEqual(['$0.00', '$2.50', '$5.00', '$7.50', '$10.00']);
    expect(labels(0, 25_000_000, 'USD', 'en')).toEqual(['$0', '$100K', '$200K', '$300K']);
  });
});
