import { describe, expect, it } from 'vitest';
import { EXAMPLE_REWARD, exampleGroup, ranksWithTies, splitReward } from './group-example';

describe('the introduction worked example', () => {
  it('ranks with shared places', () => {
    expect(ranksWithTies([360, 360, 180, 100])).toEqual([1, 1, 3, 4]);
    expect(ranksWithTies([5, 9, 9, 0])).toEqual([3, 1, 1, 4]);
  });

  it('splits a reward so that the amounts add up exactly', () => {
    expect(splitReward(300_000, [360, 360, 180, 100])).toEqual([108_000, 108_000, 54_000, 30_000]);
    expect(splitReward(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitReward(1_000, [2, 1])).toEqual([667, 333]);
    expect(splitReward(10, [0, 0])).toEqual([0, 0]);
    for (const counts of [
      [7, 3, 1],
      [13, 13, 2, 5],
      [1, 999],
    ]) {
      const amounts = splitReward(12_345, counts);
      expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(12_345);
    }
  });

  it('adds up in both currencies', () => {
    for (const reward of Object.values(EXAMPLE_REWARD)) {
      const group = exampleGroup(reward);
      expect(group.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(reward);
      expect(group.total).toBe(1_000);
    }
  });
});
