import { describe, expect, it } from 'vitest';
import { rankWithTies, splitLargestRemainder } from '../../contract/reward-split.js';
import { groupStatistics, ratioBasisPoints } from './competition-math.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('rankWithTies', () => {
  it('ranks by count, highest first, and ties share a rank (1, 1, 3)', () => {
    expect(rankWithTies([50, 80, 80, 10])).toEqual([3, 1, 1, 4]);
    expect(rankWithTies([7, 7, 7])).toEqual([1, 1, 1]);
    expect(rankWithTies([5, 3, 3, 3, 1])).toEqual([1, 2, 2, 2, 5]);
    expect(rankWithTies([0, 0])).toEqual([1, 1]);
    expect(rankWithTies([])).toEqual([]);
  });
});

describe('ratioBasisPoints', () => {
  it('gives each share of the total in hundredths of a percent, rounded half up', () => {
    expect(ratioBasisPoints([1, 1, 1])).toEqual([3333, 3333, 3333]);
    expect(ratioBasisPoints([2, 1])).toEqual([6667, 3333]);
    expect(ratioBasisPoints([1, 7])).toEqual([1250, 8750]);
    // 1/8000 = 0.0125 % -> 1.25 basis points -> 1; 3/16 = 18.75 % exactly
    expect(ratioBasisPoints([1, 7999])).toEqual([1, 9999]);
    expect(ratioBasisPoints([3, 13])).toEqual([1875, 8125]);
  });

  it('equal counts always show equal ratios', () => {
    const ratios = ratioBasisPoints([9, 7, 7, 4, 2]);
    expect(ratios[1]).toBe(ratios[2]);
  });

  it('a zero total gives zero ratios', () => {
    expect(ratioBasisPoints([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('stays exact for counts whose products pass 2^53', () => {
    expect(ratioBasisPoints([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER])).toEqual([5000, 5000]);
  });
});

describe('splitLargestRemainder', () => {
  it('three equal shares of 1,000,000 add up exactly: the earliest gets the extra unit', () => {
    const amounts = splitLargestRemainder(1_000_000, [5, 5, 5]);
    expect(amounts).toEqual([333_334, 333_333, 333_333]);
    expect(sum(amounts)).toBe(1_000_000);
  });

  it('gives leftover units to the largest remainders', () => {
    // exact shares 142857.14…, 285714.28…, 571428.57…: floors leave 1 unit, the .57 remainder wins it
    expect(splitLargestRemainder(1_000_000, [1, 2, 4])).toEqual([142_857, 285_714, 571_429]);
    // 100 over 6 equal weights: 16.66… each, 4 units left for the first four
    expect(splitLargestRemainder(100, [1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
  });

  it('equal remainders go to the larger weight first', () => {
    // 10 * 1/4 = 2.5 and 10 * 3/4 = 7.5: both remainders .5, the larger weight wins
    expect(splitLargestRemainder(10, [1, 3])).toEqual([2, 8]);
  });

  it('a zero total gives zero amounts; zero weights get nothing', () => {
    expect(splitLargestRemainder(1_000_000, [0, 0, 0])).toEqual([0, 0, 0]);
    expect(splitLargestRemainder(1_000_001, [0, 1, 1, 0])).toEqual([0, 500_001, 500_000, 0]);
    expect(splitLargestRemainder(0, [3, 4])).toEqual([0, 0]);
    expect(splitLargestRemainder(500, [])).toEqual([]);
  });

  it('always adds up exactly to the amount', () => {
    let seed = 42;
    const random = (limit: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % limit;
    };
    for (let round = 0; round < 500; round += 1) {
      const weights = Array.from({ length: 1 + random(12) }, () => (random(5) === 0 ? 0 : random(100_000)));
      const amount = random(10_000_000);
      const amounts = splitLargestRemainder(amount, weights);
      if (sum(weights) === 0) expect(sum(amounts)).toBe(0);
      else expect(sum(amounts)).toBe(amount);
      // Nobody is more than one unit away from the exact share.
      weights.forEach((weight, index) => {
        const exact = sum(weights) ? (amount * weight) / sum(weights) : 0;
        expect(Math.abs(amounts[index]! - exact)).toBeLessThan(1);
      });
    }
  });

  it('stays exact with huge counts (products beyond 2^53)', () => {
    const amounts = splitLargestRemainder(1_000_000_000_000, [Number.MAX_SAFE_INTEGER, 1, 1]);
    expect(sum(amounts)).toBe(1_000_000_000_000);
    expect(amounts[0]).toBe(1_000_000_000_000);
  });

  it('refuses fractions and negative numbers', () => {
    expect(() => splitLargestRemainder(10.5, [1])).toThrow(RangeError);
    expect(() => splitLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => splitLargestRemainder(10, [1.5])).toThrow(RangeError);
    expect(() => splitLargestRemainder(10, [-1, 2])).toThrow(RangeError);
  });
});

describe('groupStatistics', () => {
  it('ranks, ratios and amounts of one group together', () => {
    const result = groupStatistics(1_000_000, [120, 90, 60, 60, 30]);
    expect(result.total).toBe(360);
    expect(result.entries.map((entry) => entry.ranking)).toEqual([1, 2, 3, 3, 5]);
    expect(result.entries.map((entry) => entry.ratioBasisPoints)).toEqual([3333, 2500, 1667, 1667, 833]);
    // exact 333,333.33 / 250,000 / 166,666.67 / 166,666.67 / 83,333.33: the two .67 get the 2 units
    expect(result.entries.map((entry) => entry.accumulationAmount)).toEqual([
      333_333, 250_000, 166_667, 166_667, 83_333,
    ]);
    expect(sum(result.entries.map((entry) => entry.accumulationAmount))).toBe(1_000_000);
  });
});
