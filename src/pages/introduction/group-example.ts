// The worked example of a group competition on the introduction page: ranks, ratios and the split
// of the reward, computed the way the statistics run computes them (ties share a rank; the reward
// is split by the largest-remainder method, so the amounts add up exactly), in whole currency units.
import type { Language } from '../../lib/constants';

/** A reward that reads naturally in each currency (won in Korean, dollars in English). */
export const EXAMPLE_REWARD: Record<Language, number> = { ko: 300_000, en: 300 };
/** Production counts of the example's works: two share first place. */
export const EXAMPLE_COUNTS = [360, 360, 180, 100] as const;

export interface ExampleEntry {
  count: number;
  rank: number;
  /** 0 to 1. */
  ratio: number;
  amount: number;
}

/** Equal counts share a rank and the next rank skips (1, 1, 3). */
export function ranksWithTies(counts: readonly number[]): number[] {
  return counts.map((count) => 1 + counts.filter((other) => other > count).length);
}

/**
 * `amount` split in proportion to `counts`: everyone gets the floor of their share, and the units
 * left over go one each to the largest remainders (ties: the larger count, then the earlier entry).
 */
export function splitReward(amount: number, counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const shares = counts.map((count, index) => ({
    index,
    count,
    floor: Math.floor((amount * count) / total),
    remainder: (amount * count) % total,
  }));
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  const order = [...shares].sort(
    (a, b) => b.remainder - a.remainder || b.count - a.count || a.index - b.index,
  );
  for (const share of order) {
    if (left === 0) break;
    share.floor += 1;
    left -= 1;
  }
  return shares.map((share) => share.floor);
}

export function exampleGroup(reward: number, counts: readonly number[] = EXAMPLE_COUNTS) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const ranks = ranksWithTies(counts);
  const amounts = splitReward(reward, counts);
  const entries: ExampleEntry[] = counts.map((count, index) => ({
    count,
    rank: ranks[index]!,
    ratio: total === 0 ? 0 : count / total,
    amount: amounts[index]!,
  }));
  return { total, reward, entries };
}
