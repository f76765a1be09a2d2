// The arithmetic of a statistics run, kept pure so that it can be tested case by case: ranks with
// ties and the split of a reward into integer amounts that add up exactly (contract/reward-split.ts,
// shared with the introduction page's worked example), and ratios in basis points. Everything is
// integer (BigInt where a product could pass 2^53): no floating point touches money.
import { rankWithTies, splitLargestRemainder } from '../../contract/reward-split.js';

/** 10000 basis points = 100 %. */
export const FULL_SHARE_BASIS_POINTS = 10_000;

/**
 * Each count's share of the total in basis points (hundredths of a percent), rounded half up, so
 * equal counts always show equal ratios. The ratios may add up to 99.99 or 100.01 %; only money
 * has to add up exactly. A zero total gives zero ratios.
 */
export function ratioBasisPoints(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + BigInt(count), 0n);
  if (total === 0n) return counts.map(() => 0);
  const full = BigInt(FULL_SHARE_BASIS_POINTS);
  // round(count * 10000 / total) = floor((2 * count * 10000 + total) / (2 * total))
  return counts.map((count) => Number((2n * BigInt(count) * full + total) / (2n * total)));
}

export interface EntryStatistics {
  ranking: number;
  ratioBasisPoints: number;
  accumulationAmount: number;
}

/** The results of one group: ranks, ratios and the reward split, in the order of `counts`. */
export function groupStatistics(
  reward: number,
  counts: readonly number[],
): { total: number; entries: EntryStatistics[] } {
  const ranks = rankWithTies(counts);
  const ratios = ratioBasisPoints(counts);
  const amounts = splitLargestRemainder(reward, counts);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return {
    total,
    entries: counts.map((_, index) => ({
      ranking: ranks[index]!,
      ratioBasisPoints: ratios[index]!,
      accumulationAmount: amounts[index]!,
    })),
  };
}
