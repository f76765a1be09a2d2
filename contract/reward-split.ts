// How a group's reward is shared: ranks with ties, and the split of a reward into integer amounts
// that add up exactly (BigInt where a product could pass 2^53). Zod-free, so that the server's
// statistics run (server/competitions/competition-math.ts) and the introduction page's worked example
// compute it the same way.

/** Competition ranking ("1224"): equal counts share a rank, the next rank skips (1, 1, 3). */
export function rankWithTies(counts: readonly number[]): number[] {
  const sorted = [...counts].sort((a, b) => b - a);
  // The rank of a count is 1 + how many counts are strictly greater.
  const firstIndexOf = new Map<number, number>();
  sorted.forEach((count, index) => {
    if (!firstIndexOf.has(count)) firstIndexOf.set(count, index);
  });
  return counts.map((count) => firstIndexOf.get(count)! + 1);
}

/**
 * Splits `amount` (integer units) in proportion to `weights` with the largest-remainder method:
 * everybody gets the floor of their exact share, and the units left over go one each to the largest
 * remainders. The result adds up to `amount` exactly (or is all zero when every weight is zero).
 * Equal remainders are broken by the larger weight, then by the earlier position, so the outcome is
 * deterministic (3 equal shares of 1,000,000 give 333,334 / 333,333 / 333,333 in list order).
 */
export function splitLargestRemainder(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a whole number ≥ 0`);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError('weights must be whole numbers ≥ 0');
  }
  const total = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (total === 0n) return weights.map(() => 0);

  const whole = BigInt(amount);
  const shares = weights.map((weight, index) => {
    const exact = whole * BigInt(weight);
    return { index, weight, floor: exact / total, remainder: exact % total };
  });
  let left = whole - shares.reduce((sum, share) => sum + share.floor, 0n);
  const order = [...shares].sort((a, b) => {
    if (a.remainder !== b.remainder) return a.remainder > b.remainder ? -1 : 1;
    if (a.weight !== b.weight) return b.weight - a.weight;
    return a.index - b.index;
  });
  // left < number of non-zero weights, and a zero weight has remainder 0, so it never gets a unit
  // ahead of a non-zero one.
  for (const share of order) {
    if (left === 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.floor));
}
