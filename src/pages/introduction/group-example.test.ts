import { describe, expect, it } from 'vitest';
import { EXAMPLE_REWARD, exampleGroup } from './group-example';

// The ranking and the split themselves (contract/reward-split.ts) are tested case by case in
// server/competitions/competition-math.test.ts.
describe('the introduction worked example', () => {
  it('shows a shared first place and the amounts of the split', () => {
    const group = exampleGroup(300_000);
    expect(group.entries.map((entry) => [entry.rank, entry.amount])).toEqual([
      [1, 108_000],
      [1, 108_000],
      [3, 54_000],
      [4, 30_000],
    ]);
    expect(group.entries.map((entry) => entry.ratio)).toEqual([0.36, 0.36, 0.18, 0.1]);
  });

  it('adds up in both currencies', () => {
    for (const reward of Object.values(EXAMPLE_REWARD)) {
      const group = exampleGroup(reward);
      expect(group.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(reward);
      expect(group.total).toBe(1_000);
    }
  });
});
