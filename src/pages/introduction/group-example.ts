// The worked example of a group competition on the introduction page: ranks, ratios and the split
// of the reward, with the statistics run's own ranking and split (contract/reward-split.ts: ties
// share a rank; the largest-remainder method makes the amounts add up exactly), in whole currency
// units.
import { rankWithTies, splitLargestRemainder } from '../../../contract/reward-split';
import { EXAMPLE_COUNTS } from '../../lib/business-figures';

/** The example's reward per currency (the profit policies quote the same example). */
export { EXAMPLE_COUNTS, EXAMPLE_REWARD } from '../../lib/business-figures';

export interface ExampleEntry {
  count: number;
  rank: number;
  /** 0 to 1. */
  ratio: number;
  amount: number;
}

export function exampleGroup(reward: number, counts: readonly number[] = EXAMPLE_COUNTS) {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const ranks = rankWithTies(counts);
  const amounts = splitLargestRemainder(reward, counts);
  const entries: ExampleEntry[] = counts.map((count, index) => ({
    count,
    rank: ranks[index]!,
    ratio: total === 0 ? 0 : count / total,
    amount: amounts[index]!,
  }));
  return { total, reward, entries };
}
